@testable import CLI
import Codemods
import Foundation
import XCTest

/// `--apply --verify COMMAND` in-process, with test-only codemods and shell commands that fail
/// when a given rewrite is on disk (a stand-in for a compiler rejecting it).
final class VerifyTests: XCTestCase {
    let rules: [any Codemod.Type] = [AddScene.self, FooToBar.self]

    /// An app where both rules fire: `foo` in three files, and an app delegate that add-scene
    /// migrates across a new SceneDelegate.swift, Info.plist and the project file.
    func makeApp(_ sandbox: Sandbox, in folder: String = "app") throws {
        try sandbox.write("\(folder)/App/AppDelegate.swift", "class AppDelegate {\n    func go() { foo() }\n}\n")
        try sandbox.write("\(folder)/App/Feed.swift", "let feed = foo\n")
        try sandbox.write("\(folder)/App/Badge.swift", "let badge = foo\n")
        try sandbox.write("\(folder)/App/Untouched.swift", "let untouched = 1\n")
        try sandbox.write("\(folder)/App/Info.plist", "<plist>\n<dict>\n\t<key>Mode</key>\n\t<string>legacy</string>\n</dict>\n</plist>\n")
        try sandbox.write("\(folder)/App.xcodeproj/project.pbxproj",
                          "// !$*UTF8*$!\n{\n/* Begin PBXFileReference section */\n/* End PBXFileReference section */\n}\n")
    }

    private func run(_ arguments: [String], _ sandbox: Sandbox) -> Outcome {
        runCommand(arguments, codemods: rules, cwd: sandbox.root.path)
    }

    private func assertNoJournal(_ sandbox: Sandbox, _ folder: String = "app", file: StaticString = #filePath, line: UInt = #line) {
        let stray = sandbox.tree(folder).keys.filter { $0.contains(".modernize") }
        XCTAssertEqual(stray, [], "journals or temporaries left behind", file: file, line: line)
    }

