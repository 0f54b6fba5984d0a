import XCTest
@testable import Rewriter

/// Big and deep inputs: no stack overflow, no quadratic blow-up.
/// Each input is a few MB at most; in a debug build the whole class runs in a few seconds.
final class LexerStressTests: XCTestCase {
    private func timeLex(_ bytes: [UInt8]) -> (TokenList, Double) {
        let start = Date()
        let tokens = Lexer.tokenize(bytes)
        return (tokens, Date().timeIntervalSince(start))
    }

    func testHugeSingleLine() {
        var line = "let a = [" + String(repeating: "x / 2, (y + 1) * 3, \"s\\(z)\", ", count: 70_000) + "]"
        line += " // end"
        let bytes = Array(line.utf8)
        XCTAssertGreaterThan(bytes.count, 2_000_000)
        let (tokens, _) = timeLex(bytes)
        XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
        XCTAssertEqual(tokens.kinds.last, .lineComment)
        XCTAssertFalse(tokens.kinds.contains(.error))
    }

    /// A long line of "/" in regex position inside unclosed classes: each probe
    /// would rescan the rest of the line. Must stay linear.
    func testSlashHeavyLinesStayLinear() {
        let patterns = ["[/", "(/", "= /[", "#/a", "x = /\\", "/(", "[/]/("]
        for pattern in patterns {
            let small = Array(String(repeating: pattern, count: 8_000).utf8)
            let large = Array(String(repeating: pattern, count: 64_000).utf8)
            let (_, smallTime) = timeLex(small)
            let (tokens, largeTime) = timeLex(large)
            XCTAssertEqual(Int(tokens.starts.last!), large.count)
            XCTAssertNil(LexerTestSupport.roundTripDefect(small), pattern)
            // 8x the input; linear means about 8x the time. Allow generous noise.
            XCTAssertLessThan(largeTime, max(smallTime, 0.002) * 30, "\(pattern): \(smallTime)s -> \(largeTime)s")
        }
    }

    func testUnclosedMultilineRegexesStayLinear() {
        let small = Array(String(repeating: "x = #/\nabc\n", count: 10_000).utf8)
        let large = Array(String(repeating: "x = #/\nabc\n", count: 80_000).utf8)
        let (_, smallTime) = timeLex(small)
        let (tokens, largeTime) = timeLex(large)
        XCTAssertNil(LexerTestSupport.roundTripDefect(small))
        XCTAssertEqual(tokens.kinds.filter { $0 == .error }.count, 80_000)
        XCTAssertLessThan(largeTime, max(smallTime, 0.002) * 30)
    }

    func testDeeplyNestedInterpolations() {
        let depth = 10_000
        let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let tokens = LexerTestSupport.tokens(Array(text.utf8))
        XCTAssertEqual(tokens.count, 1)
        XCTAssertEqual(tokens.first?.0, .stringLiteral)
        // Cut in the middle: one error token, still lossless.
        let cut = Array(text.utf8.prefix(text.utf8.count / 2 + 1))
        XCTAssertNil(LexerTestSupport.roundTripDefect(cut))
        XCTAssertEqual(Lexer.tokenize(cut).kinds, [.error])
    }

    func testDeeplyNestedRawAndMultilineInterpolations() {
        let depth = 3_000
        let text = String(repeating: "#\"\"\"\n\\#(", count: depth) + "x" + String(repeating: ")\n\"\"\"#", count: depth)
        let tokens = LexerTestSupport.tokens(Array(text.utf8))
        XCTAssertEqual(tokens.map(\.0), [.stringLiteral])
    }

    func testDeeplyNestedBracketsAndComments() {
        let depth = 100_000
        let parens = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        XCTAssertEqual(Lexer.tokenize(Array(parens.utf8)).count, 2 * depth)
        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        XCTAssertEqual(Lexer.tokenize(Array(comments.utf8)).kinds, [.blockComment])
    }

    func testLongInvalidAndControlRuns() {
        var bytes = [UInt8](repeating: 0xFF, count: 200_000)
        bytes += [UInt8](repeating: 0x00, count: 200_000)
        bytes += Array(String(repeating: "\u{1F600}", count: 50_000).utf8)
        XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
    }
}
