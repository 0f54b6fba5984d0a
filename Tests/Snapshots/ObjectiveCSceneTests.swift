import Foundation
import XCTest

/// The `scene-delegate` migrations of Objective-C app delegates, checked as the Swift ones are:
/// every Objective-C file of every fixture, input and expected output, compiles with
/// `clang -fsyntax-only` for each Apple target the fixture's project builds for (availability,
/// deprecation and ARC included) and the output adds no diagnostic; and every migrated app whose
/// code is all Objective-C runs on the simulator (Tests/Stubs/ObjectiveC), doing under the scene
/// life cycle what the original did under the app life cycle, warm and cold, on iPhone and, when
/// its Info.plist has iPad keys, on iPad.
final class ObjectiveCSceneTests: XCTestCase {
    static let folder = SnapshotTests.fixtures.appendingPathComponent("scene-delegate")

    static func objectiveCCases() throws -> [(snapshot: SnapshotCase, input: [String: [UInt8]], expected: [String: [UInt8]])] {
        try SnapshotCase.discover(ruleFolder: folder).compactMap { snapshot in
            let input = try snapshot.inputTree(), expected = try snapshot.expectedTree()
            guard expected.keys.contains(where: ObjectiveCHarness.isObjectiveC) else { return nil }
            return (snapshot, input, expected)
        }
    }