    func testEverythingIsKeptWhenTheCommandPasses() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try makeApp(sandbox, in: "reference")
        XCTAssertEqual(run(["--apply", "reference"], sandbox).status, 0)
        let verified = run(["--apply", "--verify", "test -f App/Info.plist", "app"], sandbox)
        XCTAssertEqual(verified.status, 0, verified.stderr)
        assertSameTree(sandbox.tree("app"), sandbox.tree("reference"), "--verify with a passing command writes what --apply writes")
        XCTAssertTrue(verified.stderr.contains("modernize: verify: `test -f App/Info.plist` passed with every rewrite (1 build, "), verified.stderr)
        assertNoJournal(sandbox)
    }

    func testARuleTheBuildRejectsIsRevertedWholeAndTheOtherKept() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let before = sandbox.tree("app")
        // The build fails while the scene delegate exists: add-scene's fix spans four files.
        let verified = run(["--apply", "--verify", "! test -e App/SceneDelegate.swift", "--format", "json", "app"], sandbox)
        XCTAssertEqual(verified.status, 1, "a reverted fix leaves a change pending: \(verified.stdout)\(verified.stderr)")
        XCTAssertNil(sandbox.read("app/App/SceneDelegate.swift"))
        for file in ["App/Info.plist", "App.xcodeproj/project.pbxproj", "App/Untouched.swift"] {
            XCTAssertEqual(sandbox.tree("app")[file], before[file], "\(file) is back as it was")
        }
        XCTAssertEqual(sandbox.read("app/App/AppDelegate.swift"), "class AppDelegate {\n    func go() { bar() }\n}\n")
        XCTAssertEqual(sandbox.read("app/App/Feed.swift"), "let feed = bar\n")
        XCTAssertEqual(sandbox.read("app/App/Badge.swift"), "let badge = bar\n")
        assertNoJournal(sandbox)

        let lines = verified.jsonLines
        let reverted = lines.filter { $0["type"] as? String == "reverted" }
        XCTAssertEqual(reverted.count, 1, verified.stdout)
        XCTAssertEqual(reverted.first?["rule"] as? String, "add-scene")
        XCTAssertEqual(reverted.first?["file"] as? String, "app/App/AppDelegate.swift")
        XCTAssertEqual(reverted.first?["exit"] as? Int, 1)
        let verify = lines.first { $0["type"] as? String == "verify" }
        XCTAssertEqual(verify?["result"] as? String, "reverted")
        XCTAssertEqual(verify?["kept"] as? Int, 3)
        XCTAssertEqual(verify?["reverted"] as? Int, 1)
        // all, add-scene (fails, nothing built yet), the unchanged files (pass), foo-to-bar (passes).
        XCTAssertEqual(verify?["builds"] as? Int, 4)
        XCTAssertEqual(lines.last?["type"] as? String, "summary", "the summaries stay last")
        let finding = lines.first { $0["type"] as? String == "finding" && $0["rule"] as? String == "add-scene" }
        XCTAssertTrue((finding?["message"] as? String)?.contains("reverted: `! test -e App/SceneDelegate.swift` fails with it") ?? false, verified.stdout)
        XCTAssertEqual(lines.filter { $0["type"] as? String == "change" }.count, 3)

        // What was reverted is still pending, and a second verified run reverts it again.
        XCTAssertEqual(run(["--check", "app"], sandbox).status, 1)
        let again = run(["--apply", "--verify", "! test -e App/SceneDelegate.swift", "app"], sandbox)
        XCTAssertEqual(again.status, 1, again.stderr)
        XCTAssertNil(sandbox.read("app/App/SceneDelegate.swift"))
    }

    func testOnlyTheFileTheBuildRejectsIsRevertedWithTheBuildsLastLines() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let command = "seq 1 30; if grep -q bar App/Badge.swift; then echo 'App/Badge.swift:1: error: cannot find bar in scope'; exit 65; fi"
        let verified = run(["--apply", "--only", "foo-to-bar", "--verify", command, "--format", "json", "app"], sandbox)
        XCTAssertEqual(verified.status, 1, verified.stderr)
        XCTAssertEqual(sandbox.read("app/App/Badge.swift"), "let badge = foo\n", "the rejected file is back")
        XCTAssertEqual(sandbox.read("app/App/Feed.swift"), "let feed = bar\n")
        XCTAssertEqual(sandbox.read("app/App/AppDelegate.swift"), "class AppDelegate {\n    func go() { bar() }\n}\n")
        assertNoJournal(sandbox)

        let reverted = verified.jsonLines.filter { $0["type"] as? String == "reverted" }
        XCTAssertEqual(reverted.map { $0["file"] as? String }, ["app/App/Badge.swift"])
        XCTAssertEqual(reverted.first?["exit"] as? Int, 65)
        let output = reverted.first?["output"] as? [String] ?? []
        XCTAssertEqual(output.count, 20, "the last 20 lines")
        XCTAssertEqual(output.first, "12")
        XCTAssertEqual(output.last, "App/Badge.swift:1: error: cannot find bar in scope")
        // all (the one rule's state too), the unchanged files, then file by file in path order:
        // AppDelegate (kept), AppDelegate + Badge (fails), AppDelegate + Feed (kept).
        let verify = verified.jsonLines.first { $0["type"] as? String == "verify" }
        XCTAssertEqual(verify?["builds"] as? Int, 5)

        // The human report says the same on stderr.
        try makeApp(sandbox, in: "human")
        let human = run(["--apply", "--only", "foo-to-bar", "--verify", command, "human"], sandbox)
        XCTAssertEqual(human.status, 1)
        XCTAssertTrue(human.stderr.contains("modernize: verify: reverted foo-to-bar in human/App/Badge.swift (1 rewrite): `\(command)` exited 65 with it; its last lines:\n"
                                            + "    | 12\n"), human.stderr)
        XCTAssertTrue(human.stderr.contains("    | App/Badge.swift:1: error: cannot find bar in scope\nmodernize: verify: kept 2 rewrites, reverted 1 (5 builds, "), human.stderr)
        XCTAssertTrue(human.stderr.contains("human/App/Badge.swift:1:13: warning: foo is now bar; reverted: "), human.stderr)
    }

    func testACommandFailingWithoutAnyChangeWritesNothingAndBlamesNoRule() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let before = sandbox.tree("app")
        let verified = run(["--apply", "--verify", "echo 'no such scheme'; exit 66", "--format", "json", "app"], sandbox)
        XCTAssertEqual(verified.status, ExitCode.failsUnchanged)
        assertSameTree(sandbox.tree("app"), before, "every file is as it was")
        let lines = verified.jsonLines
        XCTAssertTrue(lines.filter { $0["type"] as? String == "reverted" }.isEmpty, "no rule is blamed")
        let verify = lines.first { $0["type"] as? String == "verify" }
        XCTAssertEqual(verify?["result"] as? String, "fails-unchanged")
        XCTAssertEqual(verify?["exit"] as? Int, 66)
        XCTAssertEqual(verify?["output"] as? [String], ["no such scheme"])

        let human = run(["--apply", "--verify", "exit 66", "app"], sandbox)
        XCTAssertEqual(human.status, 4)
        XCTAssertTrue(human.stderr.contains("modernize: verify: `exit 66` exited 66 without any change, so no rule is to blame; every file is back as it was"), human.stderr)
        assertSameTree(sandbox.tree("app"), before, "every file is as it was")
    }

    func testTheCommandRunsInEachRoot() throws {
        let sandbox = try Sandbox()
        try sandbox.write("one/A.swift", "foo()\n")
        try sandbox.write("one/builds", "")
        try sandbox.write("two/A.swift", "foo()\n")
        let verified = run(["--apply", "--verify", "test -f builds", "--format", "json", "one", "two"], sandbox)
        XCTAssertEqual(verified.status, ExitCode.failsUnchanged)
        XCTAssertEqual(sandbox.read("one/A.swift"), "bar()\n")
        XCTAssertEqual(sandbox.read("two/A.swift"), "foo()\n")
        let results = verified.jsonLines.filter { $0["type"] as? String == "verify" }.map { "\($0["root"]!): \($0["result"]!)" }
        XCTAssertEqual(results, ["one: passed", "two: fails-unchanged"])
    }

    func testACommandEditingAFileItVerifiesStopsAndPutsTheOthersBack() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let before = sandbox.tree("app")
        let verified = run(["--apply", "--only", "foo-to-bar", "--verify", "echo '// generated' >> App/Badge.swift; exit 1", "app"], sandbox)
        XCTAssertEqual(verified.status, ExitCode.failure, verified.stderr)
        XCTAssertTrue(verified.stderr.contains("App/Badge.swift: error: changed on disk while verifying"), verified.stderr)
        XCTAssertEqual(sandbox.read("app/App/Badge.swift"), "let badge = bar\n// generated\n", "an edit made meanwhile is never overwritten")
        XCTAssertEqual(sandbox.tree("app")["App/Feed.swift"], before["App/Feed.swift"])
        XCTAssertEqual(sandbox.tree("app")["App/AppDelegate.swift"], before["App/AppDelegate.swift"])
        assertNoJournal(sandbox)
    }

    func testVerifyNeedsApplyAndACommand() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        for arguments in [["--verify", "true", "app"], ["--check", "--verify", "true", "app"], ["--apply", "--verify", " ", "app"], ["--apply", "--verify"]] {
            XCTAssertEqual(run(arguments, sandbox).status, ExitCode.usage, "\(arguments)")
        }
    }

    func testAnInterruptedVerificationIsUndoneByTheNextRun() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let before = sandbox.tree("app")
        // A run killed while the command ran: every fix on disk, and the journal beside them.
        var discovery = Discovery(excludes: [])
        guard case .root(let root) = discovery.discover(sandbox.path("app")) else { return XCTFail("no root") }
        let result = Pipeline(codemods: rules, options: [:], jobs: 1).run([root])
        var files = ManagedFiles(root: root.root, result: result)
        XCTAssertNil(VerifyJournal.begin(in: files.folder, originals: files.original))
        XCTAssertNil(files.move(to: files.target(result)).failure)
        XCTAssertNotNil(sandbox.read("app/App/SceneDelegate.swift"))
        try sandbox.write("app/App/Feed.swift", "let feed = edited\n")

        let dry = run(["app"], sandbox)
        XCTAssertEqual(dry.status, ExitCode.failure)
        XCTAssertTrue(dry.stderr.contains("an earlier modernize --apply --verify was interrupted"), dry.stderr)

        let restored = run(["--apply", "--verify", "false", "app"], sandbox)
        XCTAssertTrue(restored.stderr.contains("an interrupted verification was undone: 5 file(s) put back"), restored.stderr)
        XCTAssertTrue(restored.stderr.contains("app/App/Feed.swift: error: an interrupted verification's change was not undone: the file was edited since"), restored.stderr)
        var expected = before
        expected["App/Feed.swift"] = Array("let feed = edited\n".utf8)
        assertSameTree(sandbox.tree("app"), expected, "the originals are back, the edited file is left alone")
        assertNoJournal(sandbox)
    }
}
