import Codemods
import Foundation
import XCTest

/// `--write-baseline` and `--baseline`: a team records what an existing app has today and gates
/// CI on what is new. Matching is by rule, code, file and line text, with a count per key.
final class BaselineTests: XCTestCase {
    func copyExample(_ sandbox: Sandbox) throws {
        try FileManager.default.copyItem(at: EndToEndTests.example, to: sandbox.url("LegacyApp"))
    }

    func insert(_ text: String, atLine line: Int, of path: String, in sandbox: Sandbox) throws {
        var lines = sandbox.read(path)!.components(separatedBy: "\n")
        lines.insert(text, at: line - 1)
        try sandbox.write(path, lines.joined(separator: "\n"))
    }

    /// The whole flow on the example: record, pass, survive unrelated edits, fail on a new finding only.
    func testTheExampleGatesOnNewFindingsOnly() throws {
        let sandbox = try Sandbox()
        try copyExample(sandbox)
        let before = sandbox.tree("LegacyApp")
        let written = try runBinary(["--write-baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(written.status, 0, written.stderr)
        assertSameTree(sandbox.tree("LegacyApp"), before, "writing a baseline writes nothing else")
        let text = try XCTUnwrap(sandbox.read("baseline.json"))
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(file["version"] as? Int, 1)
        let entries = try XCTUnwrap(file["findings"] as? [[String: Any]])
        let check = try runBinary(["--check", "--format", "json", "LegacyApp"], cwd: sandbox.root)
        let reported = check.jsonLines.filter { ["change", "finding"].contains($0["type"] as? String) }
        XCTAssertEqual(entries.reduce(0) { $0 + ($1["count"] as? Int ?? 0) }, reported.count, "pending changes and findings are recorded")
        XCTAssertTrue(written.stderr.contains("wrote \(reported.count) findings to the baseline baseline.json"), written.stderr)
        XCTAssertTrue(entries.allSatisfy { entry in
            ["LegacyApp/LegacyApp/", "LegacyApp/Packages/"].contains { (entry["file"] as? String)?.hasPrefix($0) == true }
        }, text)
        XCTAssertTrue(entries.contains { $0["rule"] as? String == "screen-scale" && $0["code"] as? String == "SCALE-W1"
            && $0["text"] as? String == "static var hairline: CGFloat { 1 / UIScreen.main.scale }" }, text)
        let keys = entries.map { "\($0["file"]!)\t\($0["rule"]!)\t\($0["code"] ?? "")\t\($0["text"]!)" }
        XCTAssertEqual(keys, keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }, "entries are sorted")
        XCTAssertEqual(try runBinary(["--write-baseline", "again.json", "LegacyApp"], cwd: sandbox.root).status, 0)
        XCTAssertEqual(sandbox.read("again.json"), text, "the same findings give the same bytes")

        let gated = try runBinary(["--check", "--baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(gated.status, 0, gated.stdout)
        XCTAssertEqual(gated.stdout.split(separator: "\n").count, 1, "only the summary: \(gated.stdout)")
        XCTAssertTrue(gated.stdout.contains("0 rewrites, 0 findings, 0 errors, \(reported.count) in the baseline"), gated.stdout)
        let json = try runBinary(["--check", "--baseline", "baseline.json", "--format", "json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(json.jsonLines.last?["baselined"] as? Int, reported.count)

        // Unrelated edits above findings (a comment, an import, re-indentation) do not bring them back.
        try insert("// Shown first after launch.", atLine: 1, of: "LegacyApp/LegacyApp/HomeViewController.swift", in: sandbox)
        try insert("import os\n", atLine: 1, of: "LegacyApp/LegacyApp/ProfileView.swift", in: sandbox)
        let badge = sandbox.read("LegacyApp/LegacyApp/BadgeView.swift")!
        try sandbox.write("LegacyApp/LegacyApp/BadgeView.swift",
                          badge.replacingOccurrences(of: "    static var hairline", with: "        static var hairline"))
        let edited = try runBinary(["--check", "--baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(edited.status, 0, edited.stdout)

        // A new finding fails, and is the only one reported.
        try insert("    static let pixel = 1 / UIScreen.main.scale", atLine: 14, of: "LegacyApp/LegacyApp/BadgeView.swift", in: sandbox)
        let fresh = try runBinary(["--check", "--baseline", "baseline.json", "--format", "json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(fresh.status, 1, fresh.stdout)
        let new = fresh.jsonLines.filter { ["change", "finding"].contains($0["type"] as? String) }
        XCTAssertEqual(new.count, 1, "\(new)")
        XCTAssertEqual(new.first?["file"] as? String, "LegacyApp/LegacyApp/BadgeView.swift")
        XCTAssertEqual(new.first?["line"] as? Int, 14)
    }

    /// Baselined pending changes are held back everywhere: not in the patch, not written by --apply.
    func testBaselinedChangesAreNeitherInThePatchNorApplied() throws {
        let sandbox = try Sandbox()
        try copyExample(sandbox)
        XCTAssertEqual(try runBinary(["--write-baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root).status, 0)
        let before = sandbox.tree("LegacyApp")
        let dry = try runBinary(["--baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(dry.stdout, "")
        let apply = try runBinary(["--apply", "--baseline", "baseline.json", "LegacyApp"], cwd: sandbox.root)
        XCTAssertEqual(apply.status, 0, apply.stderr)
        assertSameTree(sandbox.tree("LegacyApp"), before, "--apply --baseline leaves the baselined changes alone")
        XCTAssertNotEqual(try runBinary(["LegacyApp"], cwd: sandbox.root).stdout, "", "without the baseline they are still pending")
    }

    /// Identical lines are counted: a baseline of two covers two, a third is new.
    func testDuplicatesOnIdenticalLinesAreCounted() throws {
        let sandbox = try Sandbox()
        let twice = "import UIKit\nenum A {\n    static func f() -> CGFloat { 1 / UIScreen.main.scale }\n    static func g() -> CGFloat {\n        1 / UIScreen.main.scale\n    }\n}\n"
        try sandbox.write("r/A.swift", twice)
        try sandbox.write("r/B.swift", twice.replacingOccurrences(of: "enum A", with: "enum B").replacingOccurrences(of: "func f()", with: "func g()"))
        let codemods: [any Codemod.Type] = [ScreenScale.self]
        XCTAssertEqual(runCommand(["--write-baseline", "b.json", "r"], codemods: codemods, cwd: sandbox.root.path).status, 0)
        let text = try XCTUnwrap(sandbox.read("b.json"))
        XCTAssertTrue(text.contains("\"file\": \"r/A.swift\", \"rule\": \"screen-scale\", \"code\": \"SCALE-W1\", \"text\": \"1 / UIScreen.main.scale\", \"count\": 1"), text)
        XCTAssertTrue(text.contains("\"file\": \"r/B.swift\", \"rule\": \"screen-scale\", \"code\": \"SCALE-W1\", \"text\": \"static func g() -> CGFloat { 1 / UIScreen.main.scale }\", \"count\": 1"), text)
        XCTAssertTrue(text.contains("\"file\": \"r/B.swift\", \"rule\": \"screen-scale\", \"code\": \"SCALE-W1\", \"text\": \"1 / UIScreen.main.scale\", \"count\": 1"), text)
        XCTAssertEqual(runCommand(["--check", "--baseline", "b.json", "r"], codemods: codemods, cwd: sandbox.root.path).status, 0)
        // B.swift's two reads on identical lines: a count of 2 covers both, a third is new.
        try sandbox.write("r/B.swift", "import UIKit\nenum B {\n    static func g() -> CGFloat {\n        1 / UIScreen.main.scale\n    }\n    static func h() -> CGFloat {\n        1 / UIScreen.main.scale\n    }\n    static func i() -> CGFloat {\n        1 / UIScreen.main.scale\n    }\n}\n")
        try sandbox.write("b.json", text.replacingOccurrences(
            of: "\"file\": \"r/B.swift\", \"rule\": \"screen-scale\", \"code\": \"SCALE-W1\", \"text\": \"1 / UIScreen.main.scale\", \"count\": 1",
            with: "\"file\": \"r/B.swift\", \"rule\": \"screen-scale\", \"code\": \"SCALE-W1\", \"text\": \"1 / UIScreen.main.scale\", \"count\": 2"))
        let outcome = runCommand(["--check", "--baseline", "b.json", "--format", "json", "r"], codemods: codemods, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 1)
        let reported = outcome.jsonLines.filter { $0["type"] as? String == "finding" }
        XCTAssertEqual(reported.map { "\($0["file"]!):\($0["line"]!)" }, ["r/B.swift:10"], "the third of three identical lines is new")
        XCTAssertEqual(outcome.jsonLines.last?["baselined"] as? Int, 4)
    }

    /// Inside a git work tree files are named from its top, so a baseline written at the top
    /// matches a run from a subfolder.
    func testFilesAreNamedFromTheWorkTreeTop() throws {
        guard ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].contains(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("git is not installed")
        }
        let sandbox = try Sandbox()
        try sandbox.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write("repo/app/A.swift", "import UIKit\nenum A { static var s: CGFloat { UIScreen.main.scale } }\n")
        let codemods: [any Codemod.Type] = [ScreenScale.self]
        XCTAssertEqual(runCommand(["--write-baseline", "baseline.json", "."], codemods: codemods, cwd: sandbox.path("repo")).status, 0)
        XCTAssertTrue(sandbox.read("repo/baseline.json")!.contains("\"file\": \"app/A.swift\""), sandbox.read("repo/baseline.json")!)
        let fromSub = runCommand(["--check", "--baseline", "../baseline.json", "."], codemods: codemods, cwd: sandbox.path("repo/app"))
        XCTAssertEqual(fromSub.status, 0, fromSub.stdout)
    }

    func testBadBaselinesAndContradictoryOptionsAreUsageErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write("r/A.swift", "let a = 1\n")
        try sandbox.write("notjson.json", "{ version: 1 ")
        try sandbox.write("other.json", "[1, 2]")
        try sandbox.write("shape.json", "{\"version\": 1, \"findings\": [{\"rule\": \"screen-scale\"}]}")
        try sandbox.write("future.json", "{\"version\": 2, \"findings\": []}")
        let cases: [([String], String)] = [
            (["--check", "--baseline", "missing.json", "r"], "baseline missing.json cannot be read (no such file)"),
            (["--check", "--baseline", "notjson.json", "r"], "baseline notjson.json is not a JSON object"),
            (["--check", "--baseline", "other.json", "r"], "baseline other.json is not a JSON object"),
            (["--check", "--baseline", "shape.json", "r"], "baseline shape.json: entry 1 needs \"rule\", \"file\" and \"text\" strings"),
            (["--check", "--baseline", "future.json", "r"], "baseline future.json has version 2; this modernize reads version 1"),
            (["--apply", "--write-baseline", "b.json", "r"], "--write-baseline records the findings as they are and writes nothing else; drop --apply"),
            (["--write-baseline", "b.json", "--baseline", "future.json", "r"], "drop --baseline"),
            (["--write-baseline", "b.json", "--max-changes", "2", "r"], "drop --max-changes"),
            (["--baseline"], "--baseline needs a value"),
        ]
        for (arguments, message) in cases {
            let outcome = try runBinary(arguments, cwd: sandbox.root)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.stderr)")
            XCTAssertTrue(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "", "\(arguments)")
        }
        XCTAssertNil(sandbox.read("b.json"), "a usage error writes no baseline")
        let unwritable = try runBinary(["--write-baseline", "no/such/folder/b.json", "r"], cwd: sandbox.root)
        XCTAssertEqual(unwritable.status, 3)
        XCTAssertTrue(unwritable.stderr.contains("baseline no/such/folder/b.json could not be written: no such file or directory"), unwritable.stderr)
        let empty = try runBinary(["--check", "--baseline", "b.json", "r"], cwd: sandbox.root)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(try runBinary(["--write-baseline", "b.json", "r"], cwd: sandbox.root).status, 0)
        XCTAssertEqual(sandbox.read("b.json"), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        XCTAssertEqual(try runBinary(["--check", "--baseline", "b.json", "r"], cwd: sandbox.root).status, 0)
    }
}
