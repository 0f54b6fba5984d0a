import XCTest
@testable import Codemods

/// The trimmed text of a finding's line (reports and baselines): one long line may hold
/// thousands of findings, so its text is made once and shared, and baseline keys hash a line
/// by its ends.
final class LineTextsTests: XCTestCase {
    func testTheFindingsOfOneLineShareOneText() {
        let long = "let sizes = [" + Array(repeating: "UIScreen.main.bounds", count: 2000).joined(separator: ", ") + "]"
        var lines = LineTexts(files: ["A.swift": Array("import UIKit\r\n\t\(long)  \n  x()\t\n".utf8)])
        let first = lines.text("A.swift", line: 2)
        let again = lines.text("A.swift", line: 2)
        XCTAssertEqual(first, long)
        XCTAssertEqual(again, long)
        // The same storage, not a copy of the line for each finding.
        var a: UnsafePointer<UInt8>? = nil, b: UnsafePointer<UInt8>? = nil
        var firstCopy = first, againCopy = again
        firstCopy.withUTF8 { a = $0.baseAddress }
        againCopy.withUTF8 { b = $0.baseAddress }
        XCTAssertNotNil(a)
        XCTAssertEqual(a, b)
        XCTAssertEqual(lines.text("A.swift", line: 1), "import UIKit")
        XCTAssertEqual(lines.text("A.swift", line: 3), "x()")
        XCTAssertEqual(lines.text("A.swift", line: 9), "")
        XCTAssertEqual(lines.text("B.swift", line: 1), "")
    }

    func testBaselineKeysHashLikeTheirEquality() {
        func key(_ text: String) -> Baseline.Key { Baseline.Key(rule: "screen-scale", code: "SCALE-W1", file: "A.swift", text: text) }
        // Canonically equivalent texts are equal Strings: their keys are equal and hash alike.
        let composed = key("let caf\u{E9} = UIScreen.main.scale"), decomposed = key("let cafe\u{301} = UIScreen.main.scale")
        XCTAssertEqual(composed, decomposed)
        XCTAssertEqual(composed.hashValue, decomposed.hashValue)
        // Long texts with the same ends but another middle are other keys.
        let ends = String(repeating: "a", count: 100)
        let one = key(ends + "x" + ends), other = key(ends + "y" + ends)
        XCTAssertNotEqual(one, other)
        XCTAssertEqual(Set([one, other, key(ends + "x" + ends)]).count, 2)
        XCTAssertEqual(Baseline.counts(of: [one, other, one, one]), [one: 3, other: 1])
        XCTAssertNotEqual(key("a"), Baseline.Key(rule: "screen-scale", code: "SCALE-W2", file: "A.swift", text: "a"))
    }
}
