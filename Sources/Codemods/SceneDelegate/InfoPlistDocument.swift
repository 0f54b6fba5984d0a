import Rewriter

/// A read-only view of an XML Info.plist that keeps every element's byte
/// range, for inserting keys without rewriting the file.
struct InfoPlistDocument: Sendable {
    indirect enum Node: Sendable {
        case dictionary([(key: String, keyRange: Range<Int>, value: Node)], Range<Int>)
        case array([Node], Range<Int>)
        case scalar(name: String, text: String, Range<Int>)

        var range: Range<Int> {
            switch self {
            case .dictionary(_, let r), .array(_, let r), .scalar(_, _, let r): return r
            }
        }
        subscript(key: String) -> Node? {
            guard case .dictionary(let entries, _) = self else { return nil }
            return entries.first { $0.key == key }?.value
        }
        var entries: [(key: String, keyRange: Range<Int>, value: Node)] {
            if case .dictionary(let e, _) = self { return e } else { return [] }
        }
        var items: [Node] { if case .array(let a, _) = self { return a } else { return [] } }
        var text: String? { if case .scalar(_, let t, _) = self { return t } else { return nil } }
        var isDictionary: Bool { if case .dictionary = self { return true } else { return false } }
    }

    let bytes: [UInt8]
    let root: Node

    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    init?(bytes: [UInt8]) {
        self.bytes = bytes
        var scanner = Scanner(bytes: bytes)
        let tags = scanner.tags()
        var index = tags.firstIndex { $0.name == "plist" && $0.kind == .open } ?? -1
        index += 1
        guard index < tags.count, let (node, _) = Self.parse(tags, index, bytes), node.isDictionary else { return nil }
        root = node
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    func lineStart(_ offset: Int) -> Int {
        var i = offset
        while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }
    func indentation(at offset: Int) -> String {
        var i = lineStart(offset)
        let s = i
        while i < bytes.count, bytes[i] == 0x09 || bytes[i] == 0x20 { i += 1 }
        return text(s..<i)
    }
    var lineEnding: String {
        if let i = bytes.firstIndex(of: 0x0A) { return i > 0 && bytes[i - 1] == 0x0D ? "\r\n" : "\n" }
        return "\n"
    }
    /// The indentation of the root dictionary's keys and the file's unit of nesting.
    var indentation: (base: String, unit: String) {
        let entries = root.entries
        guard let first = entries.first else { return ("\t", "\t") }
        let base = indentation(at: first.keyRange.lowerBound)
        for entry in entries {
            let nested: Node? = entry.value.entries.first?.value ?? entry.value.items.first
            if let nested, case let inner = indentation(at: nested.range.lowerBound), inner.count > base.count, inner.hasPrefix(base) {
                return (base, String(inner.dropFirst(base.count)))
            }
        }
        return (base, base.isEmpty ? "\t" : base)
    }

    // MARK: Parsing

    enum TagKind { case open, close, empty }
    struct Tag { let name: String; let kind: TagKind; let range: Range<Int> }

    private struct Scanner {
        let bytes: [UInt8]
        func tags() -> [Tag] {
            var result: [Tag] = []
            var i = 0
            while i < bytes.count {
                guard bytes[i] == 0x3C else { i += 1; continue }
                let start = i
                if bytes[i...].starts(with: Array("<!--".utf8)) {
                    while i + 2 < bytes.count, !(bytes[i] == 0x2D && bytes[i + 1] == 0x2D && bytes[i + 2] == 0x3E) { i += 1 }
                    i += 3
                    continue
                }
                while i < bytes.count, bytes[i] != 0x3E { i += 1 }
                let end = min(i + 1, bytes.count)
                i = end
                let inner = bytes[(start + 1)..<max(start + 1, end - 1)]
                guard let first = inner.first, first != 0x3F, first != 0x21 else { continue }
                if first == 0x2F {
                    result.append(Tag(name: Self.name(inner.dropFirst()), kind: .close, range: start..<end))
                } else {
                    result.append(Tag(name: Self.name(inner), kind: inner.last == 0x2F ? .empty : .open, range: start..<end))
                }
            }
            return result
        }
        static func name(_ s: ArraySlice<UInt8>) -> String {
            String(decoding: s.prefix { $0 != 0x20 && $0 != 0x2F && $0 != 0x09 && $0 != 0x0A }, as: UTF8.self)
        }
    }

    private static func parse(_ tags: [Tag], _ i: Int, _ bytes: [UInt8]) -> (Node, Int)? {
        guard i < tags.count else { return nil }
        let tag = tags[i]
        if tag.kind == .empty {
            if tag.name == "dict" { return (.dictionary([], tag.range), i + 1) }
            if tag.name == "array" { return (.array([], tag.range), i + 1) }
            return (.scalar(name: tag.name, text: "", tag.range), i + 1)
        }
        guard tag.kind == .open else { return nil }
        switch tag.name {
        case "dict":
            var entries: [(key: String, keyRange: Range<Int>, value: Node)] = []
            var j = i + 1
            while j < tags.count, !(tags[j].kind == .close && tags[j].name == "dict") {
                guard tags[j].name == "key", tags[j].kind == .open, j + 1 < tags.count else { return nil }
                let keyRange = tags[j].range.lowerBound..<tags[j + 1].range.upperBound
                let key = String(decoding: bytes[tags[j].range.upperBound..<tags[j + 1].range.lowerBound], as: UTF8.self)
                guard let (value, next) = parse(tags, j + 2, bytes) else { return nil }
                entries.append((key, keyRange, value))
                j = next
            }
            guard j < tags.count else { return nil }
            return (.dictionary(entries, tag.range.lowerBound..<tags[j].range.upperBound), j + 1)
        case "array":
            var items: [Node] = []
            var j = i + 1
            while j < tags.count, !(tags[j].kind == .close && tags[j].name == "array") {
                guard let (value, next) = parse(tags, j, bytes) else { return nil }
                items.append(value)
                j = next
            }
            guard j < tags.count else { return nil }
            return (.array(items, tag.range.lowerBound..<tags[j].range.upperBound), j + 1)
        default:
            guard i + 1 < tags.count, tags[i + 1].kind == .close, tags[i + 1].name == tag.name else { return nil }
            let text = String(decoding: bytes[tag.range.upperBound..<tags[i + 1].range.lowerBound], as: UTF8.self)
            return (.scalar(name: tag.name, text: text, tag.range.lowerBound..<tags[i + 1].range.upperBound), i + 2)
        }
    }
}

/// The scene manifest as the Info.plist holds it, and the edits that add it.
enum SceneManifest {
    enum State: Equatable { case missing, emptyConfigurations, adopted }