    func testObjectiveCFixturesTypeCheckAndTheOutputAddsNoDiagnostic() throws {
        guard ObjectiveCHarness.clang != nil, ObjectiveCHarness.resourceHeaders != nil else { throw XCTSkip("clang is not on PATH") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-objc-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cases = try Self.objectiveCCases()
        XCTAssertGreaterThan(cases.count, 5, "too few Objective-C scene-delegate fixtures")
        var jobs: [(title: String, tree: [String: [UInt8]], folder: URL, source: String, target: String, isOutput: Bool)] = []
        for (index, item) in cases.enumerated() {
            let input = scratch.appendingPathComponent("\(index)/input"), output = scratch.appendingPathComponent("\(index)/output")
            try FileTree.write(item.input, to: input)
            try FileTree.write(item.expected, to: output)
            for target in ObjectiveCHarness.targets(of: item.input) {
                for source in item.input.keys.filter(ObjectiveCHarness.isObjectiveC) { jobs.append((item.snapshot.title, item.input, input, source, target, false)) }
                for source in item.expected.keys.filter(ObjectiveCHarness.isObjectiveC) { jobs.append((item.snapshot.title, item.expected, output, source, target, true)) }
            }
        }
        let all = jobs
        let results = Parallel.map(all.indices.map { $0 }) { i in
            ObjectiveCHarness.diagnostics(source: all[i].source, in: all[i].folder, tree: all[i].tree, target: all[i].target)
        }
        var inputDiagnostics: [String: [String]] = [:]
        for (job, found) in zip(jobs, results) where !job.isOutput { inputDiagnostics["\(job.title)|\(job.target)|\(job.source)"] = found }
        for (job, found) in zip(jobs, results) {
            let key = "\(job.title)|\(job.target)|\(job.source)"
            if !job.isOutput {
                // Inputs are written to compile cleanly, so that any diagnostic of an output is the rewrite's.
                for diagnostic in found { XCTFail("\(job.title): the input \(job.source) does not compile cleanly for \(job.target): \(diagnostic)") }
                continue
            }
            var known = inputDiagnostics[key] ?? []
            for diagnostic in found {
                if let k = known.firstIndex(of: diagnostic) { known.remove(at: k); continue }
                XCTFail("\(job.title): the expected \(job.source) adds, for \(job.target): \(diagnostic)")
            }
        }
    }

    func testEveryObjectiveCMigrationBehavesAsTheOriginal() throws {
        guard ObjectiveCHarness.clang != nil else { throw XCTSkip("clang is not on PATH") }
        #if !os(Linux)
        throw XCTSkip("the simulator's runtime stands in for an Objective-C runtime that only Linux lacks")
        #else
        if ObjectiveCHarness.simulator.directory == nil { return XCTFail(ObjectiveCHarness.simulator.failure ?? "the simulator does not build") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-objc-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var pairs: [(title: String, original: LifeCycleHarness.App, migrated: LifeCycleHarness.App, known: [String: String])] = []
        for item in try Self.objectiveCCases() where item.input != item.expected {
            let known = try SceneLifecycleTests.knownDifferences(Self.folder.appendingPathComponent(item.snapshot.name).appendingPathComponent("lifecycle-differences"))
            for app in Self.appFolders(item.expected) {
                let original = LifeCycleHarness.App(name: "\(item.snapshot.name)-\(app)-original", files: Self.files(of: app, in: item.input))
                let migrated = LifeCycleHarness.App(name: "\(item.snapshot.name)-\(app)-migrated", files: Self.files(of: app, in: item.expected))
                if original.files == migrated.files { continue }
                pairs.append(("\(item.snapshot.title)[\(app)]", original, migrated, known))
            }
        }
        XCTAssertGreaterThan(pairs.count, 3, "too few runnable Objective-C migrations")
        let results = Parallel.map(pairs) { pair -> [String] in
            switch (ObjectiveCHarness.build(pair.original, scratch: scratch), ObjectiveCHarness.build(pair.migrated, scratch: scratch)) {
            case (.failure(let error), _), (_, .failure(let error)):
                return ["\(pair.title): \(error)"]
            case (.success(let before), .success(let after)):
                return ObjectiveCHarness.idioms(of: pair.original).flatMap { idiom in
                    LifeCycleHarness.compare(original: before, pair.original, migrated: after, pair.migrated, knownDifferences: pair.known) {
                        ObjectiveCHarness.run($0, $1, lifecycle: $2, scenario: $3, idiom: idiom)
                    }.map { "\(pair.title) on \(idiom): \($0)" }
                }
            }
        }
        for failure in results.joined() { XCTFail(failure) }
        #endif
    }

    /// The comparison is not blind: a migration with a forward, the window's scene or the
    /// manifest's class name broken is caught.
    func testTheComparisonCatchesBrokenMigrations() throws {
        guard ObjectiveCHarness.clang != nil else { throw XCTSkip("clang is not on PATH") }
        #if os(Linux)
        if ObjectiveCHarness.simulator.directory == nil { return XCTFail(ObjectiveCHarness.simulator.failure ?? "the simulator does not build") }
        let snapshot = try XCTUnwrap(try SnapshotCase.discover(ruleFolder: Self.folder).first { $0.name == "objc-programmatic-app" })
        let original = LifeCycleHarness.App(name: "self-test-original", files: Self.files(of: "Tasks", in: try snapshot.inputTree()))
        let migrated = Self.files(of: "Tasks", in: try snapshot.expectedTree())
        func replacing(_ path: String, _ old: String, _ new: String) -> [String: [UInt8]] {
            var files = migrated
            let text = String(decoding: files[path]!, as: UTF8.self)
            XCTAssertTrue(text.contains(old), "\(path) no longer holds \(old)")
            files[path] = Array(text.replacingOccurrences(of: old, with: new).utf8)
            return files
        }
        let variants: [(String, [String: [UInt8]])] = [
            ("no active forward", replacing("SceneDelegate.m", "[self.appDelegate applicationDidBecomeActive:UIApplication.sharedApplication];", "")),
            ("window outside the scene", replacing("SceneDelegate.m", "window.windowScene = (UIWindowScene *)scene;", "")),
            ("module-qualified class", replacing("Info.plist", "<string>SceneDelegate</string>", "<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>")),
            ("cold shortcut dropped", replacing("SceneDelegate.m", "if (connectionOptions.shortcutItem != nil) {", "if (NO) {")),
        ]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-objc-self-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard case .success(let before) = ObjectiveCHarness.build(original, scratch: scratch) else { return XCTFail("the original does not build") }
        for (index, (name, files)) in variants.enumerated() {
            let app = LifeCycleHarness.App(name: "self-test-\(index)", files: files)
            guard case .success(let after) = ObjectiveCHarness.build(app, scratch: scratch) else { XCTFail("\(name): does not build"); continue }
            let failures = LifeCycleHarness.compare(original: before, original, migrated: after, app) {
                ObjectiveCHarness.run($0, $1, lifecycle: $2, scenario: $3, idiom: "phone")
            }
            XCTAssertFalse(failures.isEmpty, "\(name): the comparison found nothing wrong")
        }
        #else
        throw XCTSkip("the simulator runs on Linux")
        #endif
    }

    /// Top-level folders holding an Objective-C app (a main.m or an app delegate) and no Swift
    /// code, which the Objective-C simulator cannot run.
    static func appFolders(_ tree: [String: [UInt8]]) -> [String] {
        var folders = Set<String>()
        for (path, bytes) in tree where ObjectiveCHarness.isObjectiveC(path) && String(decoding: bytes, as: UTF8.self).contains("UIApplicationMain(") {
            folders.insert(path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "")
        }
        return folders.filter { folder in !tree.keys.contains { $0.hasSuffix(".swift") && (folder.isEmpty || $0.hasPrefix(folder + "/")) } }.sorted()
    }

    /// The app's Objective-C files, Info.plists and storyboards, relative to its folder.
    static func files(of folder: String, in tree: [String: [UInt8]]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in tree where folder.isEmpty || path.hasPrefix(folder + "/") {
            guard ObjectiveCHarness.isObjectiveC(path) || path.hasSuffix(".h") || path.hasSuffix(".storyboard") || LifeCycleHarness.isInfoPlist(path) else { continue }
            files[folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))] = bytes
        }
        return files
    }
}
