import Foundation

/// One fixture case: a single Swift file (`<case>.swift` [+ `.expected`, `.options`])
/// or a tree (`<case>/input/`, [`expected/`], [`options`]).
struct SnapshotCase {
    enum Shape {
        case singleFile(input: URL, expected: URL?)
        case tree(input: URL, expected: URL?)
    }
    var rule: String
    var name: String
    var shape: Shape
    var options: [String: String]

    var title: String { "\(rule)/\(name)" }

    /// The input files, relative path -> bytes.
    func inputTree() throws -> [String: [UInt8]] {
        switch shape {
        case .singleFile(let input, _): return [input.lastPathComponent: try bytes(of: input)]
        case .tree(let input, _): return try FileTree.read(input)
        }
    }

    /// The expected output tree; the input itself when no expectation exists ("must not change").
    func expectedTree() throws -> [String: [UInt8]] {
        switch shape {
        case .singleFile(let input, let expected):
            return [input.lastPathComponent: try bytes(of: expected ?? input)]
        case .tree(let input, let expected):
            return try FileTree.read(expected ?? input)
        }
    }

    /// Cases of one rule folder, sorted by name.
    static func discover(ruleFolder: URL) throws -> [SnapshotCase] {
        let rule = ruleFolder.lastPathComponent
        let fm = FileManager.default
        var cases: [SnapshotCase] = []
        for name in try fm.contentsOfDirectory(atPath: ruleFolder.path).sorted() where !name.hasPrefix(".") {
            let url = ruleFolder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = fm.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                let input = url.appendingPathComponent("input")
                guard fm.fileExists(atPath: input.path) else { continue }
                let expected = url.appendingPathComponent("expected")
                cases.append(SnapshotCase(rule: rule, name: name,
                                          shape: .tree(input: input, expected: fm.fileExists(atPath: expected.path) ? expected : nil),
                                          options: try readOptions(url.appendingPathComponent("options"))))
            } else if name.hasSuffix(".swift") {
                let expected = URL(fileURLWithPath: url.path + ".expected")
                let base = String(name.dropLast(".swift".count))
                cases.append(SnapshotCase(rule: rule, name: base,
                                          shape: .singleFile(input: url, expected: fm.fileExists(atPath: expected.path) ? expected : nil),
                                          options: try readOptions(ruleFolder.appendingPathComponent(base + ".options"))))
            }
        }
        return cases
    }

    /// `name=value` lines; blank lines and `#` comments are skipped. A missing file means no options.
    static func readOptions(_ url: URL) throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        var options: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let eq = trimmed.firstIndex(of: "=") else {
                options[trimmed] = "true"
                continue
            }
            options[trimmed[..<eq].trimmingCharacters(in: .whitespaces)] = trimmed[trimmed.index(after: eq)...].trimmingCharacters(in: .whitespaces)
        }
        return options
    }

    private func bytes(of url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }
}

/// Reading and writing whole folder trees as relative path -> bytes.
enum FileTree {
    static func read(_ root: URL) throws -> [String: [UInt8]] {
        var tree: [String: [UInt8]] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: root.path) else { return tree }
        while let relative = walker.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               !(relative as NSString).lastPathComponent.hasPrefix(".") {
                tree[relative] = Array(try Data(contentsOf: url))
            }
        }
        return tree
    }

    static func write(_ tree: [String: [UInt8]], to root: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: root, withIntermediateDirectories: true)
        for (relative, bytes) in tree {
            let url = root.appendingPathComponent(relative)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    /// The files a run reads, as the CLI's discovery picks them: Swift and Objective-C files,
    /// storyboards, project files, and plists named Info.plist or named by a project's INFOPLIST_FILE.
    static func inputPaths(_ tree: [String: [UInt8]]) -> [String] {
        var referenced = Set<String>()
        for (path, bytes) in tree where path.hasSuffix("project.pbxproj") {
            let sourceRoot = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            var rest = Substring(String(decoding: bytes, as: UTF8.self))
            while let range = rest.range(of: "INFOPLIST_FILE = ") {
                rest = rest[range.upperBound...]
                var value = rest.prefix { $0 != ";" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = String(value.dropFirst().dropLast()) }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(prefix) {
                    value = String(value.dropFirst(prefix.count))
                }
                referenced.insert(((sourceRoot.isEmpty ? value : sourceRoot + "/" + value) as NSString).standardizingPath)
            }
        }
        return tree.keys.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasSuffix(".swift") || name == "project.pbxproj" || name.hasSuffix(".yml") || name.hasSuffix(".storyboard")
                || name.hasSuffix(".xcconfig")
                || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") || name.hasSuffix(".pch")
                || name == "Info.plist" || (name.hasSuffix(".plist") && referenced.contains(path))
        }.sorted()
    }
}
