import Foundation
import Codemods
import Rewriter

/// What the project files a walk found name: Info.plists, build configuration files, XcodeGen
/// manifests. Read by the walk, before the pipeline reads any file.
extension Discovery {
    /// Offsets just past each occurrence of `needle` in `bytes`.
    static func offsets(after needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return [] }
        var result: [Int] = []
        var from = 0
        while let at = ByteSearch.firstOffset(of: needle, in: bytes, from: from) {
            result.append(at + needle.count)
            from = at + needle.count
        }
        return result
    }

    /// The manifests an XcodeGen file includes (`include:` followed by `- path: X`, `- X` or `[X, Y]`).
    static func xcodegenIncludes(of manifest: String) -> [String] {
        guard let bytes = FileLoader.bytes(of: manifest) else { return [] }
        // Only a line starting with `include:` opens a list: most manifests (target files) have none.
        guard ByteSearch.contains(bytes, "include:") else { return [] }
        let folder = (manifest as NSString).deletingLastPathComponent
        var result: [String] = []
        var inInclude = false
        func add(_ value: Substring) {
            var v = trimmingWhitespace(value)
            if v.count >= 2, let q = v.first, q == "\"" || q == "'", v.last == q { v = String(v.dropFirst().dropLast()) }
            if !v.isEmpty { result.append(join(folder.isEmpty ? "." : folder, v)) }
        }
        for raw in TextLines.nonEmpty(in: String(decoding: bytes, as: UTF8.self)) {
            let line = raw.prefix { $0 != "#" }
            if trimmingWhitespace(line).isEmpty { continue }
            let indented = line.first == " " || line.first == "-"
            if !indented {
                inInclude = line.hasPrefix("include:")
                if inInclude, let open = line.firstIndex(of: "[") {
                    line[line.index(after: open)...].prefix { $0 != "]" }.split(separator: ",").forEach(add)
                    inInclude = false
                }
                continue
            }
            guard inInclude else { continue }
            var item = line.drop { $0 == " " }
            guard item.hasPrefix("-") else { continue }
            item = item.dropFirst().drop { $0 == " " }
            if item.hasPrefix("path:") { add(item.dropFirst(5)) } else if !item.contains(":") { add(item) }
        }
        return result
    }

    /// Indices of the `candidates` whose file names the documents (project files, XcodeGen
    /// manifests) mention, and of those their `#include`s name, transitively. By name: which of
    /// several same-named files a project means is worked out when its settings are resolved, and
    /// where Xcode finds an include depends on the project that uses it.
    static func referencedConfigFiles(_ candidates: [(path: String, relative: String)], mentionedIn documents: [String],
                                      alreadyRead: [String: [UInt8]]) -> [Int] {
        var byName: [String: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            byName[(candidate.relative as NSString).lastPathComponent, default: []].append(index)
        }
        var chosen = Set<Int>()
        var pending: [Int] = []
        func take(_ name: String) {
            for index in byName[name] ?? [] where chosen.insert(index).inserted { pending.append(index) }
        }
        for document in documents {
            guard let bytes = alreadyRead[document] ?? FileLoader.bytes(of: document) else { continue }
            configFileNames(in: bytes).forEach(take)
        }
        while let index = pending.popLast() {
            guard let bytes = FileLoader.bytes(of: candidates[index].path) else { continue }
            for include in XcodeConfigFile(bytes: bytes).includes {
                let name = (include.path as NSString).lastPathComponent
                take(name)
                if !name.contains(".") { take(name + ".xcconfig") }
            }
        }
        return chosen.sorted()
    }

    /// The file names ending in `.xcconfig` that a document mentions (`path = Debug.xcconfig;`,
    /// `Debug: Config/Debug.xcconfig`, `"My Settings.xcconfig"`): for each occurrence, the text back
    /// to the path separator, quote or punctuation before it, and its last word.
    static func configFileNames(in bytes: [UInt8]) -> Set<String> {
        let suffix = Array(".xcconfig".utf8)
        let delimiters = Set("/\"'=:;,()[]{}<>\t\r\n".utf8)
        var names = Set<String>()
        for end in offsets(after: suffix, in: bytes) {
            var start = end - suffix.count
            while start > 0, !delimiters.contains(bytes[start - 1]) { start -= 1 }
            let whole = trimmingWhitespace(String(decoding: bytes[start..<end], as: UTF8.self))
            names.insert(whole)
            if let space = whole.lastIndex(of: " ") { names.insert(String(whole[whole.index(after: space)...])) }
        }
        return names
    }

    /// Info.plist paths named by `INFOPLIST_FILE` in the project file at `project`, canonical.
    static func infoPlistReferences(project: String, bytes: [UInt8]) -> Set<String> {
        var result = Set<String>(), resolved = Set<String>()
        // The project folder is the one holding the .xcodeproj bundle.
        let sourceRoot = ((project as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        // A byte scan: Foundation's string search is slow on large project files.
        let key = Array("INFOPLIST_FILE = ".utf8)
        for valueStart in Self.offsets(after: key, in: bytes) {
            // The key itself, not the end of another one (`GENERATE_INFOPLIST_FILE = YES`).
            let keyStart = valueStart - key.count
            if keyStart > 0, BuildSettingAssignment.isNameByte(bytes[keyStart - 1]) { continue }
            var valueEnd = valueStart
            while valueEnd < bytes.count, bytes[valueEnd] != 0x3B, bytes[valueEnd] != 0x0A { valueEnd += 1 }
            var value = trimmingWhitespace(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(prefix) {
                value = String(value.dropFirst(prefix.count))
            }
            if value.isEmpty || value.contains("$") { continue }
            // Each build configuration names its plist: a path is resolved (a system call per
            // folder in it) once.
            guard resolved.insert(value).inserted else { continue }
            result.insert(canonical(value.hasPrefix("/") ? value : join(sourceRoot.isEmpty ? "." : sourceRoot, value)))
        }
        return result
    }
}
