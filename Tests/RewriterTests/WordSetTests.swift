import Rewriter
import XCTest

final class WordSetTests: XCTestCase {
    func testMatchesWholeTokensOfAnyLength() {
        let long = "PointOfSaleCardPresentPaymentAlertView"
        let tree = SyntaxTree(path: "A.swift", text: "let a = \(long)(x: List(), y: Lis, z: \(long)X)\n")
        let words = WordSet(words: [long, "List"])
        let file = tree.file
        let matched = (0..<file.tokens.count).filter { words.contains(file, $0) }.map { file.text(of: $0) }
        XCTAssertEqual(matched, [long, "List"])
        XCTAssertTrue((0..<file.tokens.count).allSatisfy { !WordSet<Void>(words: []).contains(file, $0) })
    }
}
