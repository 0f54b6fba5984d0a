@testable import CLI
import Codemods
import Foundation
import XCTest

/// The command in-process, driven by test-only codemods.
final class CommandTests: XCTestCase {
    let all: [any Codemod.Type] = [AddScene.self, FooToBar.self, ReportLegacy.self]

    /// An app tree with a CRLF file, a file without a final newline, a plist, a project and an untouched file.
    func makeApp(_ sandbox: Sandbox, in folder: String = "app") throws {
        try sandbox.write("\(folder)/App/AppDelegate.swift", "import UIKit\n\nclass AppDelegate {\n    func go() { foo() }\n}\n")
        try sandbox.write("\(folder)/App/Windows.swift", "let a = foo\r\nlet b = 2\r\nlet c = foo\r\n")
        try sandbox.write("\(folder)/App/NoNewline.swift", "let z = foo")
        try sandbox.write("\(folder)/App/Untouched.swift", "let untouched = 1\n")
        try sandbox.write("\(folder)/App/Info.plist", "<plist>\n<dict>\n\t<key>Mode</key>\n\t<string>legacy</string>\n</dict>\n</plist>\n")
        try sandbox.write("\(folder)/App.xcodeproj/project.pbxproj",
                          "// !$*UTF8*$!\n{\n/* Begin PBXFileReference section */\n/* End PBXFileReference section */\n}\n")
    }

