import Foundation
import XCTest

/// Runs every `scene-delegate` migration: the original app under the iOS 26 app life cycle and
/// the migrated app under the iOS 27 scene life cycle must do the same things (the same prints,
/// the same window on screen with the same root view controller, key, and `delegate?.window`
/// pointing at it) at launch, through background and foreground, and for URLs, user activities
/// and shortcut items, warm and cold; on iPad as well when the app has an iPad storyboard. Type-checking proves a migration compiles; this proves the
/// app still behaves.
final class SceneLifecycleTests: XCTestCase {
    func testEverySceneMigrationBehavesAsTheOriginal() throws {
        try LifeCycleHarness.requireLibraries()
        let started = Date()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-lifecycle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = SnapshotTests.fixtures.appendingPathComponent("scene-delegate")
        var pairs: [(title: String, original: LifeCycleHarness.App, migrated: LifeCycleHarness.App, known: [String: String])] = []
        for snapshot in try SnapshotCase.discover(ruleFolder: folder) {
            let input = try snapshot.inputTree(), expected = try snapshot.expectedTree()
            guard input != expected else { continue }
            let known = try Self.knownDifferences(folder.appendingPathComponent(snapshot.name).appendingPathComponent("lifecycle-differences"))
            for app in Self.appFolders(expected) {
                let original = LifeCycleHarness.App(name: "\(snapshot.name)-\(app)-original", files: Self.files(of: app, in: input),
                                                    generatedPlistKeys: Self.generatedPlistKeys(input))
                let migrated = LifeCycleHarness.App(name: "\(snapshot.name)-\(app)-migrated", files: Self.files(of: app, in: expected),
                                                    generatedPlistKeys: Self.generatedPlistKeys(expected))
                if original.files == migrated.files { continue }
                pairs.append(("\(snapshot.title)[\(app)]", original, migrated, known))
            }
        }
        XCTAssertGreaterThan(pairs.count, 15, "too few scene migrations found under \(folder.path)")
        let results = Parallel.map(pairs) { pair -> [String] in
            let original = LifeCycleHarness.build(pair.original, scratch: scratch)
            let migrated = LifeCycleHarness.build(pair.migrated, scratch: scratch)
            switch (original, migrated) {
            case (.failure(let error), _), (_, .failure(let error)):
                return ["\(pair.title): \(error)"]
            case (.success(let before), .success(let after)):
                return LifeCycleHarness.idioms(of: pair.original).flatMap { idiom in
                    LifeCycleHarness.compare(original: before, pair.original, migrated: after, pair.migrated, knownDifferences: pair.known) {
                        LifeCycleHarness.run($0, $1, lifecycle: $2, scenario: $3, idiom: idiom)
                    }.map { "\(pair.title)\(idiom == "pad" ? " on iPad" : ""): \($0)" }
                }
            }
        }
        for failure in results.joined() { XCTFail(failure) }
        print("ran \(pairs.count) scene migrations through \(LifeCycleHarness.scenarios.count) scenarios in "
              + String(format: "%.1f", Date().timeIntervalSince(started)) + "s")
    }

    /// `scenario | why` lines: what the scene life cycle cannot reproduce for this case (the migration
    /// reports it); the comparison requires those scenarios to differ, so the list cannot go stale.
    static func knownDifferences(_ url: URL) throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        var known: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let parts = line.components(separatedBy: " | ")
            guard parts.count == 2, LifeCycleHarness.scenarios.contains(parts[0]) else {
                throw LifeCycleHarness.HarnessError("\(url.path): expected `scenario | why`, got: \(line)")
            }
            known[parts[0]] = parts[1]
        }
        return known
    }

    /// Top-level folders of a tree that hold an app delegate.
    static func appFolders(_ tree: [String: [UInt8]]) -> [String] {
        var folders = Set<String>()
        for (path, bytes) in tree where path.hasSuffix(".swift") {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("UIApplicationDelegate") || text.contains("FlutterAppDelegate") || text.contains("UIApplicationMain(") else { continue }
            guard !LifeCycleHarness.delegateClassNames(in: text).isEmpty || text.contains("UIApplicationMain(") else { continue }
            folders.insert(path.split(separator: "/").count > 1 ? String(path.split(separator: "/")[0]) : "")
        }
        return folders.sorted()
    }

    /// The app's Swift files, Info.plists and storyboards, relative to its folder.
    static func files(of folder: String, in tree: [String: [UInt8]]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in tree {
            guard folder.isEmpty ? !path.contains("/") || !path.hasSuffix(".swift") : path.hasPrefix(folder + "/") else { continue }
            guard path.hasSuffix(".swift") || path.hasSuffix(".storyboard") || LifeCycleHarness.isInfoPlist(path) else { continue }
            if path.hasSuffix("Package.swift") || path.hasSuffix("Project.swift") { continue }
            files[folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))] = bytes
        }
        return files
    }

    /// `INFOPLIST_KEY_X = value;` settings of the case's project, for apps whose Info.plist Xcode generates.
    static func generatedPlistKeys(_ tree: [String: [UInt8]]) -> [String: String] {
        var keys: [String: String] = [:]
        for (path, bytes) in tree where path.hasSuffix("project.pbxproj") {
            let text = String(decoding: bytes, as: UTF8.self)
            guard let regex = try? NSRegularExpression(pattern: #"INFOPLIST_KEY_(\w+) = "?([^;"]*)"?;"#) else { continue }
            let ns = text as NSString
            for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                keys[ns.substring(with: match.range(at: 1))] = ns.substring(with: match.range(at: 2))
            }
        }
        return keys
    }
}
