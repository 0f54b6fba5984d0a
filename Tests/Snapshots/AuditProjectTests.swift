import Foundation
import XCTest
@testable import Codemods
import Rewriter

/// What the generic snapshot run cannot check for the project-level audit rules:
/// findings in Info.plist and project.pbxproj (which carry no markers), that
/// expected plists are valid property lists, and that a launch-screen fix only
/// inserts lines (no other byte of the file changes).
final class AuditProjectTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func findings(_ codemod: any Codemod, _ fixture: String) -> [Finding] {
        let tree = SceneDelegateProjectTests.load(Self.fixtures.appendingPathComponent(fixture + "/input"))
        return codemod.runProject(SceneDelegateProjectTests.context(tree)).sorted { FixResolver.precedes($0, $1) }
    }

    private func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.path):\($0.line) \($0.code ?? "fix") \($0.severity.rawValue)" }
    }

    func testRequiresFullScreenReportsOnlyTrueKeysOfAppTargets() {
        let found = findings(RequiresFullScreen(options: [:]), "requires-full-screen/plists")
        // Reader (true), Pad (~ipad true), Reader Lite's setting in both configurations. Not: the share
        // extension's plist, Notes (false), or Tools/Info.plist, which no target uses.
        XCTAssertEqual(summary(found), [
            "Pad/Info.plist:11 FULLSCREEN-W1 warning",
            "Reader.xcodeproj/project.pbxproj:188 FULLSCREEN-W2 warning",
            "Reader.xcodeproj/project.pbxproj:232 FULLSCREEN-W2 warning",
            "Reader/Info.plist:13 FULLSCREEN-W1 warning",
        ])
        XCTAssertTrue(found.allSatisfy { $0.fix == nil && $0.suggestion?.contains("TN3192") == true })
    }

    func testLaunchScreenFindingsNameTheTargetsAndTheirPlists() {
        XCTAssertEqual(summary(findings(LaunchScreen(options: [:]), "launch-screen/plist_targets")),
                       ["Kiosk/Info.plist:4 fix info", "Shop/Info.plist:4 fix info"])
        let shared = findings(LaunchScreen(options: [:]), "launch-screen/plist_targets").first { $0.path == "Shop/Info.plist" }
        XCTAssertTrue(shared?.message.contains("Shop, Shop Dev") == true, shared?.message ?? "")
        XCTAssertEqual(findings(LaunchScreen(options: [:]), "launch-screen/has_launch_screen").count, 0)
        let generated = findings(LaunchScreen(options: [:]), "launch-screen/xcodegen")
        XCTAssertEqual(summary(generated), ["Gen.xcodeproj/project.pbxproj:33 LAUNCH-W1 warning"])
        XCTAssertTrue(generated[0].suggestion?.contains("INFOPLIST_KEY_UILaunchScreen_Generation: YES") == true)
    }

    func testExpectedPlistsAreValidAndOnlyGainLines() throws {
        for fixture in ["launch-screen/plist_targets", "launch-screen/storyboard_targets", "launch-screen/generated_plist"] {
            let base = Self.fixtures.appendingPathComponent(fixture)
            let input = SceneDelegateProjectTests.load(base.appendingPathComponent("input"))
            let expected = SceneDelegateProjectTests.load(base.appendingPathComponent("expected"))
            XCTAssertEqual(Set(input.files.keys), Set(expected.files.keys), fixture)
            for (path, after) in expected.files {
                let before = input.files[path]!
                if path.hasSuffix(".plist") {
                    XCTAssertNil(PropertyListValidator.validate(after), "\(fixture)/\(path)")
                    XCTAssertNoThrow(try PropertyListSerialization.propertyList(from: Data(after), options: [], format: nil), "\(fixture)/\(path)")
                }
                // Every original line is still there, in order: the fix only inserted lines.
                let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                let new = String(decoding: after, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                var j = 0
                for line in new where j < old.count && line == old[j] { j += 1 }
                XCTAssertEqual(j, old.count, "\(fixture)/\(path): an original line changed")
                XCTAssertLessThanOrEqual(new.count - old.count, 4, "\(fixture)/\(path)")
            }
        }
    }

    func testLaunchStoryboardNames() {
        XCTAssertEqual(LaunchScreen.launchStoryboardBase("LaunchScreen.storyboard"), "LaunchScreen")
        XCTAssertEqual(LaunchScreen.launchStoryboardBase("Launch Screen.storyboard"), "Launch Screen")
        XCTAssertNil(LaunchScreen.launchStoryboardBase("Main.storyboard"))
        XCTAssertNil(LaunchScreen.launchStoryboardBase("LaunchScreen.xib"))
    }
}

final class TestSourcePathTests: XCTestCase {
    func testTestSourcesAreRecognisedByFileNameOrFolder() {
        for path in ["App/AppTests.swift", "FooTest.swift", "Pkg/Tests/Helpers.swift", "/abs/UnitTests/x/y.swift",
                     "Kit/MockTestKit/Fake.swift", "AppUITests/Screens/Login.swift"] {
            XCTAssertTrue(WordTokens.isTestFile(path), path)
        }
        for path in ["App/Testsuite.swift", "App/Tests.swift.orig", "Tests", "App/ContestsView.swift", "Contest/View.swift",
                     "App/TestsHelper/View.swift", "", "Sources/App.swift"] {
            XCTAssertFalse(WordTokens.isTestFile(path), path)
        }
    }
}
