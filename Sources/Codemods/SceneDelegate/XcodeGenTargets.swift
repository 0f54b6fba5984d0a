import Rewriter

/// The targets an XcodeGen manifest declares and the source paths each compiles, from
/// project.yml and the files it includes (`include:`). Enough YAML for what XcodeGen projects
/// write: block maps by indentation, `- path: X` or `- X` source items, `sources: X` and
/// `sources: [X, Y]`. Excludes are ignored, so a target is taken to compile a little more than
/// it does: the safe side for deciding which files other targets compile too. Also each
/// target's `platform:` and `configFiles:`, and the manifest's own `configFiles:`.
struct XcodeGenTargets {
    struct Target {
        let name: String
        var type = ""
        /// Root-relative, normalized files or folders.
        var sources: [String] = []
        /// `platform:` and `supportedDestinations:` as written (iOS, macOS, tvOS, visionOS, watchOS, macCatalyst).
        var platforms: [String] = []
        /// `templates:`, merged into the target once the whole manifest is read.
        var templates: [String] = []
        /// The `.xcconfig` of each configuration (root-relative, normalized).
        var configFiles: [String: String] = [:]
        var isApplication: Bool { type == "application" }

        func compiles(_ path: String) -> Bool {
            sources.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    private(set) var targets: [Target] = []
    /// The project-level `.xcconfig` of each configuration; the including manifest's wins.
    private(set) var configFiles: [String: String] = [:]

    /// `read` gives a manifest's bytes by root-relative path.
    init(manifest: String, read: (String) -> [UInt8]?) {
        var pending = [PathShape.normalized(manifest)]
        var seen: Set<String> = []
        var templates: [String: Target] = [:]
        while let path = pending.popLast() {
            guard seen.insert(path).inserted, let bytes = read(path) else { continue }
            let folder = ScenePaths.directory(of: path)
            let parsed = Self.parse(String(decoding: bytes, as: UTF8.self), folder: folder)
            self.targets += parsed.targets
            for template in parsed.templates where templates[template.name] == nil { templates[template.name] = template }
            self.configFiles.merge(parsed.configFiles) { first, _ in first }
            pending += parsed.includes
        }
        // `targetTemplates:`: a target takes its templates' sources, and their type, platforms and
        // config files unless it states its own (templates of templates too, each once).
        for index in targets.indices {
            var queue = targets[index].templates
            var used: Set<String> = []
            while !queue.isEmpty {
                let name = queue.removeFirst()
                guard used.insert(name).inserted, let template = templates[name] else { continue }
                targets[index].sources += template.sources
                if targets[index].type.isEmpty { targets[index].type = template.type }
                if targets[index].platforms.isEmpty { targets[index].platforms = template.platforms }
                if targets[index].configFiles.isEmpty { targets[index].configFiles = template.configFiles }
                queue += template.templates
            }
        }
    }

    private struct Line {
        let indent: Int
        /// Without the indentation, a leading "- " or a trailing comment.
        let text: Substring
        let isItem: Bool
    }

    /// The manifest's non-blank lines. Every byte that ends a line, starts a comment or is cut as
    /// indentation is ASCII, so lines are cut on the bytes (stepping through characters costs
    /// hundreds of instructions a byte); both "\n" and "\r" end a line, so CRLF files read the same.
    private static func lines(of text: String) -> [Line] {
        var contiguous = text
        let ranges = contiguous.withUTF8 { b -> [(indent: Int, start: Int, end: Int, isItem: Bool)] in
            var found: [(indent: Int, start: Int, end: Int, isItem: Bool)] = []
            for line in TextLines.nonEmptyRanges(b) {
                let lineStart = line.lowerBound, lineEnd = line.upperBound
                var start = lineStart
                while start < lineEnd, b[start] == 0x20 { start += 1 }
                var end = lineEnd
                // The first "#" starts a comment when the content starts with it or a space precedes it.
                if let hash = (start..<lineEnd).first(where: { b[$0] == 0x23 }), hash == start || b[hash - 1] == 0x20 { end = hash }
                while end > start, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
                guard end > start else { continue }
                let isItem = (end - start >= 2 && b[start] == 0x2D && b[start + 1] == 0x20) || (end - start == 1 && b[start] == 0x2D)
                var textStart = start
                if isItem {
                    textStart = min(start + 2, end)
                    while textStart < end, b[textStart] == 0x20 { textStart += 1 }
                }
                found.append((start - lineStart, textStart, end, isItem))
            }
            return found
        }
        return ranges.map { range in
            Line(indent: range.indent, text: contiguous[ByteSearch.indices(of: range.start..<range.end, in: contiguous)], isItem: range.isItem)
        }
    }

    private static func keyValue(_ text: Substring) -> (key: Substring, value: Substring)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let value = text[text.index(after: colon)...].drop { $0 == " " }
        guard value.isEmpty || text[text.index(after: colon)] == " " else { return nil }
        return (unquoted(text[..<colon]), value)
    }

    private static func unquoted(_ text: Substring) -> Substring {
        var t = text
        if t.count >= 2, let first = t.first, first == "\"" || first == "'", t.last == first { t = t.dropFirst().dropLast() }
        return t
    }

