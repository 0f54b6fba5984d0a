@testable import CLI
import Codemods
import Foundation
import Rewriter
import XCTest

/// Rewrites `old` to `new`, a fix that changes behaviour on purpose.
struct BehaviorFix: Codemod {
    static let id = "behavior-fix"
    static let summary = "renames old to new, changing what runs"
    static let explanation = "old() -> new()"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("old", in: tree).map { i in
            let range = tree.file.tokens[i].range
            return Finding(rule: Self.id, severity: .info, file: tree.file, offset: range.lowerBound, message: "old is now new",
                           fix: Fix(path: tree.file.path, edits: [Edit(range: range, replacement: "new")],
                                    safety: .behavior("new runs later than old")))
        }
    }
}

/// The per-rule table, `--report FILE`, `--color` and `--max-changes`.
final class TeamReportTests: XCTestCase {
    let all: [any Codemod.Type] = [AddScene.self, BehaviorFix.self, FooToBar.self, ReportFatal.self, ReportHint.self, ReportLegacy.self]

    func run(_ arguments: [String], _ sandbox: Sandbox, terminal: Bool = false, colour: Bool = true) -> Outcome {
        runCommand(arguments, codemods: all, cwd: sandbox.root.path, terminal: terminal, colour: colour)
    }

    func testTheSummaryEndsWithAPerRuleTableWhenMoreThanOneRuleFired() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\nfoo()\nold()\nlegacy()\nhint()\n")
        try sandbox.write("src/B.swift", "fatal()\nhint()\n")
        let table = """
            rule           changes  safe  behavior  errors  warnings  info
            behavior-fix         1     0         1       0         0     0
            foo-to-bar           2     2         0       0         0     0
            report-fatal         0     0         0       1         0     0
            report-hint          0     0         0       0         0     2
            report-legacy        0     0         0       0         1     0

            """
        let dry = run(["src"], sandbox)
        XCTAssertTrue(dry.stderr.hasSuffix(table), dry.stderr)
        let lines = dry.stderr.components(separatedBy: "\n")
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("rule ") })
        XCTAssertTrue(lines[header - 1].hasPrefix("modernize: 2 files scanned, 1 changed, 0 created, 3 rewrites (1 changes behaviour), 4 findings"),
                      "the table follows the summary line: \(dry.stderr)")
        // --check prints its report, table included, on stdout.
        let check = run(["--check", "src"], sandbox)
        XCTAssertTrue(check.stdout.hasSuffix(table), check.stdout)
        XCTAssertFalse(run(["--quiet", "src"], sandbox).stderr.contains("changes  safe"), "no summary, no table")
        XCTAssertFalse(run(["--format", "json", "src"], sandbox).stderr.contains("changes  safe"))
        // After --apply the table counts what was written.
        let apply = run(["--apply", "src"], sandbox)
        XCTAssertTrue(apply.stderr.hasSuffix(table), apply.stderr)
        // One rule: no table.
        try sandbox.write("one/A.swift", "foo()\n")
        XCTAssertFalse(run(["one"], sandbox).stderr.contains("changes  safe"))
    }

    func testReportFileGetsTheFormatWhileStdoutKeepsTheDiff() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\nlegacy()\n")
        let diff = run(["src"], sandbox)
        let json = run(["--format", "json", "src"], sandbox)
        // A report that cannot be written is a failed write (exit 3); the diff is still shown.
        let unwritable = run(["--format", "json", "--report", "out/report.json", "src"], sandbox)
        XCTAssertEqual(unwritable.status, 3, unwritable.stderr)
        XCTAssertEqual(unwritable.stdout, diff.stdout)
        XCTAssertTrue(unwritable.stderr.contains("out/report.json: error: cannot write the report: no such file or directory"), unwritable.stderr)
        try FileManager.default.createDirectory(at: sandbox.url("out"), withIntermediateDirectories: true)
        let written = run(["--format", "json", "--report", "out/report.json", "src"], sandbox)
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, diff.stdout, "stdout keeps the diff")
        XCTAssertTrue(written.stderr.contains("warning: legacy is deprecated"), "stderr keeps the human report")
        XCTAssertEqual(sandbox.read("out/report.json"), json.stdout)
        XCTAssertEqual(Set(sandbox.tree("out").keys), ["report.json"], "no temporary file is left")

        // The extension chooses when --format does not; an existing file keeps its mode.
        try sandbox.write("out/scan.sarif", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: sandbox.path("out/scan.sarif"))
        XCTAssertEqual(run(["--report", "out/scan.sarif", "src"], sandbox).stdout, diff.stdout)
        let sarif = try JSONSerialization.jsonObject(with: Data(sandbox.read("out/scan.sarif")!.utf8)) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: sandbox.path("out/scan.sarif"))[.posixPermissions] as? Int, 0o640)
        let unknown = run(["--report", "out/report.txt", "src"], sandbox)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--report out/report.txt: give the report's format with --format"), unknown.stderr)
        XCTAssertNil(sandbox.read("out/report.txt"))
        // --format human writes the human report, without colour even on a terminal.
        let human = run(["--format", "human", "--report", "out/report.txt", "src"], sandbox, terminal: true)
        XCTAssertTrue(human.stdout.contains("\u{1B}[32m+bar()"), "the terminal's diff is still coloured")
        XCTAssertTrue(sandbox.read("out/report.txt")!.contains("src/A.swift:2:1: warning: legacy is deprecated [report-legacy]"))
        XCTAssertFalse(sandbox.read("out/report.txt")!.contains("\u{1B}["))

        // --check keeps its human report on stdout and its exit code; --apply writes and reports.
        let check = run(["--check", "--format", "github", "--report", "out/annotations.txt", "src"], sandbox)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("src/A.swift:2:1: warning: legacy is deprecated"), check.stdout)
        XCTAssertTrue(sandbox.read("out/annotations.txt")!.contains("::warning file=src/A.swift,line=2"))
        let apply = run(["--apply", "--report", "out/applied.json", "src"], sandbox)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(sandbox.read("src/A.swift"), "bar()\nlegacy()\n")
        XCTAssertTrue(sandbox.read("out/applied.json")!.contains("\"type\":\"change\""))
    }

    func testColourChoice() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "foo()\nlegacy()\n")
        let always = run(["--color", "always", "src"], sandbox)
        XCTAssertTrue(always.stdout.contains("\u{1B}[32m+bar()"), always.stdout)
        XCTAssertTrue(always.stderr.contains("\u{1B}[33mwarning"), always.stderr)
        XCTAssertTrue(run(["--color=always", "src"], sandbox, colour: false).stdout.contains("\u{1B}["), "always wins over NO_COLOR")
        let never = run(["--color", "never", "src"], sandbox, terminal: true)
        XCTAssertFalse(never.stdout.contains("\u{1B}[") || never.stderr.contains("\u{1B}[3"), never.stdout)
        XCTAssertTrue(run(["--color", "auto", "src"], sandbox, terminal: true).stdout.contains("\u{1B}[32m"))
        XCTAssertFalse(run(["--color", "auto", "src"], sandbox, terminal: true, colour: false).stdout.contains("\u{1B}["))
        XCTAssertFalse(run(["--color", "auto", "src"], sandbox).stdout.contains("\u{1B}["))
        XCTAssertEqual(run(["--color", "purple", "src"], sandbox).status, 2)

        // The real binary: NO_COLOR turns auto off, --color always still colours a CI log.
        try sandbox.write("real/A.swift", "func start() {\n    Task { try await work() }\n}\n")
        let ci = try runBinary(["--color", "always", "real"], cwd: sandbox.root, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(ci.stdout.contains("\u{1B}[32m+"), ci.stdout)
        XCTAssertFalse(try runBinary(["real"], cwd: sandbox.root, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["))
    }

    /// An app with five fixes; the first, in path order, creates a file and edits two others.
    func makeApp(_ sandbox: Sandbox, in folder: String) throws {
        try sandbox.write("\(folder)/App/AppDelegate.swift", "import UIKit\n\nclass AppDelegate {\n    func go() { foo() }\n}\n")
        try sandbox.write("\(folder)/App/Info.plist", "<plist>\n<dict>\n\t<key>Mode</key>\n\t<string>legacy</string>\n</dict>\n</plist>\n")
        try sandbox.write("\(folder)/App/Windows.swift", "let a = foo\nlet b = 2\nlet c = foo\n")
        try sandbox.write("\(folder)/App/Zed.swift", "let z = foo")
        try sandbox.write("\(folder)/App.xcodeproj/project.pbxproj",
                          "// !$*UTF8*$!\n{\n/* Begin PBXFileReference section */\n/* End PBXFileReference section */\n}\n")
    }

    func testMaxChangesTakesTheFirstWholeFixesAndLaterRunsDoTheRest() throws {
        let sandbox = try Sandbox()
        let codemods: [any Codemod.Type] = [AddScene.self, FooToBar.self]
        func run(_ arguments: [String]) -> Outcome { runCommand(arguments, codemods: codemods, cwd: sandbox.root.path) }
        try makeApp(sandbox, in: "full")
        XCTAssertEqual(run(["--apply", "full"]).status, 0)

        // One change: the first in path order, the scene fix, whole across its three files.
        try makeApp(sandbox, in: "app")
        let one = run(["--format", "json", "--max-changes", "1", "app"])
        XCTAssertEqual(one.jsonLines.filter { $0["type"] as? String == "change" }.map { $0["rule"] as? String }, ["add-scene"])
        XCTAssertEqual(one.jsonLines.filter { $0["type"] as? String == "create" }.count, 1)
        let total = one.jsonLines.first { $0["type"] as? String == "summary" && $0["root"] is NSNull }
        XCTAssertEqual(total?["changes"] as? Int, 1)
        XCTAssertEqual(total?["deferred"] as? Int, 4)
        XCTAssertNil(run(["--format", "json", "app"]).jsonLines.first?["deferred"], "no deferred count without --max-changes")
        let onePatch = run(["--max-changes", "1", "app"])
        XCTAssertTrue(onePatch.stdout.contains("+++ b/app/App/SceneDelegate.swift") && onePatch.stdout.contains("<string>scene</string>"))
        XCTAssertFalse(onePatch.stdout.contains("+let a = bar"), onePatch.stdout)
        XCTAssertTrue(onePatch.stderr.contains("1 rewrite, 0 findings, 0 errors in"), onePatch.stderr)
        XCTAssertTrue(onePatch.stderr.contains("; 4 more rewrites left for a later run (--max-changes 1)"), onePatch.stderr)

        // Each run: the dry run's patch through git apply equals --apply; runs converge on the full result.
        var runs = 0
        while true {
            try? FileManager.default.removeItem(at: sandbox.url("patched"))
            try sandbox.copy("app", to: "patched")
            let dry = run(["--max-changes", "2", "app"])
            if dry.stdout.isEmpty { break }
            let patch = dry.stdout.replacingOccurrences(of: " a/app/", with: " a/patched/").replacingOccurrences(of: " b/app/", with: " b/patched/")
            if let problem = try gitApply(patch, in: sandbox.root) { XCTFail("git apply failed: \(problem)\n\(dry.stdout)") }
            let apply = run(["--apply", "--max-changes", "2", "app"])
            XCTAssertEqual(apply.status, 0, apply.stderr)
            assertSameTree(sandbox.tree("app"), sandbox.tree("patched"), "run \(runs + 1): git apply of the dry run equals --apply")
            runs += 1
            XCTAssertLessThan(runs, 5)
            if runs == 5 { break }
        }
        XCTAssertEqual(runs, 3, "five fixes, two a run")
        assertSameTree(sandbox.tree("app"), sandbox.tree("full"), "the limited runs end where one full run does")

        XCTAssertEqual(run(["--check", "--max-changes", "1", "app"]).status, 2)
        XCTAssertEqual(run(["--max-changes", "0", "app"]).status, 2)
    }
}
