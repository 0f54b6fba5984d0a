@testable import CLI
import Codemods
import Foundation
import XCTest

/// `.modernize` files: found per root up to the work tree's top, the command line wins, bad lines
/// are usage errors naming the file and line, `--print-config` says where each option comes from.
final class ConfigurationTests: XCTestCase {
    let all: [any Codemod.Type] = [FooToBar.self, ReportHint.self, ReportLegacy.self]

    func run(_ arguments: [String], _ sandbox: Sandbox, input: [String] = []) -> Outcome {
        runCommand(arguments, codemods: all, cwd: sandbox.root.path, input: input)
    }

    /// The rules that reported something in a JSON run.
    func rules(_ outcome: Outcome) -> Set<String> { Set(outcome.jsonLines.compactMap { $0["rule"] as? String }) }

    /// Jobs are the number of cores unless `--jobs` (or `-j`) says otherwise; the last one given wins.
    func testJobsDefaultToTheCoresAndFollowTheCommandLine() throws {
        XCTAssertEqual(try Options.parse(["src"], codemods: []).jobs, ProcessInfo.processInfo.activeProcessorCount)
        XCTAssertEqual(try Options.parse(["--jobs", "3", "src"], codemods: []).jobs, 3)
        XCTAssertEqual(try Options.parse(["-j", "5", "--jobs", "2", "src"], codemods: []).jobs, 2)
    }

