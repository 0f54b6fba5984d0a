import XCTest
@testable import Rewriter

/// Round-trips every Swift file under the folder named by MODERNIZE_CORPUS
/// (for example a checkout of real apps); skipped when it is not set.
///
///     MODERNIZE_CORPUS=/path/to/apps swift test --filter LexerCorpusRoundTripTests
final class LexerCorpusRoundTripTests: XCTestCase {
    func testCorpusRoundTripsWithoutErrorTokens() throws {
        let files = try LexerTestSupport.corpusSwiftFiles()
        var withErrors: [String] = []
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            XCTAssertNil(LexerTestSupport.roundTripDefect(bytes), url.path)
            if Lexer.tokenize(bytes).kinds.contains(.error) { withErrors.append(url.path) }
        }
        // Real, compiling code should never need an error token.
        XCTAssertEqual(withErrors, [], "files with error tokens")
    }

    /// The bracket partners and nesting problems the lexer records agree with `BracketMatcher`'s
    /// pass over the tokens, on every file of the corpus.
    func testCorpusBracketsAgreeWithTheMatcher() throws {
        let files = try LexerTestSupport.corpusSwiftFiles()
        for url in files {
            let file = SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))
            let (partners, unmatched, problems) = BracketMatcher.match(file)
            guard let lexed = file.lexedBrackets else { return XCTFail("\(url.path): no brackets recorded") }
            XCTAssertEqual(lexed.partners.isBracket, partners.isBracket, url.path)
            XCTAssertEqual(lexed.partners.bracketsBefore, partners.bracketsBefore, url.path)
            XCTAssertEqual(lexed.partners.partners, partners.partners, url.path)
            XCTAssertEqual(lexed.unmatched, unmatched, url.path)
            XCTAssertEqual([lexed.problems.tooDeep, lexed.problems.errorToken, lexed.problems.strayDirective, lexed.problems.unclosedIf],
                           [problems.tooDeep, problems.errorToken, problems.strayDirective, problems.unclosedIf], url.path)
        }
    }
}
