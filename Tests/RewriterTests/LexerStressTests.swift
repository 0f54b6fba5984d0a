import XCTest
@testable import Rewriter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Big and deep inputs: no stack overflow, no quadratic blow-up.
/// Each input is a few MB at most; in a debug build the whole class runs in a few seconds.
final class LexerStressTests: XCTestCase {
    /// Tokens and the best thread CPU time of two runs: immune to other
    /// processes on a shared machine.
    private func timeLex(_ bytes: [UInt8]) -> (TokenList, Double) {
        func cpu() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        var best = Double.infinity
        var tokens = Lexer.tokenize([])
        for _ in 0..<2 {
            let start = cpu()
            tokens = Lexer.tokenize(bytes)
            best = min(best, cpu() - start)
        }
        return (tokens, best)
    }

    /// More tokens than the lexer's first guess (one per three bytes): it stops, at a line break
    /// or at the end, and lexes again with room for every token. Nothing is lost either way.
    func testDenseInputIsLexedAgainWhole() {
        for (text, perUnit) in [(String(repeating: "([{}])", count: 5000), 6), (String(repeating: "([{}])\n", count: 5000), 7),
                                (String(repeating: "(a)+\n", count: 3000) + "\"\"\"\n" + String(repeating: "x\n", count: 4000) + "\"\"\"\n", 0)] {
            let bytes = Array(text.utf8)
            let tokens = Lexer.tokenize(bytes)
            XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
            XCTAssertFalse(tokens.kinds.contains(.error))
            if perUnit > 0 { XCTAssertEqual(tokens.count, 5000 * perUnit) }
            XCTAssertGreaterThan(tokens.count, bytes.count / 3 + 64, "the first guess must overflow")
        }
    }

    /// Fewer tokens than the first guess: the token arrays are kept at their size, not the
    /// guess's, unless the guess was within `Lexer.spareLimit` tokens; the tokens are the same.
    func testSparseInputKeepsNoSpareRoom() {
        let sparse = Array(("/// " + String(repeating: "documentation ", count: 3000) + "\nlet value = 1\n").utf8)
        let tokens = Lexer.tokenize(sparse)
        XCTAssertNil(LexerTestSupport.roundTripDefect(sparse))
        XCTAssertEqual(tokens.count, 10)
        XCTAssertGreaterThanOrEqual(sparse.count / 3 + 64 - tokens.count, Lexer.spareLimit, "the guess leaves room")
        XCTAssertLessThan(tokens.kinds.capacity, tokens.count + 64)
        XCTAssertLessThan(tokens.starts.distances.capacity, tokens.count + 64)
        // Within the limit, the arrays are the ones lexed into.
        let near = Array("let a = 1\n".utf8)
        XCTAssertGreaterThanOrEqual(Lexer.tokenize(near).kinds.capacity, near.count / 3 + 64)
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
            let small = Array(String(repeating: pattern, count: 6_000).utf8)
            let large = Array(String(repeating: pattern, count: 48_000).utf8)
            let (_, smallTime) = timeLex(small)
            let (tokens, largeTime) = timeLex(large)
            XCTAssertEqual(Int(tokens.starts.last!), large.count)
            XCTAssertNil(LexerTestSupport.roundTripDefect(small), pattern)
            // 8x the input; linear means about 8x the time, quadratic 64x.
            XCTAssertLessThan(largeTime, max(smallTime, 0.002) * 24, "\(pattern): \(smallTime)s -> \(largeTime)s")
        }
    }

    func testUnclosedMultilineRegexesStayLinear() {
        let small = Array(String(repeating: "x = #/\nabc\n", count: 5_000).utf8)
        let large = Array(String(repeating: "x = #/\nabc\n", count: 40_000).utf8)
        let (_, smallTime) = timeLex(small)
        let (tokens, largeTime) = timeLex(large)
        XCTAssertNil(LexerTestSupport.roundTripDefect(small))
        XCTAssertEqual(tokens.kinds.filter { $0 == .error }.count, 40_000)
        XCTAssertLessThan(largeTime, max(smallTime, 0.002) * 24)
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

    func testHugeRawDelimitersStayLinear() {
        let hashes = String(repeating: "#", count: 100_000)
        let small = Array((hashes + "\"" + String(repeating: "\"#\\#", count: 10_000)).utf8)
        let large = Array((hashes + "\"" + String(repeating: "\"#\\#", count: 80_000)).utf8)
        let (_, smallTime) = timeLex(small)
        let (tokens, largeTime) = timeLex(large)
        XCTAssertEqual(tokens.kinds, [.error]) // never closed: one unterminated literal
        XCTAssertLessThan(largeTime, max(smallTime, 0.002) * 24)
    }

    func testLongInvalidAndControlRuns() {
        var bytes = [UInt8](repeating: 0xFF, count: 200_000)
        bytes += [UInt8](repeating: 0x00, count: 200_000)
        bytes += Array(String(repeating: "\u{1F600}", count: 50_000).utf8)
        XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
    }
}
