import Codemods
import Foundation
import XCTest

/// The built `modernize` executable on temporary trees, as scripts and CI use it.
final class EndToEndTests: XCTestCase {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/LegacyApp")

    func testVersionHelpAndRules() throws {
        let sandbox = try Sandbox()
        let version = try runBinary(["--version"], cwd: sandbox.root)
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("modernize "), version.stdout)
        let help = try runBinary(["--help"], cwd: sandbox.root)
        XCTAssertEqual(help.status, 0)
        for flag in ["--apply", "--check", "--interactive", "--format", "--only", "--skip", "--exclude", "--jobs", "--quiet", "--verbose",
                     "--safe-only", "--baseline", "--write-baseline"] {
            XCTAssertTrue(help.stdout.contains(flag), "help mentions \(flag)")
        }
        let rules = try runBinary(["rules"], cwd: sandbox.root)
        XCTAssertEqual(rules.status, 0)
        for codemod in Registry.all { XCTAssertTrue(rules.stdout.contains(codemod.id)) }
        for codemod in Registry.all {
            let explain = try runBinary(["explain", codemod.id], cwd: sandbox.root)
            XCTAssertEqual(explain.status, 0)
            XCTAssertTrue(explain.stdout.contains(codemod.explanation.trimmingCharacters(in: .whitespacesAndNewlines)))
            for option in codemod.options { XCTAssertTrue(explain.stdout.contains("--\(option.name)")) }
        }
    }

    func testUsageErrorsExitTwo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = 1\n")
        for arguments in [["--bogus"], ["--only", "no-such-rule"], ["--skip", "no-such-rule"], ["--jobs", "0"],
                          ["--format", "xml"], ["explain", "no-such-rule"], ["--apply", "--check"], ["--format"]] {
            let outcome = try runBinary(arguments, cwd: sandbox.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.stderr)")
            XCTAssertFalse(outcome.stderr.isEmpty, "\(arguments) explains itself")
        }
        let unknown = try runBinary(["--only", "no-such-rule"], cwd: sandbox.root)
        XCTAssertTrue(unknown.stderr.contains("valid ids:"), unknown.stderr)
        for id in Registry.ids { XCTAssertTrue(unknown.stderr.contains(id)) }
    }

    func testMissingPathIsAUsageErrorButOtherPathsAreStillProcessed() throws {
        let sandbox = try Sandbox()
        try sandbox.write("real/A.swift", "let a = 1\n")
        let outcome = try runBinary(["--format", "json", "real", "ghost"], cwd: sandbox.root)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("ghost: error: no such file or folder"), outcome.stderr)
        let summary = outcome.jsonLines.first { $0["root"] as? String == "real" }
        XCTAssertEqual(summary?["files"] as? Int, 1)
    }

    func testBadInputsEachNameTheFileAndExitThreeWhileOthersAreHandled() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/Good.swift", "let a = 1\n")
        try sandbox.write("r/Binary.swift", bytes: [0x6C, 0x00, 0x01])
        try sandbox.write("r/Latin1.swift", bytes: Array("let s = \"".utf8) + [0xE9] + Array("\"\n".utf8))
        try sandbox.write("r/Open.swift", "struct S {\n")
        // Balanced brackets that still do not parse: each would otherwise be rewritten.
        try sandbox.write("r/OpenIf.swift", "import UIKit\n#if DEBUG\nlet s = UIScreen.main.scale\n")
        try sandbox.write("r/OpenString.swift", "import UIKit\nlet t = \"open\nlet s = UIScreen.main.scale\n")
        try sandbox.write("r/StrayEndif.swift", "let s = 1\n#endif\n")
        var expected = ["r/Binary.swift", "r/Latin1.swift", "r/Open.swift", "r/OpenIf.swift", "r/OpenString.swift", "r/StrayEndif.swift"]
        if getuid() != 0 {
            try sandbox.write("r/Secret.swift", "let s = 1\n")
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: sandbox.path("r/Secret.swift"))
            expected.append("r/Secret.swift")
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.path("r/Secret.swift")) }
        for mode in [[], ["--apply"], ["--check"]] {
            let outcome = try runBinary(mode + ["r"], cwd: sandbox.root)
            XCTAssertEqual(outcome.status, 3, "\(mode): \(outcome.stderr)")
            // --check prints its report (errors included) on stdout; the other modes on stderr.
            let report = mode == ["--check"] ? outcome.stdout : outcome.stderr
            let errorLines = report.split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertEqual(errorLines.map { String($0.prefix { $0 != ":" }) }, expected, report)
            XCTAssertTrue(report.contains("could not process"), report)
        }
        let json = try runBinary(["--format", "json", "r"], cwd: sandbox.root)
        XCTAssertEqual(json.status, 3)
        XCTAssertEqual(json.jsonLines.filter { $0["type"] as? String == "error" }.compactMap { $0["file"] as? String }, expected)
        XCTAssertEqual(json.jsonLines.last?["files"] as? Int, 1)
        XCTAssertEqual(json.jsonLines.last?["errors"] as? Int, expected.count)
    }

    /// Generated code nests deeper than any stack: 9,900 nested types, 13,000 nested closures,
    /// 58,000 nested `if`s. Each such file is one error (exit 3); the others are still
    /// processed, and files nested up to the limit, or with 100,000 `else if`s (not nesting),
    /// are rewritten normally, by one job or several.
    func testDeepNestingIsOneErrorPerFileAndAtTheLimitEverythingRuns() throws {
        let sandbox = try Sandbox()
        let header = "import UIKit\n"
        let work = "UIScreen.main.scale; Task { try await load() }"
        func repeated(_ text: String, _ n: Int) -> String { String(repeating: text, count: n) }
        try sandbox.write("r/DeepTypes.swift", header + (0..<9_900).map { "struct T\($0) {\n" }.joined() + repeated("}\n", 9_900))
        try sandbox.write("r/DeepClosures.swift", header + "let x = " + repeated("{ ", 13_000) + "1" + repeated(" }", 13_000) + "\n")
        try sandbox.write("r/DeepIfs.swift", header + "func f() {\n" + repeated("if a {\n", 58_000) + repeated("}\n", 58_001))
        try sandbox.write("r/DeepIfdefs.swift", header + repeated("#if A\n", 300) + "let s = 1\n" + repeated("#endif\n", 300))
        // At the limit: 256 levels in all, counting the class, the method, the task and its call.
        let limit = 256
        try sandbox.write("r/LimitTypes.swift", header + (0..<limit - 1).map { "final class T\($0): UIView {\n" }.joined()
            + "var h: CGFloat { 1 / UIScreen.main.scale }\n" + repeated("}\n", limit - 1))
        try sandbox.write("r/LimitClosures.swift", header + "final class V: UIView {\nfunc f() {\nlet x = "
            + repeated("{ ", limit - 4) + work + repeated(" }", limit - 4) + "\n}\n}\n")
        try sandbox.write("r/LimitIfs.swift", header + "final class V: UIView {\nfunc f() {\n" + repeated("if a {\n", limit - 4)
            + work + "\n" + repeated("}\n", limit - 4) + "}\n}\n")
        try sandbox.write("r/LimitParens.swift", header + "final class V: UIView {\nfunc f() {\nlet x = "
            + repeated("(", limit - 2) + "UIScreen.main.scale" + repeated(")", limit - 2) + "\n}\n}\n")
        try sandbox.write("r/ElseIfChain.swift", header + "final class V: UIView {\nfunc f() {\nif a { }\n"
            + (0..<100_000).map { "else if a\($0) { }\n" }.joined() + "else { \(work) }\n}\n}\n")
        try sandbox.write("r/Good.swift", header + "final class G: UIView { var h: CGFloat { 1 / UIScreen.main.scale } }\n")
        let deep = ["r/DeepClosures.swift", "r/DeepIfdefs.swift", "r/DeepIfs.swift", "r/DeepTypes.swift"]
        for jobs in ["1", "2"] {
            let outcome = try runBinary(["--jobs", jobs, "--format", "json", "r"], cwd: sandbox.root)
            XCTAssertEqual(outcome.status, 3, outcome.stderr)
            let errors = outcome.jsonLines.filter { $0["type"] as? String == "error" }
            XCTAssertEqual(errors.compactMap { $0["file"] as? String }.sorted(), deep)
            for error in errors {
                XCTAssertTrue((error["message"] as? String ?? "").contains("nested more than 256 levels deep"), "\(error)")
            }
            let changed = Set(outcome.jsonLines.filter { $0["type"] as? String == "change" }.compactMap { $0["file"] as? String })
            XCTAssertEqual(changed, ["r/LimitTypes.swift", "r/LimitClosures.swift", "r/LimitIfs.swift", "r/LimitParens.swift",
                                     "r/ElseIfChain.swift", "r/Good.swift"], "jobs \(jobs)")
        }
    }

    func testExampleAppDryRunThroughGitApplyEqualsApplyAndIsIdempotent() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("LegacyApp"))
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("Reviewed"))
        let dry = try runBinary(["LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        assertSameTree(sandbox.tree("LegacyApp"), sandbox.tree("Reviewed"), "a dry run writes nothing")
        if !dry.stdout.isEmpty {
            let patch = dry.stdout.replacingOccurrences(of: " a/LegacyApp/", with: " a/Reviewed/")
                .replacingOccurrences(of: " b/LegacyApp/", with: " b/Reviewed/")
            if let problem = try gitApply(patch, in: sandbox.root) { XCTFail("git apply failed: \(problem)") }
        }
        let apply = try runBinary(["--apply", "--jobs", "1", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        let applied = sandbox.tree("LegacyApp")
        if Registry.ids.contains("scene-delegate") {
            // The example needs every kind of change: edits, a new file, the plist and the project.
            XCTAssertTrue(dry.stdout.contains("new file mode 100644"), dry.stdout)
            XCTAssertNotNil(applied["LegacyApp/SceneDelegate.swift"])
            XCTAssertTrue(sandbox.read("LegacyApp/LegacyApp/Info.plist")!.contains("UIApplicationSceneManifest"))
            XCTAssertTrue(sandbox.read("LegacyApp/LegacyApp.xcodeproj/project.pbxproj")!.contains("SceneDelegate.swift in Sources"))
        }
        try assertSwiftFilesParse(sandbox.url("LegacyApp"))
        assertSameTree(applied, sandbox.tree("Reviewed"), "git apply of the dry run equals --apply")
        let second = try runBinary(["--apply", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(second.status, 0)
        assertSameTree(sandbox.tree("LegacyApp"), applied, "a second --apply changes nothing")
        XCTAssertEqual(try runBinary(["LegacyApp"], cwd: sandbox.root).stdout, "")
    }

    /// The README's first command shows the whole product: every rule rewrites or reports something
    /// in the example, and what is left to a person comes with a reason and a suggestion. In an app
    /// the scene migration bridges, window lookups are reported by scene-delegate's audit
    /// (SCENE-A2..A4): key-window leaves those tokens to it.
    func testTheExampleShowsEveryRule() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("LegacyApp"))
        // The swiftui-* renames are soft deprecations: they rewrite with the family's opt-in.
        let outcome = try runBinary(["--format", "json", "--swiftui-modernize", "available", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let objects = outcome.jsonLines
        let windowAudits = ["SCENE-A2", "SCENE-A3", "SCENE-A4"]
        for codemod in Registry.all {
            let own = objects.filter { $0["rule"] as? String == codemod.id && ["change", "finding"].contains($0["type"] as? String) }
            if codemod.fixSafety == reportOnlyFixSafety {
                let found = codemod.id == "key-window"
                    ? objects.contains { windowAudits.contains($0["code"] as? String ?? "") } || !own.isEmpty : !own.isEmpty
                XCTAssertTrue(found, "the example triggers \(codemod.id)")
            } else {
                XCTAssertTrue(own.contains { $0["type"] as? String == "change" }, "the example gets a \(codemod.id) rewrite")
            }
        }
        let reports = objects.filter { $0["type"] as? String == "finding" }
        XCTAssertTrue(reports.count >= 10, "\(reports.count)")
        for report in reports {
            XCTAssertFalse((report["message"] as? String ?? "").isEmpty, "\(report)")
            XCTAssertFalse((report["suggestion"] as? String ?? "").isEmpty, "every report says what to do: \(report)")
        }
    }

    func testJobCountDoesNotChangeTheBinaryOutput() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("LegacyApp"))
        let one = try runBinary(["--format", "json", "--jobs", "1", "LegacyApp"], cwd: sandbox.root)
        let eight = try runBinary(["--format", "json", "--jobs", "8", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(one.stdout, eight.stdout)
        XCTAssertEqual(try runBinary(["-j", "1", "LegacyApp"], cwd: sandbox.root).stdout,
                       try runBinary(["-j", "8", "LegacyApp"], cwd: sandbox.root).stdout)
    }

    func testThreeReposInOneCall() throws {
        let sandbox = try Sandbox()
        for repo in ["one", "two", "three"] { try FileManager.default.copyItem(at: Self.example, to: sandbox.url(repo)) }
        try sandbox.write("three/LegacyApp/Broken.swift", bytes: [0])
        let outcome = try runBinary(["--format", "json", "one", "two", "three"], cwd: sandbox.root)
        XCTAssertEqual(outcome.status, 3)
        let summaries = outcome.jsonLines.filter { $0["type"] as? String == "summary" }
        XCTAssertEqual(summaries.map { $0["root"] as? String ?? "null" }, ["one", "two", "three", "null"])
        XCTAssertEqual(summaries.map { $0["files"] as? Int ?? -1 }, [14, 14, 14, 42])
        XCTAssertEqual(summaries.map { $0["errors"] as? Int ?? -1 }, [0, 0, 1, 1])
        XCTAssertEqual(summaries[0]["changed"] as? Int, summaries[1]["changed"] as? Int)
        for object in outcome.jsonLines where object["type"] as? String != "summary" {
            XCTAssertEqual(object["root"] as? String, (object["file"] as? String)?.components(separatedBy: "/").first)
        }
    }

    func testCheckFormatsOnTheExample() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("LegacyApp"))
        let sarif = try runBinary(["--check", "--format", "sarif", "LegacyApp"], cwd: sandbox.root)
        XCTAssertTrue([0, 1].contains(sarif.status), sarif.stderr)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let github = try runBinary(["--check", "--format", "github", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(github.status, sarif.status)
        XCTAssertTrue(github.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::") }, github.stdout)
        // Colour never reaches a pipe, and NO_COLOR is respected.
        let human = try runBinary(["--check", "LegacyApp"], cwd: sandbox.root, environment: ["NO_COLOR": "1"])
        XCTAssertFalse(human.stdout.contains("\u{1B}["))
        XCTAssertFalse(human.stderr.contains("\u{1B}["))
        XCTAssertTrue(human.stdout.contains("modernize: 14 files scanned"), human.stdout)
    }

    /// Every Swift file under `folder` passes `swiftc -frontend -parse` (when swiftc is on PATH).
    func assertSwiftFilesParse(_ folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let swiftc = ["PATH"].compactMap({ ProcessInfo.processInfo.environment[$0] }).first?
            .split(separator: ":").map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
        guard !files.isEmpty else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-frontend", "-parse", "-enable-bare-slash-regex"] + files
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the rewritten example still parses", file: file, line: line)
    }

    func testInteractiveAllEqualsApply() throws {
        // Same folder name in both runs: generated project ids may derive from paths.
        let first = try Sandbox(), second = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: first.url("LegacyApp"))
        try FileManager.default.copyItem(at: Self.example, to: second.url("LegacyApp"))
        let interactive = try runBinary(["--interactive", "LegacyApp"], cwd: first.root, stdin: "y\na\n")
        XCTAssertEqual(interactive.status, 0, interactive.stderr)
        XCTAssertEqual(try runBinary(["--apply", "LegacyApp"], cwd: second.root).status, 0)
        assertSameTree(first.tree("LegacyApp"), second.tree("LegacyApp"), "answering y then a applies everything")
    }

    /// Reports say what happened: a hunk declined in `--interactive` is a finding that says it
    /// was not rewritten (not a rewrite); SARIF and GitHub output say "rewritten" under
    /// `--apply` and what `--apply` would do otherwise.
    func testDeclinedHunksAndAppliedChangesAreReportedAsWhatHappened() throws {
        let sandbox = try Sandbox()
        let source = "import UIKit\nfinal class V: UIView {\n    var h: CGFloat { 1 / UIScreen.main.scale }\n}\n"
        try sandbox.write("r/A.swift", source)
        try sandbox.write("r/B.swift", source.replacingOccurrences(of: "class V", with: "class W"))
        let declined = try runBinary(["--interactive", "--format", "json", "r"], cwd: sandbox.root, stdin: "n\ny\n")
        XCTAssertEqual(declined.status, 0, declined.stderr)
        let lines = declined.jsonLines
        let a = try XCTUnwrap(lines.first { $0["file"] as? String == "r/A.swift" && $0["rule"] as? String == "screen-scale" })
        XCTAssertEqual(a["type"] as? String, "finding")
        XCTAssertTrue((a["message"] as? String ?? "").hasSuffix("not rewritten: declined in --interactive"), "\(a)")
        let b = try XCTUnwrap(lines.first { $0["file"] as? String == "r/B.swift" && $0["rule"] as? String == "screen-scale" })
        XCTAssertEqual(b["type"] as? String, "change")
        XCTAssertEqual(lines.last?["changes"] as? Int, 1)
        XCTAssertEqual(lines.last?["findings"] as? Int, 1)
        XCTAssertEqual(lines.last?["changed"] as? Int, 1)
        XCTAssertEqual(sandbox.read("r/A.swift"), source)

        try sandbox.write("r/B.swift", source)
        for format in ["sarif", "github"] {
            let dry = try runBinary(["--format", format, "r/B.swift"], cwd: sandbox.root)
            XCTAssertTrue(dry.stdout.contains("(modernize --apply rewrites this)"), dry.stdout)
            XCTAssertFalse(dry.stdout.contains("rewritten by modernize --apply"), dry.stdout)
            XCTAssertEqual(sandbox.read("r/B.swift"), source)
            let applied = try runBinary(["--apply", "--format", format, "r/B.swift"], cwd: sandbox.root)
            XCTAssertEqual(applied.status, 0, applied.stderr)
            XCTAssertTrue(applied.stdout.contains("(rewritten by modernize --apply)"), applied.stdout)
            XCTAssertFalse(applied.stdout.contains("modernize --apply rewrites this"), applied.stdout)
            XCTAssertNotEqual(sandbox.read("r/B.swift"), source)
            try sandbox.write("r/B.swift", source)
        }
    }

    func testInteractiveReadsAnswersFromStdin() throws {
        let sandbox = try Sandbox()
        try FileManager.default.copyItem(at: Self.example, to: sandbox.url("LegacyApp"))
        let before = sandbox.tree("LegacyApp")
        // Declining everything writes nothing, whatever the registered codemods propose.
        let outcome = try runBinary(["--interactive", "LegacyApp"], cwd: sandbox.root, stdin: String(repeating: "n\n", count: 200))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        assertSameTree(sandbox.tree("LegacyApp"), before, "declined changes are not written")
        let quit = try runBinary(["--interactive", "LegacyApp"], cwd: sandbox.root, stdin: "q\n")
        XCTAssertEqual(quit.status, 0)
        assertSameTree(sandbox.tree("LegacyApp"), before, "quitting writes nothing")
    }
}