    func testDryRunPatchThroughGitApplyEqualsApplyAndASecondApplyChangesNothing() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try sandbox.copy("app", to: "patched")
        let dry = runCommand(["app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("new file mode 100644"), dry.stdout)
        assertSameTree(sandbox.tree("app"), sandbox.tree("patched"), "a dry run writes nothing")

        // The patch names paths relative to the current folder; apply it from there on a copy.
        let rewritten = dry.stdout.replacingOccurrences(of: " a/app/", with: " a/patched/").replacingOccurrences(of: " b/app/", with: " b/patched/")
        if let problem = try gitApply(rewritten, in: sandbox.root) { XCTFail("git apply failed: \(problem)\n\(dry.stdout)") }

        let apply = runCommand(["--apply", "app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(apply.stdout, "")
        let applied = sandbox.tree("app")
        assertSameTree(applied, sandbox.tree("patched"), "git apply of the dry run equals --apply")
        XCTAssertEqual(sandbox.read("app/App/Windows.swift"), "let a = bar\r\nlet b = 2\r\nlet c = bar\r\n")
        XCTAssertEqual(sandbox.read("app/App/NoNewline.swift"), "let z = bar")
        XCTAssertEqual(sandbox.read("app/App/SceneDelegate.swift"), "final class SceneDelegate {}\n")
        XCTAssertTrue(sandbox.read("app/App/Info.plist")!.contains("<string>scene</string>"))
        XCTAssertTrue(sandbox.read("app/App.xcodeproj/project.pbxproj")!.contains("SceneDelegate.swift"))
        XCTAssertFalse(applied.keys.contains { $0.contains(".modernize-") }, "no temporary files are left")

        let again = runCommand(["--apply", "app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(again.status, 0)
        assertSameTree(sandbox.tree("app"), applied, "a second --apply changes nothing")
        XCTAssertEqual(runCommand(["app"], codemods: all, cwd: sandbox.root.path).stdout, "", "second dry run proposes nothing")
    }

    func testUntouchedFilesKeepTheirModificationTimeAndPermissionsAreKept() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let untouched = sandbox.path("app/App/Untouched.swift"), changed = sandbox.path("app/App/Windows.swift")
        try setOldModificationDate(untouched)
        try setOldModificationDate(changed)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: changed)
        let before = modificationDate(untouched)
        XCTAssertEqual(runCommand(["--apply", "app"], codemods: all, cwd: sandbox.root.path).status, 0)
        XCTAssertEqual(modificationDate(untouched), before)
        XCTAssertNotEqual(modificationDate(changed), before)
        let mode = try FileManager.default.attributesOfItem(atPath: changed)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o750)
    }

    func testCheckExitCodes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("clean/A.swift", "let a = 1\n")
        try sandbox.write("pending/A.swift", "foo()\n")
        try sandbox.write("warned/A.swift", "legacy()\n")
        try sandbox.write("broken/A.swift", bytes: [0x66, 0x00])
        XCTAssertEqual(runCommand(["--check", "clean"], codemods: all, cwd: sandbox.root.path).status, 0)
        let pending = runCommand(["--check", "pending"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(pending.status, 1)
        XCTAssertTrue(pending.stdout.contains("pending/A.swift:1:1: info: foo is now bar [foo-to-bar]"), pending.stdout)
        let warned = runCommand(["--check", "warned"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(warned.status, 1)
        XCTAssertTrue(warned.stdout.contains("warned/A.swift:1:1: warning: legacy is deprecated [report-legacy]"), warned.stdout)
        XCTAssertEqual(runCommand(["--check", "broken", "pending"], codemods: all, cwd: sandbox.root.path).status, 3)
        XCTAssertEqual(sandbox.read("pending/A.swift"), "foo()\n", "--check writes nothing")
    }

    func testJSONLinesCarryTheDocumentedFields() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try sandbox.write("app/App/Old.swift", "legacy()\n")
        try sandbox.write("app/App/Bad.swift", bytes: [0xFF])
        let outcome = runCommand(["--format", "json", "app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        let objects = outcome.jsonLines
        XCTAssertEqual(objects.count, outcome.stdout.split(separator: "\n").count, "every line is one JSON object")
        XCTAssertTrue(objects.allSatisfy { $0.keys.contains("root") && $0["type"] is String })
        let change = try XCTUnwrap(objects.first { $0["type"] as? String == "change" && $0["rule"] as? String == "foo-to-bar" })
        XCTAssertEqual(Set(change.keys), ["type", "rule", "file", "line", "column", "message", "safety", "root"])
        XCTAssertEqual(change["safety"] as? String, "safe")
        XCTAssertEqual(change["root"] as? String, "app")
        let create = try XCTUnwrap(objects.first { $0["type"] as? String == "create" })
        XCTAssertEqual(create["file"] as? String, "app/App/SceneDelegate.swift")
        XCTAssertEqual(create["rule"] as? String, "add-scene")
        let finding = try XCTUnwrap(objects.first { $0["type"] as? String == "finding" })
        XCTAssertEqual(finding["severity"] as? String, "warning")
        XCTAssertEqual(finding["suggestion"] as? String, "call modern()")
        XCTAssertEqual(finding["code"] as? String, "LEG-W1")
        XCTAssertEqual(finding["file"] as? String, "app/App/Old.swift")
        XCTAssertEqual(finding["line"] as? Int, 1)
        let error = try XCTUnwrap(objects.first { $0["type"] as? String == "error" })
        XCTAssertEqual(error["file"] as? String, "app/App/Bad.swift")
        let summaries = objects.filter { $0["type"] as? String == "summary" }
        XCTAssertEqual(summaries.count, 2)
        XCTAssertTrue(summaries[1]["root"] is NSNull)
        XCTAssertEqual(summaries[0]["errors"] as? Int, 1)
        XCTAssertEqual(summaries[0]["created"] as? Int, 1)
        XCTAssertEqual(outcome.stderr, "app/App/Bad.swift: error: invalid UTF-8 at line 1, not read\n")
    }

    func testSARIFLogShape() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "legacy()\nfoo()\n")
        let outcome = runCommand(["--check", "--format", "sarif", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 1)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "modernize")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["add-scene", "foo-to-bar", "report-legacy"])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        let warning = results[0]
        XCTAssertEqual(warning["ruleId"] as? String, "report-legacy")
        XCTAssertEqual(warning["ruleIndex"] as? Int, 2)
        XCTAssertEqual(warning["level"] as? String, "warning")
        XCTAssertNotNil((warning["message"] as? [String: Any])?["text"] as? String)
        let physical = try XCTUnwrap(((warning["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "src/A.swift")
        XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 1)
        XCTAssertEqual(results[1]["level"] as? String, "note")
    }

    func testGitHubAnnotations() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "legacy()\n")
        let outcome = runCommand(["--check", "--format", "github", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "::warning file=src/A.swift,line=1,col=1,title=modernize report-legacy LEG-W1::legacy is deprecated\n")
    }

    func testInteractiveAsksPerHunk() throws {
        let sandbox = try Sandbox()
        // Three edits far enough apart to be three hunks.
        let gap = String(repeating: "let pad = 0\n", count: 8)
        let three = "foo()\n" + gap + "foo()\n" + gap + "foo()\n"
        func result() -> [String] { sandbox.read("src/A.swift")!.split(separator: "\n").filter { !$0.hasPrefix("let pad") }.map(String.init) }

        try sandbox.write("src/A.swift", three)
        let yesNo = runCommand(["--interactive", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path, input: ["y", "n", "what", "y"])
        XCTAssertEqual(yesNo.status, 0, yesNo.stderr)
        XCTAssertEqual(result(), ["bar()", "foo()", "bar()"])
        XCTAssertTrue(yesNo.stderr.contains("(3/3)"), yesNo.stderr)
        XCTAssertTrue(yesNo.stderr.contains("Please answer y, n, a or q"))
        XCTAssertEqual(yesNo.stdout.components(separatedBy: "@@ -").count - 1, 3, "one hunk shown per question")

        try sandbox.write("src/A.swift", three)
        _ = runCommand(["-i", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path, input: ["n", "a"])
        XCTAssertEqual(result(), ["foo()", "bar()", "bar()"])

        try sandbox.write("src/A.swift", three)
        _ = runCommand(["-i", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path, input: ["y", "q"])
        XCTAssertEqual(result(), ["bar()", "foo()", "foo()"])

        // Nearby edits share a hunk: one question covers both.
        try sandbox.write("src/A.swift", "foo()\nfoo()\n")
        let near = runCommand(["-i", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path, input: ["y"])
        XCTAssertTrue(near.stderr.contains("(1/1) 2 rewrites"), near.stderr)
        XCTAssertEqual(sandbox.read("src/A.swift"), "bar()\nbar()\n")

        // End of input stops asking; nothing more is written.
        try sandbox.write("src/A.swift", "foo()\n")
        _ = runCommand(["-i", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path, input: [])
        XCTAssertEqual(sandbox.read("src/A.swift"), "foo()\n")
    }

    func testInteractiveAsksOnceForAFixSpanningFiles() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        let declined = runCommand(["-i", "--only", "add-scene", "app"], codemods: all, cwd: sandbox.root.path, input: ["n"])
        XCTAssertTrue(declined.stderr.contains("(1/1) adopts scenes [add-scene]"), declined.stderr)
        XCTAssertNil(sandbox.read("app/App/SceneDelegate.swift"))
        XCTAssertTrue(sandbox.read("app/App/Info.plist")!.contains("legacy"))
        _ = runCommand(["-i", "--only", "add-scene", "app"], codemods: all, cwd: sandbox.root.path, input: ["y"])
        XCTAssertNotNil(sandbox.read("app/App/SceneDelegate.swift"))
        XCTAssertTrue(sandbox.read("app/App/Info.plist")!.contains("scene"))
        XCTAssertTrue(sandbox.read("app/App.xcodeproj/project.pbxproj")!.contains("SceneDelegate.swift"))
    }

    func testReadOnlyFileUnderApplyIsAnErrorAndOthersAreWritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/Locked.swift", "foo()\n")
        try sandbox.write("src/Open.swift", "foo()\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.path("src/Locked.swift"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.path("src/Locked.swift")) }
        let outcome = runCommand(["--apply", "src"], codemods: [FooToBar.self], cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.contains("src/Locked.swift: error: cannot write: file is read-only; not changed\n"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("1 error"), outcome.stderr)
        XCTAssertEqual(sandbox.read("src/Locked.swift"), "foo()\n")
        XCTAssertEqual(sandbox.read("src/Open.swift"), "bar()\n")
    }

    func testOneCallOverThreeReposGivesPerRootSummaries() throws {
        let sandbox = try Sandbox()
        try sandbox.write("one/A.swift", "foo()\n")
        try sandbox.write("two/A.swift", "legacy()\n")
        try sandbox.write("two/B.swift", "let b = 1\n")
        try sandbox.write("three/A.swift", bytes: [0])
        let outcome = runCommand(["--format", "json", "one", "two", "three"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        let summaries = outcome.jsonLines.filter { $0["type"] as? String == "summary" }
        func counts(_ s: [String: Any]) -> [Int] { ["files", "changed", "changes", "findings", "errors"].map { s[$0] as? Int ?? -1 } }
        XCTAssertEqual(summaries.map { $0["root"] as? String ?? "null" }, ["one", "two", "three", "null"])
        XCTAssertEqual(summaries.map(counts), [[1, 1, 1, 0, 0], [2, 0, 0, 1, 0], [0, 0, 0, 0, 1], [3, 1, 1, 1, 1]])
        for object in outcome.jsonLines where object["type"] as? String != "summary" {
            let file = object["file"] as? String ?? ""
            XCTAssertEqual(object["root"] as? String, String(file.prefix { $0 != "/" }), "\(object)")
        }
        let human = runCommand(["one", "two"], codemods: all, cwd: sandbox.root.path).stderr
        XCTAssertTrue(human.contains("one: 1 file scanned, 1 changed"), human)
        XCTAssertTrue(human.contains("two: 2 files scanned, 0 changed, 0 created, 0 rewrites, 1 finding"), human)
    }

    func testJobCountDoesNotChangeOutput() throws {
        let sandbox = try Sandbox()
        for i in 0..<30 { try sandbox.write("src/F\(i).swift", "let v\(i) = foo\nlegacy()\n") }
        let one = runCommand(["--format", "json", "--jobs", "1", "src"], codemods: all, cwd: sandbox.root.path)
        let eight = runCommand(["--format", "json", "-j", "8", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(one.stdout, eight.stdout)
        XCTAssertEqual(runCommand(["--jobs", "1", "src"], codemods: all, cwd: sandbox.root.path).stdout,
                       runCommand(["--jobs", "8", "src"], codemods: all, cwd: sandbox.root.path).stdout)
    }

    func testSelectionOptionsAndRuleCommands() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo(legacy)\n")
        let only = runCommand(["--check", "--only", "report-legacy", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertFalse(only.stdout.contains("foo-to-bar"))
        XCTAssertTrue(only.stdout.contains("report-legacy"))
        let skip = runCommand(["--check", "--skip", "report-legacy,add-scene", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertFalse(skip.stdout.contains("report-legacy"))
        let unknown = runCommand(["--only", "nope,foo-to-bar"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule id nope; valid ids: add-scene, foo-to-bar, report-legacy"), unknown.stderr)

        let renamed = runCommand(["--apply", "--foo-replacement", "qux", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(renamed.status, 0)
        XCTAssertEqual(sandbox.read("src/A.swift"), "qux(legacy)\n")

        let rules = runCommand(["rules"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, 3)
        XCTAssertTrue(rules.stdout.contains("foo-to-bar     renames foo to bar"), rules.stdout)
        let explain = runCommand(["explain", "foo-to-bar"], codemods: all, cwd: sandbox.root.path)
        XCTAssertTrue(explain.stdout.contains("foo()  ->  bar()"))
        XCTAssertTrue(explain.stdout.contains("--foo-replacement VALUE"))
        XCTAssertTrue(runCommand(["--help"], codemods: all, cwd: sandbox.root.path).stdout.contains("--foo-replacement VALUE"))
        XCTAssertEqual(runCommand(["--foo-replacement"], codemods: all, cwd: sandbox.root.path).status, 2)
        XCTAssertEqual(runCommand(["--apply", "--check"], codemods: all, cwd: sandbox.root.path).status, 2)
    }

    func testColourAndProgressOnlyOnATerminal() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\n")
        let tty = runCommand(["src"], codemods: all, cwd: sandbox.root.path, terminal: true)
        XCTAssertTrue(tty.stdout.contains("\u{1B}[32m+bar()"), tty.stdout)
        XCTAssertTrue(tty.stderr.contains("modernize: 1/1 files"), tty.stderr)
        let noColour = runCommand(["src"], codemods: all, cwd: sandbox.root.path, terminal: true, colour: false)
        XCTAssertFalse(noColour.stdout.contains("\u{1B}["))
        XCTAssertFalse(noColour.stderr.contains("\u{1B}[3"), "severities are not coloured")
        let pipe = runCommand(["src"], codemods: all, cwd: sandbox.root.path, terminal: false)
        XCTAssertFalse(pipe.stdout.contains("\u{1B}["))
        XCTAssertFalse(pipe.stderr.contains("1/1 files"))
        let quiet = runCommand(["--quiet", "src"], codemods: all, cwd: sandbox.root.path, terminal: true)
        XCTAssertFalse(quiet.stderr.contains("1/1 files"), "no progress with --quiet")
    }

    /// The patch applies from where people stand: paths are normalized whatever the arguments
    /// (`../app`, an absolute path, `app//`); outside git they are relative to the current folder
    /// when the files are below it, else to the root; inside a work tree to its top, as git diff.
    func testPatchPathsApplyFromWhereTheyAreRun() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try FileManager.default.createDirectory(at: sandbox.url("other"), withIntermediateDirectories: true)
        for arguments in [["app//"], [sandbox.path("app")], ["./app/../app"]] {
            let dry = runCommand(arguments, codemods: all, cwd: sandbox.root.path)
            let headers = dry.stdout.split(separator: "\n").filter { $0.hasPrefix("+++ ") || $0.hasPrefix("--- ") }
            XCTAssertFalse(headers.isEmpty, dry.stderr)
            for header in headers where !header.hasSuffix("/dev/null") {
                XCTAssertTrue(header.hasPrefix("+++ b/app/") || header.hasPrefix("--- a/app/"), "\(arguments): \(header)")
                XCTAssertFalse(header.contains("//") || header.contains("/../") || header.contains("/./"), "\(arguments): \(header)")
            }
        }
        // From a sibling folder: relative to the root, applied from inside a copy of it.
        let sibling = runCommand(["../app"], codemods: all, cwd: sandbox.path("other"))
        XCTAssertTrue(sibling.stdout.contains("+++ b/App/Windows.swift"), sibling.stdout)
        try sandbox.copy("app", to: "copy")
        if let problem = try gitApply(sibling.stdout, in: sandbox.url("copy")) { XCTFail("git apply: \(problem)") }
        XCTAssertEqual(runCommand(["--apply", "app"], codemods: all, cwd: sandbox.root.path).status, 0)
        assertSameTree(sandbox.tree("copy"), sandbox.tree("app"), "the sibling's patch applied in the root equals --apply")

        // Inside a git work tree, from a subfolder: paths from the top; git apply run there applies them.
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { throw XCTSkip("git is not installed") }
        let repo = try Sandbox()
        try makeApp(repo, in: "sub/app")
        try repo.copy("sub/app", to: "expected")
        XCTAssertEqual(runCommand(["--apply", "expected"], codemods: all, cwd: repo.root.path).status, 0)
        let init_ = Process()
        init_.executableURL = URL(fileURLWithPath: git)
        init_.arguments = ["init", "-q", repo.root.path]
        try init_.run()
        init_.waitUntilExit()
        let inSub = runCommand(["app"], codemods: all, cwd: repo.path("sub"))
        XCTAssertTrue(inSub.stdout.contains("+++ b/sub/app/App/Windows.swift"), inSub.stdout)
        if let problem = try gitApply(inSub.stdout, in: repo.url("sub")) { XCTFail("git apply from the subfolder: \(problem)") }
        assertSameTree(repo.tree("sub/app"), repo.tree("expected"), "git apply from a subfolder applies every file")
    }

    /// Nothing scanned is never a silent success.
    func testNothingToScanIsNeverASilentSuccess() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try sandbox.write("docs/README.md", "# docs\n")
        let noRule = runCommand(["--only", "", "app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(noRule.status, 2, noRule.stderr)
        XCTAssertTrue(noRule.stderr.contains("--only names no rule"), noRule.stderr)
        let nothingLeft = runCommand(["--only", "foo-to-bar", "--skip", "foo-to-bar", "app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(nothingLeft.status, 2, nothingLeft.stderr)

        let empty = runCommand(["--check", "docs"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(empty.status, 2, "--check of a root with no Swift or Objective-C files fails")
        XCTAssertTrue(empty.stderr.contains("docs: no Swift or Objective-C files found; nothing was checked"), empty.stderr)
        let dry = runCommand(["docs"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(dry.status, 0)
        XCTAssertTrue(dry.stderr.contains("docs: no Swift or Objective-C files found"), dry.stderr)

        // JSON carries the missing path as an error object with its own summary.
        let missing = runCommand(["--format", "json", "app", "nothere"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(missing.status, 2)
        let errors = missing.jsonLines.filter { $0["type"] as? String == "error" }
        XCTAssertEqual(errors.map { $0["file"] as? String }, ["nothere"])
        XCTAssertEqual(errors.first?["message"] as? String, "no such file or folder")
        let summary = missing.jsonLines.first { $0["type"] as? String == "summary" && $0["root"] as? String == "nothere" }
        XCTAssertEqual(summary?["errors"] as? Int, 1)
    }

    /// A folder that cannot be read is an error naming it (exit 3); the rest is still processed.
    /// Permissions do not stop root, so this runs only as another user.
    func testUnreadableFolderExitsThree() throws {
        guard geteuid() != 0 else { throw XCTSkip("root reads every folder") }
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try sandbox.write("app/Locked/L.swift", "let l = foo\n")
        chmod(sandbox.path("app/Locked"), 0)
        defer { chmod(sandbox.path("app/Locked"), 0o755) }
        let outcome = runCommand(["app"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 3)
        XCTAssertTrue(outcome.stderr.contains("app/Locked: error: folder could not be read"), outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains("+let a = bar"), "the other files are still processed")
    }

    /// A folder whose name holds ": " is named whole in the error, with the reason alone in parentheses.
    func testUnreadableFolderWithAColonInItsNameIsNamedWhole() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox)
        try sandbox.write("app/Notes: old/N.swift", "let n = foo\n")
        let out = Collector(), err = Collector()
        let terminal = Terminal(stdoutIsTerminal: false, stderrIsTerminal: false, colourAllowed: false,
                                out: { out.append($0) }, err: { err.append($0) }, input: { nil })
        var command = Command(terminal: terminal)
        command.codemods = all
        command.cwd = sandbox.root.path
        command.listFolder = { folder in
            if folder.hasSuffix("/Notes: old") { errno = EACCES; return nil }
            return Discovery.entries(of: folder)
        }
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(sandbox.root.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertEqual(command.run(["--format", "json", "app"]), 3)
        let errors = Outcome(status: 3, stdout: out.text, stderr: err.text).jsonLines.filter { $0["type"] as? String == "error" }
        XCTAssertEqual(errors.map { $0["file"] as? String }, ["app/Notes: old"])
        XCTAssertEqual(errors.first?["message"] as? String, "folder could not be read (permission denied); nothing in it was checked")
    }

    /// A root given as a symbolic link to a folder keeps its journal in that folder: an interrupted
    /// run's journal there is found through the link.
    func testAJournalIsFoundThroughARootGivenAsASymbolicLink() throws {
        let sandbox = try Sandbox()
        try makeApp(sandbox, in: "real")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path("link"), withDestinationPath: "real")
        try sandbox.write("real/.modernize-journal", "{}")
        XCTAssertEqual(Writer.journalFolder(for: sandbox.path("link")), sandbox.path("link"))
        let dry = runCommand(["link"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(dry.status, 3)
        XCTAssertTrue(dry.stderr.contains("an earlier modernize --apply was interrupted"), dry.stderr)
    }
}

final class CodemodOptionValueTests: XCTestCase {
    func testAChoiceOptionRejectsAnUnknownValue() throws {
        let sandbox = try Sandbox()
        let typo = runCommand(["--task-fix", "dicsard", "."], codemods: [ThrowingTask.self], cwd: sandbox.root.path)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("--task-fix takes one of catch, discard"), typo.stderr)
        XCTAssertEqual(runCommand(["--task-fix", "discard", "."], codemods: [ThrowingTask.self], cwd: sandbox.root.path).status, 0)
        // Free-text options take anything.
        XCTAssertEqual(runCommand(["--task-catch-template", "log(error)", "."], codemods: [ThrowingTask.self],
                                  cwd: sandbox.root.path).status, 0)
    }
}
