import Foundation
@testable import Codemods
import Rewriter

/// One module to type-check: the Swift files of one target folder of a fixture case, before and
/// after the rewrite. Tree cases are split by their top-level folder (an app, its widget and its
/// tests are separate modules); top-level files form one module together.
struct TypeCheckUnit {
    var title: String
    var input: [String]
    var output: [String]
    var support: [String]
    /// The iOS deployment target's major version the fixture declares (nil: none, checked as the
    /// newest); the SwiftUI stand-in is built for older ones (`StubModules.swiftUIVariant`).
    var iOSDeploymentMajor: Int? = nil
}

/// Known findings read from Tests/Stubs: `case | severity: message | why` a line; `#` comments.
struct TypeCheckExpectations {
    struct Entry: Hashable {
        var unit: String
        var diagnostic: String
        var why: String
    }
    var entries: [Entry] = []

    static func read(_ url: URL) throws -> TypeCheckExpectations {
        guard FileManager.default.fileExists(atPath: url.path) else { return TypeCheckExpectations() }
        var result = TypeCheckExpectations()
        for line in try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count >= 3 else { throw ExpectationError.malformed(url.lastPathComponent, String(line)) }
            result.entries.append(Entry(unit: parts[0], diagnostic: parts[1], why: parts[2...].joined(separator: " | ")))
        }
        return result
    }

    func diagnostics(for unit: String) -> Set<String> {
        Set(entries.filter { $0.unit == unit }.map(\.diagnostic))
    }

    enum ExpectationError: Error, CustomStringConvertible {
        case malformed(String, String)
        var description: String {
            switch self {
            case .malformed(let file, let line): return "\(file): expected `case | severity: message | why`, got: \(line)"
            }
        }
    }
}

enum TypeCheckFixtures {
    static let support = StubModules.root.appendingPathComponent("Support")

    /// Every case of every rule folder as units; trees are written under `scratch` so that
    /// `.swift.expected` outputs get a `.swift` name.
    static func units(fixtures: URL, ruleFolders: [URL], scratch: URL) throws -> [TypeCheckUnit] {
        var units: [TypeCheckUnit] = []
        for folder in ruleFolders {
            let snapshots = try SnapshotCase.discover(ruleFolder: folder)
            // A rule none of whose cases changes Swift code (the report-only audits) has
            // no rewrite to prove: its fixtures are inputs only, and are not checked here.
            let rewritesSwift = try snapshots.contains { snapshot in
                let input = try snapshot.inputTree(), output = try snapshot.expectedTree()
                return output.contains { $0.key.hasSuffix(".swift") && input[$0.key] != $0.value }
            }
            guard rewritesSwift else { continue }
            for snapshot in snapshots {
                let base = scratch.appendingPathComponent(snapshot.rule).appendingPathComponent(snapshot.name)
                let inputRoot = base.appendingPathComponent("input"), outputRoot = base.appendingPathComponent("output")
                let inputTree = try snapshot.inputTree(), outputTree = try snapshot.expectedTree()
                try FileTree.write(inputTree.filter { $0.key.hasSuffix(".swift") }, to: inputRoot)
                try FileTree.write(outputTree.filter { $0.key.hasSuffix(".swift") }, to: outputRoot)
                let supportFile = support.appendingPathComponent(snapshot.rule).appendingPathComponent(snapshot.name + ".swift")
                let supportFiles = FileManager.default.fileExists(atPath: supportFile.path) ? [supportFile.path] : []
                let inputs = modules(inputTree, root: inputRoot), outputs = modules(outputTree, root: outputRoot)
                let deployments = iOSDeploymentMajors(inputTree)
                for key in Set(inputs.keys).union(outputs.keys).sorted() {
                    let files = (inputs[key] ?? []) + (outputs[key] ?? [])
                    // A Tuist or package manifest is build configuration, not app code.
                    if files.contains(where: { isManifest(inputTree[$0.relative] ?? outputTree[$0.relative] ?? []) }) { continue }
                    let title = key.isEmpty ? snapshot.title : "\(snapshot.title)[\(key)]"
                    let input = inputs[key] ?? [], output = outputs[key] ?? []
                    // An unchanged module is checked once.
                    let unchanged = input.map(\.relative) == output.map(\.relative)
                        && input.allSatisfy { inputTree[$0.relative] == outputTree[$0.relative] }
                    units.append(TypeCheckUnit(title: title, input: input.map(\.path),
                                               output: unchanged ? input.map(\.path) : output.map(\.path), support: supportFiles,
                                               iOSDeploymentMajor: iOSDeploymentMajor(snapshot.options, inputs[key] ?? [], deployments)))
                }
            }
        }
        return units
    }

    private struct File {
        var relative: String
        var path: String
    }

    /// Swift files by their top-level folder ("" for files at the root).
    private static func modules(_ tree: [String: [UInt8]], root: URL) -> [String: [File]] {
        var result: [String: [File]] = [:]
        for relative in tree.keys.sorted() where relative.hasSuffix(".swift") {
            let parts = relative.split(separator: "/")
            let key = parts.count > 1 ? String(parts[0]) : ""
            result[key, default: []].append(File(relative: relative, path: root.appendingPathComponent(relative).path))
        }
        return result
    }

    /// `deployment-target=` in the options, else the lowest iOS deployment target that the targets
    /// compiling the module's files have, as the swiftui-* rules read it from the case's projects.
    private static func iOSDeploymentMajor(_ options: [String: String], _ files: [File], _ majors: [String: Int]) -> Int? {
        if let given = options["deployment-target"], let major = Int(given.prefix { $0.isNumber }) { return major }
        return files.compactMap { majors[$0.relative] }.min()
    }

    /// The iOS deployment target's major version of each Swift file of a tree that has projects.
    private static func iOSDeploymentMajors(_ tree: [String: [UInt8]]) -> [String: Int] {
        let projectFiles = tree.filter { $0.key.hasSuffix("project.pbxproj") || $0.key.hasSuffix("project.yml") || $0.key.hasSuffix(".xcconfig") }
        let swift = tree.filter { $0.key.hasSuffix(".swift") }.map { SyntaxTree(file: SourceFile(path: $0.key, bytes: $0.value)) }
        let targets = FileDeploymentTargets(ProjectContext(root: ".", files: swift, projectFiles: projectFiles))
        var majors: [String: Int] = [:]
        for file in swift {
            if let iOS = targets.deployment(of: file.file.path)?.platforms[.iOS], let version = iOS { majors[file.file.path] = version.major }
        }
        return majors
    }

    private static func isManifest(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("import ProjectDescription") || text.contains("import PackageDescription")
    }
}
