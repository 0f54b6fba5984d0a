@testable import CLI
import Codemods
import Rewriter
import Foundation
import XCTest

final class ReporterTests: XCTestCase {
    func report(_ findings: [ReportedFinding], errors: [FileError] = []) -> Report {
        var summary = RootSummary(root: "r")
        summary.findings = findings.count
        summary.errors = errors.count
        let result = PipelineResult(findings: findings, changes: [], created: [], errors: errors, summaries: [summary])
        return Report(result: result, display: PathDisplay(cwd: "/w"), elapsed: 0, codemods: [ReportLegacy.self])
    }

    func finding(_ message: String, path: String = "/w/r/A.swift", line: Int = 2, severity: Severity = .warning) -> ReportedFinding {
        ReportedFinding(finding: Finding(rule: "report-legacy", severity: severity, path: path, line: line, column: 3, offset: 10,
                                         message: message), root: "r", status: .report)
    }

    func testJSONEscapesEverythingJSONNeeds() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} é 🙂"
        let line = report([finding(text)]).jsonLines().split(separator: "\n")[0]
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(object["message"] as? String, text)
        XCTAssertEqual(object["file"] as? String, "r/A.swift")
        XCTAssertNil(object["suggestion"], "absent suggestions are left out")
    }

    func testGitHubEscapesDataAndProperties() {
        let output = report([finding("50% done\nnext", path: "/w/r/a,b:c.swift", severity: .info)],
                            errors: [FileError(root: "r", path: "/w/r/B.swift", message: "binary file")]).github()
        XCTAssertEqual(output, "::error file=r/B.swift,title=modernize::binary file\n"
                       + "::notice file=r/a%2Cb%3Ac.swift,line=2,col=3,title=modernize report-legacy::50%25 done%0Anext\n")
    }

    func testHumanReportOrdersByPathAndPositionAndSummarises() {
        let human = report([finding("later", line: 9), finding("first", path: "/w/r/0.swift", line: 1, severity: .error)],
                           errors: [FileError(root: "r", path: "/w/r/5.swift", message: "permission denied")])
            .human(colour: false, quiet: false, verbose: false)
        let lines = human.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), [
            "r/0.swift:1:3: error: first [report-legacy]",
            "r/5.swift: error: permission denied",
            "r/A.swift:9:3: warning: later [report-legacy]",
        ])
        XCTAssertTrue(lines[3].hasPrefix("modernize: 0 files scanned, 0 changed, 0 created, 0 rewrites, 2 findings, 1 error in "), lines[3])
        XCTAssertEqual(lines[4], "modernize: could not process r/5.swift")
        let quiet = report([finding("info", severity: .info), finding("warn")]).human(colour: false, quiet: true, verbose: false)
        XCTAssertEqual(quiet, "r/A.swift:2:3: warning: warn [report-legacy]\n")
        let coloured = report([finding("warn")]).human(colour: true, quiet: true, verbose: false)
        XCTAssertTrue(coloured.contains("\u{1B}[33mwarning\u{1B}[0m"))
    }

    func testSARIFURIsArePercentEncodedAndRelative() throws {
        let sarif = report([finding("x", path: "/w/r/My File#1.swift")]).sarif(version: "1.0")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "r/My%20File%231.swift")
        XCTAssertEqual(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String, "file:///w/")
    }

    /// GitHub code scanning reads SARIF columns as UTF-16 code units: a finding after "// é👍🏽" is
    /// at character column 6 but UTF-16 column 9 ("// " 3, "é" 1, "👍🏽" 4 code units).
    func testSARIFColumnsAreUTF16CodeUnitsAsDeclared() throws {
        let file = SourceFile(path: "/w/r/A.swift", bytes: Array("// é👍🏽x\n".utf8))
        let offset = Array("// é👍🏽".utf8).count
        let located = Finding(rule: "report-legacy", severity: .warning, file: file, offset: offset, message: "x")
        XCTAssertEqual(located.column, 6, "characters: '/', '/', ' ', 'é', '👍🏽', then x")
        XCTAssertEqual(located.utf16Column, 9)
        let sarif = report([ReportedFinding(finding: located, root: "r", status: .report)]).sarif(version: "1.0")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["region"] as? [String: Any])?["startColumn"] as? Int, 9)
    }

    func testSecondsHaveTwoDecimalsAsPrintfGivesThem() {
        XCTAssertEqual(Report.seconds(0), "0.00")
        XCTAssertEqual(Report.seconds(0.174), "0.17")
        XCTAssertEqual(Report.seconds(0.999), "1.00")
        XCTAssertEqual(Report.seconds(12.5), "12.50")
        XCTAssertEqual(Report.seconds(3.07), "3.07")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let value = Double.random(in: 0..<1000, using: &generator)
            XCTAssertEqual(Report.seconds(value), String(format: "%.2f", value), "\(value)")
        }
    }
}
