import Codemods
import Foundation
import XCTest

/// The harness itself: each check must catch what it is there to catch.
final class HarnessSelfTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("modernize-harness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: scratch) }

    func fixtures(_ files: [String: String]) throws -> URL {
        let root = scratch.appendingPathComponent("Fixtures")
        try FileTree.write(files.mapValues { Array($0.utf8) }, to: root)
        return root
    }

    func failures(_ files: [String: String], _ codemods: [any Codemod.Type], git: Bool = false, swiftc: Bool = false) throws -> [String: [String]] {
        var harness = SnapshotHarness(fixtures: try fixtures(files), codemods: codemods)
        harness.checkWithGit = git && ExternalTools.git != nil
        harness.checkWithSwiftc = swiftc && ExternalTools.swiftc != nil
        return Dictionary(harness.runAll().map { ($0.title, $0.failures) }, uniquingKeysWith: +)
    }

    func testNoFixtureFoldersIsFine() throws {
        let harness = SnapshotHarness(fixtures: scratch.appendingPathComponent("Missing"), codemods: [])
        XCTAssertTrue(harness.runAll().isEmpty)
        XCTAssertTrue(harness.conventionFailures().isEmpty)
    }

    func testCorrectCasePassesEveryCheck() throws {
        let result = try failures([
            "foo-to-bar/basic.swift": "let a = foo() // expect: foo-to-bar\nlet b = food() // nope: another name\n",
            "foo-to-bar/basic.swift.expected": "let a = bar() // expect: foo-to-bar\nlet b = food() // nope: another name\n",
            "foo-to-bar/untouched.swift": "let b = 1\n",
        ], [FooToBar.self], swiftc: true)
        XCTAssertEqual(result["foo-to-bar/basic"], [])
        XCTAssertEqual(result["foo-to-bar/untouched"], [])
    }

    /// Check 2a: a rule that rewrites declares its fix safety, and a behaviour change says how in one lower-case sentence.
    func testRewritesMustDiscloseTheirSafety() throws {
        let result = try failures([
            "loud-foo/basic.swift": "let a = foo() // expect: loud-foo\n",
            "loud-foo/basic.swift.expected": "let a = bar() // expect: loud-foo\n",
        ], [LoudFoo.self])
        XCTAssertEqual(result["loud-foo/basic"], [
            "loud-foo rewrites, but its fixSafety says it reports only",
            "behaviour change of basic.swift:1 is not one lower-case sentence: \"Bar runs instead.\"",
        ])
    }

    /// Check 2b: a target-API read with no finding fails, even when another read in the same
    /// method is reported, an ignore comment names another rule, or the ignore text is a string;
    /// a construct reported on its first line and a matching ignore comment pass.
    func testEveryTargetOccurrenceMustBeAccountedFor() throws {
        let source = """
        func draw() {
            let a = UIScreen.main.scale // expect: screen-scale
            let b = UIScreen.main.bounds
            // modernize:ignore open-url-preflight
            let c = UIScreen.main.bounds
            let s = "modernize:ignore"; let d = UIScreen.main.bounds
            // modernize:ignore screen-scale
            let e = UIScreen.main.bounds
            if UIScreen.main.scale > 1 { // expect: screen-scale
                print(UIScreen.main.bounds)
            }
        }

        """
        let result = try failures(["screen-scale/silent.swift": source], [ScaleOnlyReporter.self])
        let silent = (result["screen-scale/silent"] ?? []).filter { $0.contains("no change and no finding") }
        XCTAssertEqual(silent.map { String($0.prefix { $0 != ":" }) + ":" + String($0.split(separator: ":")[1]) },
                       ["silent.swift:3", "silent.swift:5", "silent.swift:6"], "\(result)")
    }

    func testOptionsFileReachesTheCodemod() throws {
        let result = try failures([
            "foo-to-bar/renamed.swift": "foo() // expect: foo-to-bar\n",
            "foo-to-bar/renamed.swift.expected": "baz() // expect: foo-to-bar\n",
            "foo-to-bar/renamed.options": "# comment\nfoo-replacement = baz\n",
        ], [FooToBar.self])
        XCTAssertEqual(result["foo-to-bar/renamed"], [])
    }

    func testWrongExpectedOutputFailsWithADiff() throws {
        let result = try failures([
            "foo-to-bar/wrong.swift": "foo() // expect: foo-to-bar\n",
            "foo-to-bar/wrong.swift.expected": "qux() // expect: foo-to-bar\n",
        ], [FooToBar.self])
        let text = result["foo-to-bar/wrong"]!.joined(separator: "\n")
        XCTAssertTrue(text.contains("differs from the expected wrong.swift"), text)
        XCTAssertTrue(text.contains("-qux() // expect: foo-to-bar") && text.contains("+bar() // expect: foo-to-bar"), text)
    }

    func testMissingExpectedFileMeansMustNotChange() throws {
        let result = try failures(["foo-to-bar/changes.swift": "foo() // expect: foo-to-bar\n"], [FooToBar.self])
        XCTAssertTrue(result["foo-to-bar/changes"]!.contains { $0.contains("differs from the expected changes.swift") })
    }

    func testMarkersAreCheckedBothWays() throws {
        let result = try failures([
            "report-legacy/markers.swift": """
            legacy() // expect: report-legacy LEG-W1
            legacy()
            let x = 1 // expect: report-legacy
            legacy() // expect: report-legacy LEG-E9

            """,
        ], [ReportLegacy.self])
        let list = result["report-legacy/markers"]!
        XCTAssertEqual(list.count, 3, list.joined(separator: "\n"))
        XCTAssertTrue(list.contains { $0.hasPrefix("markers.swift:2:1: unexpected finding") }, "\(list)")
        XCTAssertTrue(list.contains { $0.hasPrefix("markers.swift:3: expected a finding `report-legacy`, got none") }, "\(list)")
        XCTAssertTrue(list.contains { $0.hasPrefix("markers.swift:4: expected a finding `report-legacy LEG-E9`") }, "\(list)")
    }

    func testSecondRunMustChangeNothing() throws {
        let result = try failures([
            "grow-foo/grow.swift": "foo() // expect: grow-foo\n",
            "grow-foo/grow.swift.expected": "foo/*x*/() // expect: grow-foo\n",
        ], [GrowFoo.self])
        XCTAssertTrue(result["grow-foo/grow"]!.contains { $0.contains("not idempotent") }, "\(result)")
    }

    func testIgnoreCommentMustSuppressTheRewrite() throws {
        let result = try failures([
            "misplaced-foo/place.swift": "let a = 1\nfoo(\n    1) // expect: misplaced-foo\n",
            "misplaced-foo/place.swift.expected": "let a = 1\nbar(\n    1) // expect: misplaced-foo\n",
        ], [MisplacedFoo.self])
        let list = result["misplaced-foo/place"]!
        XCTAssertEqual(list.count, 1, "\(list)")
        XCTAssertTrue(list[0].contains("place.swift:2: `// modernize:ignore misplaced-foo` on the line above did not suppress the rewrite (finding reported at line 3)"), list[0])
    }

    func testOutputMustParse() throws {
        try XCTSkipIf(ExternalTools.swiftc == nil, "swiftc is not on PATH")
        let result = try failures([
            "break-foo/broken.swift": "func f() {\n    foo() // expect: break-foo\n}\n",
            "break-foo/broken.swift.expected": "func f() {\n    foo(() // expect: break-foo\n}\n",
            // The input already fails to parse the same way: not held against the output.
            "break-foo/already.swift": "func g( {\n    foo // expect: break-foo\n}\n",
            "break-foo/already.swift.expected": "func g( {\n    foo( // expect: break-foo\n}\n",
        ], [BreakFoo.self], swiftc: true)
        XCTAssertTrue(result["break-foo/broken"]!.contains { $0.contains("does not parse") }, "\(result)")
        XCTAssertFalse(result["break-foo/already"]!.contains { $0.contains("does not parse") }, "\(result)")
    }

    func testProjectTreeCaseWithNewFileAndPlistEdit() throws {
        let plist = "<plist>\n<dict>\n\t<key>Mode</key>\n\t<string>legacy</string>\n</dict>\n</plist>\n"
        let app = "class AppDelegate {} // expect: add-scene\n"
        let result = try failures([
            "add-scene/app/input/App/AppDelegate.swift": app,
            "add-scene/app/input/App/Info.plist": plist,
            "add-scene/app/expected/App/AppDelegate.swift": app,
            "add-scene/app/expected/App/Info.plist": plist.replacingOccurrences(of: "legacy", with: "scene"),
            "add-scene/app/expected/App/SceneDelegate.swift": "final class SceneDelegate {}\n",
            "add-scene/wrong/input/App/AppDelegate.swift": app,
            "add-scene/wrong/input/App/Info.plist": plist,
            "add-scene/wrong/expected/App/AppDelegate.swift": app,
            "add-scene/wrong/expected/App/Info.plist": plist,
        ], [AddScene.self], git: true)
        XCTAssertEqual(result["add-scene/app"], [])
        let wrong = result["add-scene/wrong"]!
        XCTAssertTrue(wrong.contains { $0.contains("unexpected file App/SceneDelegate.swift") }, "\(wrong)")
        XCTAssertTrue(wrong.contains { $0.contains("differs from the expected App/Info.plist") }, "\(wrong)")
    }

    func testConventionNamesBothDirections() throws {
        let root = try fixtures(["foo-to-bar/a.swift": "let a = 1\n", "stray-rule/a.swift": "let a = 1\n"])
        let harness = SnapshotHarness(fixtures: root, codemods: [FooToBar.self, ReportLegacy.self])
        let list = harness.conventionFailures()
        XCTAssertEqual(list.count, 2, "\(list)")
        XCTAssertTrue(list.contains { $0.hasPrefix("codemod report-legacy has no fixture folder") })
        XCTAssertTrue(list.contains { $0.hasPrefix("fixture folder stray-rule/ names no registered codemod") })
    }

    func testBeforeAfterExampleDetection() {
        XCTAssertTrue(SnapshotHarness.hasBeforeAfterExample("Renames.\n\n    foo()  ->  bar()"))
        XCTAssertTrue(SnapshotHarness.hasBeforeAfterExample("Before:\n  a\nAfter:\n  b"))
        XCTAssertFalse(SnapshotHarness.hasBeforeAfterExample("Renames foo to bar."))
        XCTAssertFalse(SnapshotHarness.hasBeforeAfterExample("returns a closure ->"))
    }
}
