import XCTest
@testable import Rewriter

final class LexerSmokeTests: XCTestCase {
    func kinds(_ text: String) -> [(TokenKind, String)] {
        let file = SourceFile(path: "t.swift", text: text)
        return (0..<file.tokens.count).map { (file.tokens.kinds[$0], file.text(of: $0)) }
    }

    func testRoundTripAndBasicKinds() {
        let text = "let x = \"a\\(b ? \"x\" : \"\\(c)\")\" // hi\r\n@State var y = 0x1.8p3 / 2\n"
        let file = SourceFile(path: "t.swift", text: text)
        var out: [UInt8] = []
        for i in 0..<file.tokens.count { out += file.bytes[file.tokens[i].range] }
        XCTAssertEqual(out, Array(text.utf8))
        let significant = kinds(text).filter { !$0.0.isTrivia }
        XCTAssertEqual(significant.map(\.0), [.keyword, .identifier, .operator, .stringLiteral, .attribute, .keyword,
                                             .identifier, .operator, .floatLiteral, .operator, .integerLiteral])
    }
}
