import Codemods
import Foundation
import XCTest

/// Rules that would report the same code stay quiet when the rule that rewrites it runs.
final class RuleCoordinationTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func screenScaleFindings(in file: String, codemods: [any Codemod.Type]) throws -> [[String: Any]] {
        let outcome = runCommand(["--format", "json", "Examples/LegacyApp"], codemods: codemods, cwd: Self.packageRoot)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        return try outcome.stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["type"] as? String == "finding" && $0["rule"] as? String == "screen-scale" && ($0["file"] as? String)?.hasSuffix(file) == true }
    }

    func testMainScreenBoundsInTheWindowTheSceneAttachesStaysReported() throws {
        // The example's AppDelegate builds `UIWindow(frame: UIScreen.main.bounds)`; scene-delegate leaves that
        // line as it is (the scene delegate attaches the window), so screen-scale still reports it.
        XCTAssertEqual(try screenScaleFindings(in: "AppDelegate.swift", codemods: [ScreenScale.self]).count, 1)
        XCTAssertEqual(try screenScaleFindings(in: "AppDelegate.swift", codemods: [ScreenScale.self, SceneDelegateMigration.self]).count, 1)
    }
}

extension RuleCoordinationTests {
    func testTheWindowTheSceneMigrationAttachesIsNotCalledSceneless() throws {
        func windowFindings(_ codemods: [any Codemod.Type]) throws -> [String] {
            let outcome = runCommand(["--format", "json", "Examples/LegacyApp"], codemods: codemods, cwd: Self.packageRoot)
            return try outcome.stdout.split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }.filter { $0["code"] as? String == "KEYWIN-W3" }.compactMap { "\($0["file"]!):\($0["line"]!)" }
        }
        // Alone, key-window says the example's `UIWindow(frame:)` shows nothing under scenes; with the
        // migration that window is attached to the scene, so nothing is reported.
        XCTAssertEqual(try windowFindings([KeyWindowAccess.self]), ["Examples/LegacyApp/LegacyApp/AppDelegate.swift:8"])
        XCTAssertEqual(try windowFindings([KeyWindowAccess.self, SceneDelegateMigration.self]), [])
    }

    func testWindowLookupsAreReportedByOneRuleOnly() throws {
        // A copy outside the repository's Tests folder: key-window skips test files.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("coordination-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.packageRoot + "/Tests/Snapshots/Fixtures/key-window/uikit_app_delegate/input",
                                         toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        func findings(_ codemods: [any Codemod.Type]) throws -> [String] {
            let outcome = runCommand(["--format", "json", "."], codemods: codemods, cwd: copy.path)
            return try outcome.stdout.split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }.filter { $0["type"] as? String == "finding" && ($0["file"] as? String)?.hasSuffix("Toast.swift") == true }
                .compactMap { "\($0["rule"]!):\($0["line"]!)" }
        }
        // Line 17, the app delegate's window (KEYWIN-W4), is key-window's alone either way.
        XCTAssertEqual(try findings([KeyWindowAccess.self]).sorted(), ["key-window:13", "key-window:17", "key-window:5", "key-window:9"])
        let both = try findings([KeyWindowAccess.self, SceneDelegateMigration.self])
        XCTAssertFalse(both.contains { $0.hasPrefix("key-window:5") || $0.hasPrefix("key-window:9") || $0.hasPrefix("key-window:13") }, "\(both)")
        XCTAssertTrue(both.contains("scene-delegate:5"), "\(both)")
        XCTAssertTrue(both.contains("key-window:17"), "\(both)")
    }
}