    func testLineSyntax() throws {
        func words(_ line: String) throws -> [String]? { try ConfigFile.words(of: Substring(line)) }
        XCTAssertNil(try words(""))
        XCTAssertNil(try words("   # a comment"))
        XCTAssertNil(try words("#--only foo-to-bar"))
        XCTAssertEqual(try words("--quiet"), ["--quiet"])
        XCTAssertEqual(try words("--quiet   # hush"), ["--quiet"])
        XCTAssertEqual(try words("  --jobs 2  # CI has two cores\r"), ["--jobs", "2"])
        XCTAssertEqual(try words("--jobs=2"), ["--jobs", "2"])
        XCTAssertEqual(try words("--t="), ["--t", ""])
        // A value is the rest of the line: code needs no quoting, and `#function` is code.
        XCTAssertEqual(try words(#"--t logger.error("failed: \(error)")"#), ["--t", #"logger.error("failed: \(error)")"#])
        XCTAssertEqual(try words("--t log(error, function: #function)"), ["--t", "log(error, function: #function)"])
        XCTAssertEqual(try words(#"--t print("a # b")  # a comment"#), ["--t", #"print("a # b")"#])
        XCTAssertEqual(try words("--t '  spaced # kept  '  # comment"), ["--t", "  spaced # kept  "])
        XCTAssertEqual(try words(#"--t "say \"hi\" \\ \(x)""#), ["--t", #"say "hi" \ \(x)"#])
        XCTAssertEqual(try words("--t ''"), ["--t", ""])
        XCTAssertThrowsError(try words("--t 'open"))
        XCTAssertThrowsError(try words("--t 'a' b"))
        // --print-config quotes exactly when a bare value would read back differently.
        for value in ["plain", "#function", "", " lead", "a # b", "x #", "#", "'q'", "it's # x", #""dq""#, #"back\slash # ""#] {
            XCTAssertEqual(try words("--t " + ConfigFile.quoted(value)), ["--t", value], "\(value) as \(ConfigFile.quoted(value))")
        }
        XCTAssertEqual(ConfigFile.quoted("Generated/*"), "Generated/*")
    }

    func testAFileInTheRootOrAParentUpToTheWorkTreeTopAndTheNearestWins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("repo/.modernize", "# the team's options\n--foo-replacement team\n--skip report-legacy\n")
        try sandbox.write("repo/app/A.swift", "foo()\nlegacy()\n")
        try sandbox.write("repo/other/.modernize", "--foo-replacement other\n")
        try sandbox.write("repo/other/A.swift", "foo()\nlegacy()\n")
        try commitRepository(sandbox, "repo")
        let app = run(["--format", "json", "repo/app"], sandbox)
        XCTAssertEqual(app.status, 0, app.stderr)
        XCTAssertEqual(rules(app), ["foo-to-bar"], "the parent's file applies to a root below it")
        XCTAssertTrue(run(["repo/app"], sandbox).stdout.contains("+team()"))
        // The nearest file is the whole configuration: nothing is merged from the one above it.
        let other = run(["--format", "json", "repo/other"], sandbox)
        XCTAssertEqual(rules(other), ["foo-to-bar", "report-legacy"])
        XCTAssertTrue(run(["repo/other"], sandbox).stdout.contains("+other()"))
        // A file given as the root reads its folder's configuration.
        XCTAssertTrue(run(["repo/app/A.swift"], sandbox).stdout.contains("+team()"))

        // Above a work tree's top nothing is read: a folder of checkouts does not configure them.
        try sandbox.write("src/.modernize", "--foo-replacement outside\n")
        try sandbox.write("src/checkout/A.swift", "foo()\n")
        try commitRepository(sandbox, "src/checkout")
        XCTAssertTrue(run(["src/checkout"], sandbox).stdout.contains("+bar()"))
        // Outside git every parent is searched.
        try sandbox.write("plain/.modernize", "--foo-replacement plain\n")
        try sandbox.write("plain/deep/app/A.swift", "foo()\n")
        XCTAssertTrue(run(["plain/deep/app"], sandbox).stdout.contains("+plain()"))
    }

    func testTheCommandLineWins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("app/.modernize", "--foo-replacement team\n--skip report-legacy\n")
        try sandbox.write("app/A.swift", "foo()\nlegacy()\nhint()\n")
        XCTAssertTrue(run(["--foo-replacement", "mine", "app"], sandbox).stdout.contains("+mine()"))
        // --skip adds to the file's; --only starts the selection afresh.
        XCTAssertEqual(rules(run(["--format", "json", "--skip", "report-hint", "app"], sandbox)), ["foo-to-bar"])
        XCTAssertEqual(rules(run(["--format", "json", "--only", "report-legacy", "app"], sandbox)), ["report-legacy"])
        // The file's --only with the command line's --skip.
        try sandbox.write("app/.modernize", "--only foo-to-bar,report-hint\n")
        XCTAssertEqual(rules(run(["--format", "json", "--skip", "report-hint", "app"], sandbox)), ["foo-to-bar"])
        // Both together leave nothing: a usage error naming the file.
        let nothing = run(["--skip", "foo-to-bar,report-hint", "app"], sandbox)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.stderr.contains("leave no rule to run (with the configuration app/.modernize)"), nothing.stderr)
        // Whole-run options: the command line's --format and --quiet over the file's.
        try sandbox.write("app/.modernize", "--format json\n--verbose\n")
        let fromFile = run(["app"], sandbox)
        XCTAssertFalse(fromFile.jsonLines.isEmpty, fromFile.stdout)
        XCTAssertTrue(fromFile.stderr.contains("options from app/.modernize"), "--verbose from the file: \(fromFile.stderr)")
        let overridden = run(["--format", "human", "--quiet", "app"], sandbox)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertTrue(overridden.stdout.contains("+bar()"), overridden.stdout)
        XCTAssertFalse(overridden.stderr.contains("modernize:"), overridden.stderr)
    }

    func testExcludeGlobsInAFileAreRelativeToItsFolderAndAddToTheCommandLines() throws {
        let sandbox = try Sandbox()
        try sandbox.write("repo/.modernize", "--exclude app/Generated/*\n--exclude Legacy\n")
        try sandbox.write("repo/app/Generated/G.swift", "foo()\n")
        try sandbox.write("repo/app/Legacy/L.swift", "foo()\n")
        try sandbox.write("repo/app/Main.swift", "foo()\n")
        try sandbox.write("repo/app/Other.swift", "foo()\n")
        try commitRepository(sandbox, "repo")
        for root in ["repo", "repo/app"] {
            let outcome = run(["--format", "json", root], sandbox)
            XCTAssertEqual(Set(outcome.jsonLines.compactMap { $0["file"] as? String }), ["repo/app/Main.swift", "repo/app/Other.swift"],
                           "from \(root): \(outcome.stdout)")
        }
        let both = run(["--format", "json", "--exclude", "Other.swift", "repo/app"], sandbox)
        XCTAssertEqual(Set(both.jsonLines.compactMap { $0["file"] as? String }), ["repo/app/Main.swift"])
        // --config FILE: its globs are relative to its own folder too.
        try sandbox.write("repo/tools/modernize.conf", "--exclude ../app/Main.swift\n")
        let given = run(["--format", "json", "--config", "repo/tools/modernize.conf", "repo/app"], sandbox)
        XCTAssertEqual(Set(given.jsonLines.compactMap { $0["file"] as? String }),
                       ["repo/app/Generated/G.swift", "repo/app/Legacy/L.swift", "repo/app/Other.swift"], given.stdout)
    }

    func testEachRootHasItsOwnRulesRuleOptionsAndSeverity() throws {
        let sandbox = try Sandbox()
        try sandbox.write("one/.modernize", "--severity error\n--foo-replacement one\n")
        try sandbox.write("one/A.swift", "legacy()\n")
        try sandbox.write("two/.modernize", "--foo-replacement two\n--only foo-to-bar\n")
        try sandbox.write("two/A.swift", "foo()\nlegacy()\n")
        try sandbox.write("three/A.swift", "legacy()\n")
        XCTAssertEqual(run(["--check", "one"], sandbox).status, 0, "a warning is below one's --severity error")
        XCTAssertEqual(run(["--check", "three"], sandbox).status, 1)
        XCTAssertEqual(run(["--check", "one", "three"], sandbox).status, 1, "three keeps the default severity")
        XCTAssertEqual(run(["--check", "--severity", "error", "one", "three"], sandbox).status, 0)
        let dry = run(["--format", "json", "one", "two"], sandbox)
        XCTAssertEqual(Set(dry.jsonLines.filter { $0["root"] as? String == "two" }.compactMap { $0["rule"] as? String }), ["foo-to-bar"])
        XCTAssertEqual(Set(dry.jsonLines.filter { $0["root"] as? String == "one" }.compactMap { $0["rule"] as? String }), ["report-legacy"])
        XCTAssertTrue(run(["one", "two"], sandbox).stdout.contains("+two()"))
        // --no-config reads none of them.
        let none = run(["--no-config", "--format", "json", "two"], sandbox)
        XCTAssertEqual(rules(none), ["foo-to-bar", "report-legacy"])
        XCTAssertTrue(run(["--no-config", "two"], sandbox).stdout.contains("+bar()"))
        // --config FILE is the one file for every root.
        try sandbox.write("shared.conf", "--foo-replacement shared\n")
        let shared = run(["--config", "shared.conf", "one", "two"], sandbox)
        XCTAssertTrue(shared.stdout.contains("+shared()"), shared.stdout)
        XCTAssertEqual(rules(run(["--config", "shared.conf", "--format", "json", "two"], sandbox)), ["foo-to-bar", "report-legacy"])
    }

    /// With several jobs, roots run side by side (largest first) and are discovered side by side:
    /// each keeps its own rules, options and excludes, and the output is the one taking them in turn.
    func testRootsSideBySideGiveTheOutputOfRootsInTurn() throws {
        let sandbox = try Sandbox()
        for i in 0..<12 { try sandbox.write("big/F\(i).swift", "let v\(i) = foo()\nlegacy()\n") }
        try sandbox.write("big/.modernize", "--exclude Generated/*\n--foo-replacement big\n")
        try sandbox.write("big/Generated/G.swift", "foo()\n")
        try sandbox.write("big/Sub/.modernize", "--foo-replacement sub\n")
        try sandbox.write("big/Sub/S.swift", "foo()\n")
        try sandbox.write("small/.modernize", "--only foo-to-bar\n")
        try sandbox.write("small/A.swift", "foo()\nlegacy()\n")
        try sandbox.write("middle/A.swift", "foo(legacy)\n")
        try sandbox.write("middle/B.swift", "legacy()\n")
        try sandbox.write("middle/C.swift", bytes: [0])
        // Overlapping roots are taken in turn whatever the jobs: the first to reach a file has it.
        for roots in [["small", "big", "missing", "middle"], ["middle", "big", "big/Sub", "small"]] {
            for format in ["human", "json"] {
                let one = run(["--format", format, "--jobs", "1"] + roots, sandbox)
                XCTAssertTrue(one.stdout.contains(format == "json" ? "big" : "+big()"), one.stdout)
                for jobs in ["2", "3", "8"] {
                    let many = run(["--format", format, "--jobs", jobs] + roots, sandbox)
                    XCTAssertEqual(many.status, one.status, "\(roots) --jobs \(jobs)")
                    XCTAssertEqual(many.stdout, one.stdout, "\(roots) --jobs \(jobs)")
                    XCTAssertEqual(many.stderr.replacingOccurrences(of: #" in [0-9.]+s"#, with: "", options: .regularExpression),
                                   one.stderr.replacingOccurrences(of: #" in [0-9.]+s"#, with: "", options: .regularExpression),
                                   "\(roots) --jobs \(jobs)")
                }
            }
        }
    }

    func testWholeRunOptionsComeFromTheFirstPathsFileAndOthersAreWarnedAbout() throws {
        let sandbox = try Sandbox()
        try sandbox.write("one/.modernize", "--format json\n")
        try sandbox.write("one/A.swift", "foo()\n")
        try sandbox.write("two/.modernize", "--jobs 1\n--format github\n")
        try sandbox.write("two/A.swift", "foo()\n")
        let first = run(["one", "two"], sandbox)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.jsonLines.filter { $0["type"] as? String == "change" }.count, 2, first.stdout)
        XCTAssertTrue(first.stderr.contains("modernize: warning: two/.modernize:1: --jobs applies to the whole run"), first.stderr)
        XCTAssertTrue(first.stderr.contains("two/.modernize:2: --format applies to the whole run and is taken from the first path's "
                                            + "configuration (one/.modernize)"), first.stderr)
        let swapped = run(["two", "one"], sandbox)
        XCTAssertTrue(swapped.stdout.hasPrefix("::notice"), swapped.stdout)
        let given = run(["--format", "human", "--jobs", "2", "one", "two"], sandbox)
        XCTAssertFalse(given.stderr.contains("warning"), "nothing is overridden when the command line chooses: \(given.stderr)")
    }

    func testABadLineIsAUsageErrorNamingTheFileAndLine() throws {
        let sandbox = try Sandbox()
        try sandbox.write("app/A.swift", "foo()\n")
        let cases: [(String, String)] = [
            ("--bogus 1", "unknown option --bogus"),
            ("--apply", "--apply cannot be set in a configuration file; give it on the command line"),
            ("--allow-dirty", "--allow-dirty cannot be set in a configuration file"),
            ("--config other", "--config cannot be set in a configuration file"),
            ("--only foo-to-bar,nope", "unknown rule id nope; valid ids: foo-to-bar, report-hint, report-legacy"),
            ("--quiet please", "--quiet takes no value"),
            ("Sources", "expected an option (--NAME or --NAME VALUE), not 'Sources'"),
            ("--foo-replacement 'open", "the value has no closing '"),
            ("--color purple", "--color takes one of auto, always, never, not 'purple'"),
            ("--jobs 0", "--jobs needs a positive number"),
            ("--severity fatal", "unknown severity 'fatal'"),
            ("--format", "--format needs a value"),
        ]
        for (line, message) in cases {
            try sandbox.write("app/.modernize", "# fine\n\n--foo-replacement ok\n\(line)\n")
            let outcome = run(["--apply", "app"], sandbox)
            XCTAssertEqual(outcome.status, 2, line)
            XCTAssertTrue(outcome.stderr.contains("modernize: error: app/.modernize:4: \(message)"), "\(line): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "")
            XCTAssertEqual(sandbox.read("app/A.swift"), "foo()\n")
        }
        try sandbox.write("app/.modernize", bytes: [0x2D, 0x2D, 0xFF, 0x0A])
        XCTAssertTrue(run(["app"], sandbox).stderr.contains("app/.modernize: the configuration file is not UTF-8 text"))
        try sandbox.write("app/.modernize", "--verbose\n--quiet\n")
        XCTAssertTrue(run(["app"], sandbox).stderr.contains("app/.modernize:2: --quiet and --verbose contradict each other"))
        let missing = run(["--config", "nowhere.conf", "app"], sandbox)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--config nowhere.conf: no such file"), missing.stderr)
        XCTAssertEqual(run(["--config", "app/.modernize", "--no-config", "app"], sandbox).status, 2)
    }

    func testPrintConfigNamesEachOptionsSourceAndReadsBack() throws {
        let sandbox = try Sandbox()
        try sandbox.write("repo/.modernize", "# team\n--skip report-hint\n--foo-replacement 'a # b'\n--jobs 3\n--exclude Generated/*\n")
        try sandbox.write("repo/A.swift", "foo()\n")
        try commitRepository(sandbox, "repo")
        let printed = run(["--print-config", "--severity", "error", "--exclude", "Old", "repo"], sandbox)
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(printed.stdout, """
            # whole run (configuration: repo/.modernize)
            --format human  # default
            --jobs 3  # repo/.modernize:4
            --color auto  # default

            # repo (configuration: repo/.modernize)
            # rules: foo-to-bar, report-legacy
            --skip report-hint  # repo/.modernize:2
            --exclude Generated/*  # repo/.modernize:5
            --exclude Old  # command line
            --severity error  # command line
            --foo-replacement 'a # b'  # repo/.modernize:3

            """)
        XCTAssertEqual(sandbox.read("repo/A.swift"), "foo()\n", "--print-config runs nothing")

        // Its output is a configuration file that gives the same options.
        try sandbox.write("printed.conf", printed.stdout)
        let again = run(["--print-config", "--config", "printed.conf", "repo"], sandbox)
        func options(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix("--") }.map { String($0[..<$0.range(of: "  # ")!.lowerBound]) }
        }
        XCTAssertEqual(options(again.stdout).sorted(), options(printed.stdout).sorted(), again.stdout)
        XCTAssertTrue(again.stdout.contains("--foo-replacement 'a # b'  # printed.conf:"), again.stdout)
    }

    func testAFileBelowARootIsNotReadAndTheRunSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("app/.modernize", "--foo-replacement top\n")
        try sandbox.write("app/Sub/.modernize", "--foo-replacement sub\n")
        try sandbox.write("app/Sub/A.swift", "foo()\n")
        let outcome = run(["app"], sandbox)
        XCTAssertTrue(outcome.stdout.contains("+top()"), outcome.stdout)
        XCTAssertTrue(outcome.stderr.contains("modernize: warning: app/Sub/.modernize is not read"), outcome.stderr)
        XCTAssertTrue(run(["app/Sub"], sandbox).stdout.contains("+sub()"))
        XCTAssertFalse(run(["--no-config", "app"], sandbox).stderr.contains("not read"))
    }

    /// The built binary and the real rules: rule options, selection, --exclude and --severity
    /// from a team's file in a git checkout.
    func testTheRealRulesReadTheirOptionsFromTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("app/.modernize", """
            # modernize options for the app
            --only open-url-preflight,throwing-task
            --swiftui-openurl on
            --task-catch-template logger.error("task failed: \\(error)")   # our logger
            --exclude Generated/*
            --severity error

            """)
        try sandbox.write("app/Sources/Row.swift", """
            import SwiftUI

            struct DestinationRow: View {
                let destination: URL
                @State private var showUnavailableMessage = false

                var body: some View {
                    Button("Open destination") {
                        if UIApplication.shared.canOpenURL(destination) {
                            UIApplication.shared.open(destination)
                        } else {
                            showUnavailableMessage = true
                        }
                    }
                }
            }

            """)
        try sandbox.write("app/Sources/Work.swift", "func start() {\n    Task { try await work() }\n}\nlet s = UIScreen.main.scale\n")
        try sandbox.write("app/Generated/Gen.swift", "func start() {\n    Task { try await work() }\n}\n")
        try commitRepository(sandbox, "app")
        let dry = try runBinary(["app"], cwd: sandbox.root)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("+    @Environment(\\.openURL) private var openURL"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+            logger.error(\"task failed: \\(error)\")"), dry.stdout)
        XCTAssertFalse(dry.stdout.contains("Generated"), "excluded by the file")
        XCTAssertFalse(dry.stderr.contains("screen-scale"), "not selected by the file")
        let printed = try runBinary(["--print-config"], cwd: sandbox.url("app"))
        XCTAssertTrue(printed.stdout.contains("--task-catch-template logger.error(\"task failed: \\(error)\")  # .modernize:4"), printed.stdout)
        XCTAssertTrue(printed.stdout.contains("--swiftui-openurl on  # .modernize:3"), printed.stdout)
        XCTAssertTrue(printed.stdout.contains("# rules: open-url-preflight, throwing-task"), printed.stdout)
        XCTAssertEqual(try runBinary(["--apply", "."], cwd: sandbox.url("app")).status, 0)
        XCTAssertEqual(try runBinary(["--check", "."], cwd: sandbox.url("app")).status, 0, "nothing pending at --severity error")
    }
}