    private static func parse(_ text: String, folder: String) -> (targets: [Target], templates: [Target], includes: [String], configFiles: [String: String]) {
        let lines = lines(of: text)
        func resolve(_ value: Substring) -> String { PathShape.normalized(ScenePaths.join(folder, String(unquoted(value)))) }
        var targets: [Target] = []
        var templates: [Target] = []
        var includes: [String] = []
        var configFiles: [String: String] = [:]
        var i = 0
        while i < lines.count {
            let line = lines[i]
            guard line.indent == 0, !line.isItem, let (key, value) = keyValue(line.text) else { i += 1; continue }
            i += 1
            // The block under this top-level key.
            var block: [Line] = []
            while i < lines.count, lines[i].indent > 0 || lines[i].isItem { block.append(lines[i]); i += 1 }
            if key == "include" {
                if value.hasPrefix("[") {
                    includes += listItems(value).map(resolve)
                } else {
                    for item in block where item.isItem {
                        let path = keyValue(item.text).map { $0.key == "path" ? $0.value : "" } ?? item.text
                        if !path.isEmpty { includes.append(resolve(path)) }
                    }
                }
            } else if key == "targets" {
                targets += parseTargets(block, resolve: resolve)
            } else if key == "targetTemplates" {
                templates += parseTargets(block, resolve: resolve)
            } else if key == "configFiles" {
                configFiles = mapItems(value, block: block, resolve: resolve)
            }
        }
        return (targets, templates, includes, configFiles)
    }

    /// `{Debug: a, Release: b}`, or the `Debug: a` lines of a block, with resolved paths.
    private static func mapItems(_ value: Substring, block: [Line], resolve: (Substring) -> String) -> [String: String] {
        var result: [String: String] = [:]
        let pairs: [Substring] = value.hasPrefix("{")
            ? value.dropFirst().prefix { $0 != "}" }.split(separator: ",").map { $0.drop { $0 == " " } }
            : block.filter { !$0.isItem && $0.indent == block.first?.indent }.map(\.text)
        for pair in pairs {
            guard let (name, path) = keyValue(pair), !path.isEmpty else { continue }
            var trimmed = path
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            result[String(name)] = resolve(trimmed)
        }
        return result
    }

    private static func parseTargets(_ block: [Line], resolve: (Substring) -> String) -> [Target] {
        guard let nameIndent = block.first(where: { !$0.isItem })?.indent else { return [] }
        var targets: [Target] = []
        var i = 0
        while i < block.count {
            let line = block[i]
            i += 1
            guard line.indent == nameIndent, !line.isItem, let (name, _) = keyValue(line.text) else { continue }
            var target = Target(name: String(name))
            var body: [Line] = []
            while i < block.count, block[i].indent > nameIndent { body.append(block[i]); i += 1 }
            guard let fieldIndent = body.first?.indent else { targets.append(target); continue }
            var j = 0
            while j < body.count {
                let field = body[j]
                j += 1
                guard field.indent == fieldIndent, !field.isItem, let (key, value) = keyValue(field.text) else { continue }
                if key == "type" { target.type = String(unquoted(value)) }
                if key == "platform" || key == "supportedDestinations" || key == "templates" {
                    var names = value.hasPrefix("[") ? listItems(value).map(String.init) : value.isEmpty ? [] : [String(unquoted(value))]
                    while j < body.count, body[j].isItem, body[j].indent >= fieldIndent {
                        names.append(String(unquoted(body[j].text)))
                        j += 1
                    }
                    if key == "templates" { target.templates += names } else { target.platforms += names }
                    continue
                }
                if key == "configFiles" {
                    var nested: [Line] = []
                    while j < body.count, body[j].indent > fieldIndent { nested.append(body[j]); j += 1 }
                    target.configFiles = mapItems(value, block: nested, resolve: resolve)
                }
                guard key == "sources" else { continue }
                if value.hasPrefix("[") {
                    target.sources += listItems(value).map(resolve)
                } else if !value.isEmpty {
                    target.sources.append(resolve(value))
                } else {
                    // Items at the first dash's indentation; deeper dashes are excludes and the like.
                    var itemIndent: Int?
                    while j < body.count, body[j].indent > fieldIndent || (body[j].isItem && body[j].indent == fieldIndent) {
                        let item = body[j]
                        j += 1
                        guard item.isItem, itemIndent == nil || item.indent == itemIndent else { continue }
                        itemIndent = item.indent
                        if let (k, v) = keyValue(item.text) {
                            if k == "path" { target.sources.append(resolve(v)) }
                        } else {
                            target.sources.append(resolve(item.text))
                        }
                    }
                }
            }
            targets.append(target)
        }
        return targets
    }

    /// `[a, "b"]` -> a, b
    private static func listItems(_ value: Substring) -> [Substring] {
        value.dropFirst().prefix { $0 != "]" }.split(separator: ",").map { item in
            var t = item.drop { $0 == " " }
            while t.last == " " { t = t.dropLast() }
            return unquoted(t)
        }
    }
}
