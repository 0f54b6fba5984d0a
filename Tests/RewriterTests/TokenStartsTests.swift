import XCTest
@testable import Rewriter

/// Packed token offsets: 16-bit distances within 64-token blocks, full offsets
/// for blocks that span more than 64 KB.
final class TokenStartsTests: XCTestCase {
    func testPackingKeepsEveryOffset() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var offsets: [UInt32] = [0]
            for _ in 0..<Int.random(in: 1...700, using: &generator) {
                // Mostly short tokens, now and then one far longer than 64 KB.
                let step: UInt32 = Int.random(in: 0..<40, using: &generator) == 0
                    ? UInt32.random(in: 60_000...200_000, using: &generator) : UInt32.random(in: 1...12, using: &generator)
                offsets.append(offsets.last! + step)
            }
            let packed = TokenStarts(offsets)
            XCTAssertEqual(packed.count, offsets.count)
            XCTAssertEqual(Array(packed), offsets)
            // A token's start and end together, across block edges and in wide blocks.
            for i in 0..<(offsets.count - 1) {
                let (start, end) = packed.pair(i)
                XCTAssertEqual([start, end], [offsets[i], offsets[i + 1]], "token \(i)")
            }
        }
    }

    func testLexerKeepsOffsetsAfterHugeTokens() {
        // Huge comments and strings put later tokens of the same block far from
        // its first offset; the end of input may fall in such a block too.
        let comment = "// " + String(repeating: "c", count: 70_000) + "\n"
        let string = "let s = \"" + String(repeating: "s", count: 130_000) + "\"\n"
        for text in [comment + "let x = 1\n", "let a = 1 " + comment + string + "let b = [1, 2]\n", "x" + string,
                     String(repeating: "f(a) ", count: 20) + comment + String(repeating: "g(b) ", count: 40) + string] {
            let bytes = Array(text.utf8)
            XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
            let tokens = LexerTestSupport.tokens(bytes)
            XCTAssertEqual(tokens.map(\.1).joined(), text)
            XCTAssertTrue(tokens.contains { $0.0 == .lineComment && $0.1.count > 60_000 } || !text.contains("//"))
            XCTAssertTrue(tokens.contains { $0.0 == .stringLiteral && $0.1.count > 100_000 } || !text.contains("\""))
        }
    }

    func testTokenCountsAroundTheLexerChunkSize() {
        // The lexer packs offsets 4096 tokens at a time: inputs ending just
        // before, at and after a chunk boundary ("a " is two tokens).
        for pairs in [2047, 2048, 2049, 4095, 4096, 4097] {
            let bytes = Array(String(repeating: "a ", count: pairs).utf8)
            let list = Lexer.tokenize(bytes)
            XCTAssertEqual(list.count, pairs * 2)
            XCTAssertNil(LexerTestSupport.roundTripDefect(bytes), "\(pairs) pairs")
            XCTAssertEqual(Array(list.starts), (0...pairs * 2).map { UInt32($0) }, "\(pairs) pairs")
        }
    }
}
