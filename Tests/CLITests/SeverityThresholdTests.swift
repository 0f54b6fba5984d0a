@testable import CLI
import Codemods
import Foundation
import Rewriter
import XCTest

/// `--check --severity LEVEL`: report-only findings below the level do not fail the check; pending changes always do.
final class SeverityThresholdTests: XCTestCase {
    let all: [any Codemod.Type] = [FooToBar.self, ReportHint.self, ReportLegacy.self, ReportFatal.self]

    func testCheckFailsOnlyForFindingsAtOrAboveTheThreshold() throws {
        let sandbox = try Sandbox()
        try sandbox.write("hint/A.swift", "hint()\n")
        try sandbox.write("warned/A.swift", "legacy()\n")
        try sandbox.write("fatal/A.swift", "fatal()\n")
        try sandbox.write("pending/A.swift", "foo()\n")
        func status(_ arguments: [String]) -> Int32 { runCommand(["--check"] + arguments, codemods: all, cwd: sandbox.root.path).status }

        // Default threshold: warning.
        XCTAssertEqual(status(["hint"]), 0)
        XCTAssertEqual(status(["warned"]), 1)
        XCTAssertEqual(status(["fatal"]), 1)

        XCTAssertEqual(status(["--severity", "info", "hint"]), 1)
        XCTAssertEqual(status(["--severity=info", "warned"]), 1)

        XCTAssertEqual(status(["--severity", "error", "hint"]), 0)
        XCTAssertEqual(status(["--severity", "error", "warned"]), 0)
        XCTAssertEqual(status(["--severity", "error", "fatal"]), 1)
        XCTAssertEqual(status(["--severity", "error", "pending"]), 1, "a pending change fails whatever the threshold")

        // The report still lists findings below the threshold.
        let listed = runCommand(["--check", "--severity", "error", "warned"], codemods: all, cwd: sandbox.root.path)
        XCTAssertTrue(listed.stdout.contains("warning: legacy is deprecated"), listed.stdout)
    }

    func testUnknownSeverityIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("src/A.swift", "let a = 1\n")
        let outcome = runCommand(["--check", "--severity", "fatal", "src"], codemods: all, cwd: sandbox.root.path)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.contains("unknown severity 'fatal'"), outcome.stderr)
    }
}

/// Reports every `hint` identifier as information.
struct ReportHint: Codemod {
    static let id = "report-hint"
    static let summary = "reports hints"
    static let explanation = "Before:\n    hint()\nAfter: an info finding only.\n"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("hint", in: tree).map {
            Finding(rule: Self.id, severity: .info, file: tree.file, offset: tree.file.tokens.start($0), message: "hint noted")
        }
    }
}

/// Reports every `fatal` identifier as an error.
struct ReportFatal: Codemod {
    static let id = "report-fatal"
    static let summary = "reports fatal calls"
    static let explanation = "Before:\n    fatal()\nAfter: an error finding only.\n"
    init(options: [String: String]) {}
    func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        identifiers("fatal", in: tree).map {
            Finding(rule: Self.id, severity: .error, file: tree.file, offset: tree.file.tokens.start($0), message: "fatal is removed")
        }
    }
}
