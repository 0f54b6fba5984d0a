import XCTest
@testable import Rewriter

/// The lossless invariant: tokens tile the input exactly, whatever the input.
final class LexerRoundTripTests: XCTestCase {
    func testTortureInputsRoundTrip() {
        for (name, text) in LexerTortureInputs.all {
            XCTAssertNil(LexerTestSupport.roundTripDefect(Array(text.utf8)), name)
        }
    }

    func testTortureInputsLexWithoutErrorsWhereValid() {
        let meantToFail: Set<String> = [
            "unterminated string", "unterminated interpolation", "unterminated multi-line", "unterminated raw",
            "unterminated block comment", "unterminated regex", "stray characters", "just quote", "just hashes", "numbers",
        ]
        for (name, text) in LexerTortureInputs.all where !meantToFail.contains(name) {
            let errors = LexerTestSupport.significant(text).filter { $0.0 == .error }
            XCTAssertTrue(errors.isEmpty, "\(name): \(errors.map(\.1))")
        }
    }

    func testEveryRepositorySwiftFileRoundTrips() throws {
        let files = LexerTestSupport.swiftFiles(under: LexerTestSupport.packageRoot())
        XCTAssertGreaterThan(files.count, 5)
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            XCTAssertNil(LexerTestSupport.roundTripDefect(bytes), url.path)
        }
    }

    /// Deleting any one token must still lex losslessly (a cheap structural fuzz).
    func testDeletingAnyOneTokenRoundTrips() {
        for (name, text) in LexerTortureInputs.all {
            let bytes = Array(text.utf8)
            let tokens = Lexer.tokenize(bytes)
            for i in 0..<tokens.count {
                let mutated = Array(bytes[..<tokens.start(i)] + bytes[tokens.end(i)...])
                if let defect = LexerTestSupport.roundTripDefect(mutated) {
                    XCTFail("\(name), token \(i) deleted: \(defect)")
                    return
                }
            }
        }
    }

    /// Every prefix of every torture input, i.e. the file cut at each byte.
    func testTruncatingAtEveryByteRoundTrips() {
        for (name, text) in LexerTortureInputs.all {
            let bytes = Array(text.utf8)
            for cut in 0...bytes.count {
                if let defect = LexerTestSupport.roundTripDefect(Array(bytes[..<cut])) {
                    XCTFail("\(name), cut at \(cut): \(defect)")
                    return
                }
            }
        }
    }

    func testSeededRandomBytesRoundTrip() {
        var generator = LexerTestSupport.SeededGenerator(state: 0x5EED)
        // Biased towards the bytes that drive the lexer's state machine.
        let interesting = Array("\"#/\\()[]{}*`@$'\n\r\t .0x1e_pa-+!?<>=&|".utf8) + [0xE2, 0x88, 0x99, 0xC3, 0xA9, 0xFF, 0x80, 0x00]
        for round in 0..<400 {
            let length = Int.random(in: 0..<300, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            if let defect = LexerTestSupport.roundTripDefect(bytes) {
                XCTFail("round \(round): \(defect) for \(bytes)")
                return
            }
        }
    }

    func testSplicedTortureFragmentsRoundTrip() {
        // Random slices of the torture inputs glued together: realistic shapes in odd orders.
        var generator = LexerTestSupport.SeededGenerator(state: 42)
        let pool = LexerTortureInputs.all.map { Array($0.text.utf8) }.filter { !$0.isEmpty }
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let source = pool.randomElement(using: &generator)!
                let a = Int.random(in: 0..<source.count, using: &generator)
                let b = Int.random(in: a...source.count, using: &generator)
                bytes += source[a..<b]
            }
            if let defect = LexerTestSupport.roundTripDefect(bytes) {
                XCTFail("round \(round): \(defect) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
    }
}