    static func state(of plist: InfoPlistDocument, key: String = "UIApplicationSceneManifest") -> State {
        guard let manifest = plist.root[key] else { return .missing }
        let role = manifest["UISceneConfigurations"]?["UIWindowSceneSessionRoleApplication"]
        if let role, role.items.contains(where: { $0.isDictionary && !$0.entries.isEmpty }) { return .adopted }
        return .emptyConfigurations
    }

    /// The `UISceneConfigurations` dictionary's lines, each prefixed by `indent`.
    static func configurationLines(delegateClass: String, storyboard: String?, indent: String, unit: String) -> [String] {
        var lines = [
            "<dict>",
            "\(unit)<key>UIWindowSceneSessionRoleApplication</key>",
            "\(unit)<array>",
            "\(unit)\(unit)<dict>",
            "\(unit)\(unit)\(unit)<key>UISceneConfigurationName</key>",
            "\(unit)\(unit)\(unit)<string>Default Configuration</string>",
            "\(unit)\(unit)\(unit)<key>UISceneDelegateClassName</key>",
            "\(unit)\(unit)\(unit)<string>$(PRODUCT_MODULE_NAME).\(delegateClass)</string>",
        ]
        if let storyboard {
            lines += ["\(unit)\(unit)\(unit)<key>UISceneStoryboardFile</key>", "\(unit)\(unit)\(unit)<string>\(storyboard)</string>"]
        }
        lines += ["\(unit)\(unit)</dict>", "\(unit)</array>", "</dict>"]
        return lines.map { indent + $0 }
    }

    static func manifestLines(delegateClass: String, storyboard: String?, indent: String, unit: String) -> [String] {
        var config = configurationLines(delegateClass: delegateClass, storyboard: storyboard, indent: indent + unit, unit: unit)
        config[0] = indent + unit + "<dict>"
        return ["\(indent)<key>UIApplicationSceneManifest</key>", "\(indent)<dict>",
                "\(indent)\(unit)<key>UIApplicationSupportsMultipleScenes</key>", "\(indent)\(unit)<false/>",
                "\(indent)\(unit)<key>UISceneConfigurations</key>"] + config + ["\(indent)</dict>"]
    }

    /// Edits that give `plist` a usable manifest; empty when nothing fits.
    static func edits(for plist: InfoPlistDocument, delegateClass: String, storyboard: String?) -> [Edit] {
        let (base, unit) = plist.indentation
        let eol = plist.lineEnding
        if let manifest = plist.root["UIApplicationSceneManifest"] {
            let keyIndent = manifest.entries.first.map { plist.indentation(at: $0.keyRange.lowerBound) } ?? base + unit
            if let configurations = manifest["UISceneConfigurations"] {
                var lines = configurationLines(delegateClass: delegateClass, storyboard: storyboard, indent: keyIndent, unit: unit)
                lines[0] = "<dict>"
                return [Edit(range: configurations.range, replacement: lines.joined(separator: eol))]
            }
            let lines = ["\(keyIndent)<key>UISceneConfigurations</key>"]
                + configurationLines(delegateClass: delegateClass, storyboard: storyboard, indent: keyIndent, unit: unit)
            let close = manifest.range.upperBound - "</dict>".utf8.count
            return [.insert(lines.joined(separator: eol) + eol, at: plist.lineStart(close))]
        }
        let text = manifestLines(delegateClass: delegateClass, storyboard: storyboard, indent: base, unit: unit).joined(separator: eol) + eol
        if let next = plist.root.entries.first(where: { $0.key > "UIApplicationSceneManifest" }) {
            return [.insert(text, at: plist.lineStart(next.keyRange.lowerBound))]
        }
        let close = plist.root.range.upperBound - "</dict>".utf8.count
        return [.insert(text, at: plist.lineStart(close))]
    }

    /// A new Info.plist holding only the manifest (Xcode merges it with the generated keys).
    static func newFile(delegateClass: String, storyboard: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """ + manifestLines(delegateClass: delegateClass, storyboard: storyboard, indent: "\t", unit: "\t").joined(separator: "\n")
            + "\n</dict>\n</plist>\n"
    }
}