extension RuleCoordinationTests {
    /// KEYWIN findings in a copy of `folder` (one of the package's), run with `codemods`, after `prepare`.
    func keyWindowFindings(in folder: String, _ codemods: [any Codemod.Type], prepare: [any Codemod.Type] = [],
                           adding files: [String: String] = [:]) throws -> [String] {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("coordination-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.packageRoot + "/" + folder, toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        for (path, text) in files { try Data(text.utf8).write(to: copy.appendingPathComponent(path)) }
        if !prepare.isEmpty {
            let applied = runCommand(["--apply", "."], codemods: prepare, cwd: copy.path)
            XCTAssertEqual(applied.status, 0, applied.stderr)
        }
        let outcome = runCommand(["--format", "json", "."], codemods: codemods, cwd: copy.path)
        return try outcome.stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { ($0["code"] as? String)?.hasPrefix("KEYWIN-") == true }.compactMap { "\($0["code"]!) \($0["file"]!):\($0["line"]!)" }
    }

    func testTheWindowsOfAnAppTheSceneRuleMigratedAreNotCalledScenelessOnTheNextRun() throws {
        // The example migrated, then run again: its app delegate's `UIWindow(frame:)` is the window the
        // generated scene delegate attaches, so it is no sceneless window (it was reported after the
        // migration: a finding about code that works, which `--check` failed on).
        let migrated = try keyWindowFindings(in: "Examples/LegacyApp", [KeyWindowAccess.self, SceneDelegateMigration.self],
                                             prepare: [SceneDelegateMigration.self])
        XCTAssertEqual(migrated, [])
        // key-window alone cannot know what the scene delegate does, and still reports it.
        XCTAssertEqual(try keyWindowFindings(in: "Examples/LegacyApp", [KeyWindowAccess.self], prepare: [SceneDelegateMigration.self])
                        .filter { $0.hasPrefix("KEYWIN-W3") }, ["KEYWIN-W3 LegacyApp/AppDelegate.swift:8"])
        // A window built in code that joins the scene (`.joiningAppScene()`), in an app migrated earlier.
        let joining = "Tests/Snapshots/Fixtures/scene-delegate/storyboard-app-overlay-window/expected"
        XCTAssertEqual(try keyWindowFindings(in: joining, [KeyWindowAccess.self, SceneDelegateMigration.self]), [])
        XCTAssertEqual(try keyWindowFindings(in: joining, [KeyWindowAccess.self]), ["KEYWIN-W3 Notes/AppDelegate.swift:17"])
        // There the app delegate's window stays the window on screen: reading it is no finding either.
        let reader = ["Notes/ViewController.swift": "import UIKit\n\nclass ViewController: UIViewController {\n    var host: UIWindow? { UIApplication.shared.delegate?.window ?? nil }\n}\n"]
        XCTAssertEqual(try keyWindowFindings(in: joining, [KeyWindowAccess.self, SceneDelegateMigration.self], adding: reader), [])
        XCTAssertEqual(try keyWindowFindings(in: joining, [KeyWindowAccess.self], adding: reader).filter { $0.hasPrefix("KEYWIN-W4") },
                       ["KEYWIN-W4 Notes/ViewController.swift:4"])
    }
}

extension RuleCoordinationTests {
    func testObjectiveCWindowLookupsAreReportedByOneRuleOnly() throws {
        // An Objective-C app the scene rule migrates: its app-wide window lookups are its SCENE-A2/A3,
        // the app delegate's window (built in didFinishLaunching) is the window its scene delegate
        // attaches, and reading that window through the app delegate keeps working.
        let app = "Tests/Snapshots/Fixtures/scene-delegate/objc-app-wide-window-reads/input"
        // A read of the app delegate's window, in a file the app target compiles.
        let list = try String(contentsOfFile: Self.packageRoot + "/" + app + "/Tasks/TaskListViewController.m", encoding: .utf8)
        let readLine = list.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        let reader = ["Tasks/TaskListViewController.m": list + "@implementation TaskListViewController (Host)\n- (UIWindow *)host {\n"
                        + "    return [[UIApplication sharedApplication].delegate window];\n}\n@end\n"]
        XCTAssertEqual(try keyWindowFindings(in: app, [KeyWindowAccess.self], adding: reader).sorted(),
                       ["KEYWIN-W1 Tasks/TaskListViewController.m:15", "KEYWIN-W2 Tasks/TaskListViewController.m:16",
                        "KEYWIN-W2 Tasks/TaskListViewController.m:20", "KEYWIN-W3 Tasks/AppDelegate.m:21",
                        "KEYWIN-W4 Tasks/TaskListViewController.m:\(readLine)"])
        XCTAssertEqual(try keyWindowFindings(in: app, [KeyWindowAccess.self, SceneDelegateMigration.self], adding: reader), [])
    }
}

extension RuleCoordinationTests {
    func testAWindowThatBlocksTheMigrationIsReportedOnceByTheSceneRule() throws {
        // The app builds a second window outside launch: scene-delegate refuses (SCENE-E3) at that window,
        // where key-window alone says the same (KEYWIN-W3).
        let app = "Tests/Snapshots/Fixtures/scene-delegate/objc-window-built-elsewhere/input"
        XCTAssertTrue(try keyWindowFindings(in: app, [KeyWindowAccess.self]).contains("KEYWIN-W3 Bank/PasscodeCover.m:9"))
        XCTAssertFalse(try keyWindowFindings(in: app, [KeyWindowAccess.self, SceneDelegateMigration.self])
                        .contains("KEYWIN-W3 Bank/PasscodeCover.m:9"))
    }
}
