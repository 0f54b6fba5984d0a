import Foundation
import XCTest
@testable import Codemods
import Rewriter

/// Runs every scene-delegate project fixture and checks what the generic
/// snapshot run cannot: expected Info.plists are valid property lists, and
/// every project.pbxproj keeps a balanced structure and a closed object graph.
final class SceneDelegateProjectTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scene-delegate")

    struct Tree {
        var files: [String: [UInt8]] = [:]
    }

    static func load(_ dir: URL) -> Tree {
        var tree = Tree()
        guard let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isRegularFileKey]) else { return tree }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let relative = String(url.path.dropFirst(dir.path.count + 1))
            tree.files[relative] = Array((try? Data(contentsOf: url)) ?? Data())
        }
        return tree
    }

    static func context(_ tree: Tree) -> ProjectContext {
        var swift: [SyntaxTree] = [], project: [String: [UInt8]] = [:], other: [String] = [], objectiveC: [String: [UInt8]] = [:]
        for (path, bytes) in tree.files {
            if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
                objectiveC[path] = bytes
                if !path.hasSuffix(".h") { other.append(path) }
            } else if path.hasSuffix(".swift") {
                swift.append(SyntaxTree(file: SourceFile(path: path, bytes: bytes)))
            } else if path.hasSuffix(".plist") || path.hasSuffix("project.pbxproj") || path.hasSuffix(".yml") || path.hasSuffix(".xcconfig") {
                project[path] = bytes
            } else {
                other.append(path)
            }
        }
        return ProjectContext(root: ".", files: swift, projectFiles: project, otherPaths: other, objectiveCFiles: objectiveC)
    }

    /// Applies every fix (each whole or not at all) and returns the new tree.
    static func run(_ tree: Tree) -> (Tree, [Finding]) {
        let findings = SceneDelegateMigration(options: [:]).runProject(context(tree))
        var sets: [String: EditSet] = [:]
        var out = tree
        for finding in findings {
            guard let fix = finding.fix else { continue }
            var trial = sets
            var ok = true
            for (path, edits) in fix.edits {
                var set = trial[path] ?? EditSet()
                if !set.add(edits) { ok = false }
                trial[path] = set
            }
            guard ok else { continue }
            sets = trial
            for file in fix.newFiles { out.files[file.path] = Array(file.contents.utf8) }
        }
        for (path, set) in sets { out.files[path] = set.apply(to: tree.files[path] ?? []) }
        return (out, findings)
    }

    func cases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }

    func testFixtures() throws {
        let cases = try cases()
        XCTAssertGreaterThanOrEqual(cases.count, 15)
        for dir in cases {
            let name = dir.lastPathComponent
            let input = Self.load(dir.appendingPathComponent("input"))
            let expectedDir = dir.appendingPathComponent("expected")
            let expected = FileManager.default.fileExists(atPath: expectedDir.path) ? Self.load(expectedDir) : input
            let (output, findings) = Self.run(input)
            if output.files != expected.files {
                // Write the whole actual tree for review.
                let actualRoot = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("scene-actual/\(name)")
                for (path, bytes) in output.files {
                    let url = actualRoot.appendingPathComponent(path)
                    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? Data(bytes).write(to: url)
                }
                for path in Set(expected.files.keys).union(output.files.keys).sorted() where output.files[path] != expected.files[path] {
                    XCTFail("\(name): \(path) differs from the expected tree (actual tree written to \(actualRoot.path))")
                }
            }
            checkMarkers(name, input, findings)
            // A second run changes nothing.
            let (again, _) = Self.run(output)
            XCTAssertEqual(again.files, output.files, "\(name): second run changed the tree")
        }
    }

    /// `// expect: scene-delegate [CODE]` lines report; no other line does.
    func checkMarkers(_ name: String, _ tree: Tree, _ findings: [Finding]) {
        var expected: Set<String> = []
        // Objective-C files use the same `//` markers (the codemod reports Objective-C entry points).
        for (path, bytes) in tree.files where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") {
            for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: scene-delegate") else { continue }
                let code = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                expected.insert("\(path):\(index + 1)" + (code.isEmpty ? "" : " \(code)"))
            }
        }
        var actual: Set<String> = []
        for f in findings {
            actual.insert("\(f.path):\(f.line)")
            if let code = f.code { actual.insert("\(f.path):\(f.line) \(code)") }
        }
        for marker in expected where !actual.contains(marker) {
            XCTFail("\(name): no finding for \(marker); got \(findings.map { "\($0.path):\($0.line) \($0.code ?? "") \($0.message)" })")
        }
        let markedLines = Set(expected.map { $0.split(separator: " ").first.map(String.init) ?? $0 })
        for f in findings where !markedLines.contains("\(f.path):\(f.line)") {
            XCTFail("\(name): unexpected finding \(f.path):\(f.line) \(f.code ?? "") \(f.message)")
        }
    }

    /// An app whose Info.plist is not an XML property list is not migrated, and the report says
    /// which file and why (the parser's own reason), whether or not another rule parsed it first.
    func testUnreadableInfoPlistIsReportedWithTheParsersReason() throws {
        let tree = Self.load(Self.fixtures.appendingPathComponent("storyboard-app/input"))
        let plist = try XCTUnwrap(tree.files.keys.first { $0.hasSuffix("Info.plist") })
        let original = try XCTUnwrap(tree.files[plist])
        for (label, bytes) in [("truncated", Array(original.prefix(original.count / 2))), ("binary", Array("bplist00".utf8) + [0, 1, 2])] {
            var broken = tree
            broken.files[plist] = bytes
            let context = Self.context(broken)
            for parsedFirst in [false, true] {
                if parsedFirst { XCTAssertNil(context.plist(at: plist), "\(label): the shared parse should fail") }
                let findings = SceneDelegateMigration(options: [:]).runProject(context)
                XCTAssertTrue(findings.allSatisfy { $0.fix == nil }, "\(label): nothing may be rewritten")
                let messages = findings.map(\.message)
                let expected = label == "binary" ? "\(plist) is a binary property list" : "\(plist) could not be read as an XML property list ("
                XCTAssertTrue(messages.contains { $0.hasPrefix(expected) && !$0.contains("()") }, "\(label): \(messages)")
            }
        }
    }

    /// A project file can name an Objective-C entry file that is not in the checkout (deleted,
    /// generated): no report points at a file that does not exist, and targets sharing one
    /// entry file get one report. (The fixture's app delegate comes from a nib, which is reported.)
    func testObjectiveCAppsAreReportedOnceAndOnlyForFilesThatExist() throws {
        let tree = Self.load(Self.fixtures.appendingPathComponent("objc-nib-delegate/input"))
        let entry = try XCTUnwrap(tree.files.keys.first { $0.hasSuffix("AppDelegate.m") })
        let e5 = { (tree: Tree) in Self.run(tree).1.filter { $0.code == "SCENE-E5" }.map(\.path) }
        XCTAssertEqual(e5(tree), [entry])
        // Without AppDelegate.m the target is reported at main.m; without either, not at all.
        var missing = tree
        missing.files[entry] = nil
        let main = try XCTUnwrap(tree.files.keys.first { $0.hasSuffix("main.m") })
        XCTAssertEqual(e5(missing), [main])
        missing.files[main] = nil
        XCTAssertEqual(e5(missing), [])
        // A second app target built from the same sources (a flavour): one report.
        var shared = tree
        let pbxprojPath = try XCTUnwrap(tree.files.keys.first { $0.hasSuffix("project.pbxproj") })
        var text = String(decoding: tree.files[pbxprojPath]!, as: UTF8.self)
        let section = try XCTUnwrap(text.range(of: "/* Begin PBXNativeTarget section */\n"))
        let objectEnd = try XCTUnwrap(text.range(of: "\n\t\t};\n", range: section.upperBound..<text.endIndex))
        var copy = String(text[section.upperBound..<objectEnd.upperBound])
        let id = String(copy.drop { $0 == "\t" }.prefix(24))
        copy = copy.replacingOccurrences(of: id, with: "FFFFFFFFFFFFFFFFFFFFFFFF").replacingOccurrences(of: "name = Legacy;", with: "name = LegacyBeta;")
        text.insert(contentsOf: copy, at: section.upperBound)
        let targets = try XCTUnwrap(text.range(of: "targets = (\n"))
        text.insert(contentsOf: "\t\t\t\tFFFFFFFFFFFFFFFFFFFFFFFF,\n", at: targets.upperBound)
        shared.files[pbxprojPath] = Array(text.utf8)
        XCTAssertEqual(try PBXProject(bytes: shared.files[pbxprojPath]!).nativeTargets.filter(\.isApplication).count, 2)
        XCTAssertEqual(e5(shared), [entry])
    }

    /// The scene delegate repeats the framework's import as the app delegate writes it: a plain
    /// `import Expo` next to `internal import Expo` is an error ("ambiguous implicit access level").
    func testImportsAreCopiedWithTheirAccessLevel() {
        let file = SourceFile(path: "AppDelegate.swift", bytes: Array("""
            import AVFoundation
            internal import Expo
            @preconcurrency import React
            @testable import AppCore
            #if canImport(MSAL)
            import MSAL
            #endif
            import os.log

            """.utf8))
        let declarations = TopLevelImports.declarations(of: file)
        XCTAssertEqual(declarations.map(\.module), ["AVFoundation", "Expo", "React", "os"])
        XCTAssertEqual(declarations.map(\.text), ["import AVFoundation", "internal import Expo", "@preconcurrency import React", "import os.log"])
    }

    func testExpectedPlistsAreValidPropertyLists() throws {
        var checked = 0
        for dir in try cases() {
            for sub in ["input", "expected"] {
                let tree = Self.load(dir.appendingPathComponent(sub))
                for (path, bytes) in tree.files where path.hasSuffix(".plist") {
                    XCTAssertNil(PropertyListValidator.validate(bytes), "\(dir.lastPathComponent)/\(sub)/\(path)")
                    XCTAssertNoThrow(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
                                     "\(dir.lastPathComponent)/\(sub)/\(path) is not a valid property list")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// Every changed Info.plist carries a manifest whose configuration names the new delegate.
    func testManifestNamesTheNewDelegate() throws {
        for dir in try cases() where FileManager.default.fileExists(atPath: dir.appendingPathComponent("expected").path) {
            let tree = Self.load(dir.appendingPathComponent("expected"))
            let input = Self.load(dir.appendingPathComponent("input"))
            for (path, bytes) in tree.files where path.hasSuffix("Info.plist") && input.files[path] != bytes {
                // The delegate created beside it: in the same app folder when the case holds several apps.
                let app = path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) + "/" : ""
                let new = tree.files.keys.filter { input.files[$0] == nil }
                let beside = new.filter { $0.hasPrefix(app) }
                let created = beside.contains { $0.contains("SceneDelegate.") } ? beside : new
                let delegate = created.first { $0.hasSuffix("SceneDelegate.swift") }
                // An Objective-C class goes by its bare name.
                let objectiveCDelegate = created.first { $0.hasSuffix("SceneDelegate.m") || $0.hasSuffix("SceneDelegate.mm") }
                let plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any]
                let manifest = plist?["UIApplicationSceneManifest"] as? [String: Any]
                let roles = manifest?["UISceneConfigurations"] as? [String: Any]
                let configs = roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
                let className = configs?.first?["UISceneDelegateClassName"] as? String
                XCTAssertEqual(manifest?["UIApplicationSupportsMultipleScenes"] as? Bool, false, "\(dir.lastPathComponent)/\(path)")
                if let delegate {
                    let name = String(delegate.split(separator: "/").last!.dropLast(".swift".count))
                    XCTAssertEqual(className, "$(PRODUCT_MODULE_NAME).\(name)", "\(dir.lastPathComponent)/\(path)")
                } else if let objectiveCDelegate {
                    let name = ((objectiveCDelegate as NSString).lastPathComponent as NSString).deletingPathExtension
                    XCTAssertEqual(className, name, "\(dir.lastPathComponent)/\(path)")
                }
            }
        }
    }

    func testProjectFilesKeepTheirObjectGraph() throws {
        var checked = 0
        for dir in try cases() {
            for sub in ["input", "expected"] {
                let tree = Self.load(dir.appendingPathComponent(sub))
                for (path, bytes) in tree.files where path.hasSuffix("project.pbxproj") {
                    let label = "\(dir.lastPathComponent)/\(sub)/\(path)"
                    guard let document = try? PBXProject(bytes: bytes) else { XCTFail("\(label) does not parse"); continue }
                    checkGraph(document, label)
                    checked += 1
                }
            }
            // Every id the run added is an object, and every new object is referenced.
            let input = Self.load(dir.appendingPathComponent("input"))
            let expectedDir = dir.appendingPathComponent("expected")
            guard FileManager.default.fileExists(atPath: expectedDir.path) else { continue }
            let expected = Self.load(expectedDir)
            for (path, bytes) in expected.files where path.hasSuffix("project.pbxproj") {
                guard let original = input.files[path], let before = try? PBXProject(bytes: original),
                      let after = try? PBXProject(bytes: bytes) else { continue }
                let added = Set(after.objectList.map(\.id)).subtracting(before.objectList.map(\.id))
                for id in added {
                    XCTAssertEqual(id.count, 24, "\(path): \(id)")
                    XCTAssertTrue(id.allSatisfy { $0.isHexDigit && !$0.isLowercase }, "\(path): \(id)")
                }
                // Nothing is removed.
                XCTAssertTrue(Set(before.objectList.map(\.id)).isSubset(of: after.objectList.map(\.id)), path)
            }
        }
        XCTAssertGreaterThan(checked, 15)
    }

    /// Balanced brackets, an isa for every object, every reference pointing at an object,
    /// and every object but the root referenced.
    func checkGraph(_ document: PBXProject, _ label: String) {
        var depth = 0
        var inString = false
        for b in document.bytes {
            if b == 0x22 { inString.toggle() }
            if inString { continue }
            if b == 0x7B || b == 0x28 { depth += 1 }
            if b == 0x7D || b == 0x29 { depth -= 1 }
            XCTAssertGreaterThanOrEqual(depth, 0, label)
        }
        XCTAssertEqual(depth, 0, "\(label): unbalanced")
        let ids = Set(document.objectList.map(\.id))
        XCTAssertEqual(ids.count, document.objectList.count, "\(label): duplicate object ids")
        var referenced: Set<String> = []
        func visit(_ value: PBXValue, key: String) {
            switch value.kind {
            case .string:
                let s = value.string
                if s.count == 24, s.allSatisfy({ $0.isHexDigit }), key != "remoteGlobalIDString" {
                    XCTAssertTrue(ids.contains(s), "\(label): \(key) references missing object \(s)")
                    referenced.insert(s)
                }
            case .array:
                for item in value.elements { visit(item, key: key) }
            case .dict:
                for e in value.entries { visit(e.value, key: e.key) }
            default:
                break
            }
        }
        for object in document.objectList { visit(object.fields, key: "") }
        let root = document.project?.id
        for object in document.objectList where object.id != root {
            XCTAssertTrue(referenced.contains(object.id), "\(label): object \(object.id) is referenced by nothing")
            XCTAssertFalse(object.isa.isEmpty, "\(label): \(object.id) has no isa")
        }
    }

    /// Every Swift file in an expected tree parses (when a toolchain is present).
    func testExpectedSwiftParses() throws {
        guard let swiftc = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first(where: FileManager.default.isExecutableFile(atPath:))
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map({ "\($0)/swiftc" }).first(where: FileManager.default.isExecutableFile(atPath:))
        else { throw XCTSkip("no swiftc") }
        for dir in try cases() {
            let expectedDir = dir.appendingPathComponent("expected")
            guard FileManager.default.fileExists(atPath: expectedDir.path) else { continue }
            for (path, _) in Self.load(expectedDir).files where path.hasSuffix(".swift") {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: swiftc)
                process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex", expectedDir.appendingPathComponent(path).path]
                try process.run()
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "\(dir.lastPathComponent)/expected/\(path) does not parse")
            }
        }
    }
}
