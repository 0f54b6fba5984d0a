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
