import Foundation
import XCTest
@testable import Rewriter

/// The Objective-C lexer is lossless like the Swift one: the same round-trip, deletion,
/// truncation and fuzz passes, and the token kinds the scene migration reads.
final class ObjectiveCLexerTests: XCTestCase {
    static func tokens(_ text: String, cPlusPlus: Bool = false) -> [(TokenKind, String)] {
        let bytes = Array(text.utf8)
        let list = ObjectiveCLexer.tokenize(bytes, cPlusPlus: cPlusPlus)
        return (0..<list.count).map { (list.kinds[$0], String(decoding: bytes[list.start($0)..<list.end($0)], as: UTF8.self)) }
    }

    static func significant(_ text: String, cPlusPlus: Bool = false) -> [(TokenKind, String)] {
        tokens(text, cPlusPlus: cPlusPlus).filter { !$0.0.isTrivia }
    }

    /// Nil when the tokens tile the input exactly, in order and non-empty.
    static func roundTripDefect(_ bytes: [UInt8], cPlusPlus: Bool) -> String? {
        let list = ObjectiveCLexer.tokenize(bytes, cPlusPlus: cPlusPlus)
        guard list.starts.count == list.kinds.count + 1 else { return "starts/kinds size mismatch" }
        guard list.starts.first == 0 else { return "first token does not start at 0" }
        guard Int(list.starts.last!) == bytes.count else { return "last token ends at \(list.starts.last!) not \(bytes.count)" }
        for i in 1..<list.starts.count where list.starts[i] <= list.starts[i - 1] {
            return "token \(i - 1) (\(list.kinds[i - 1])) is empty or reversed at \(list.starts[i - 1])"
        }
        var out: [UInt8] = []
        for i in 0..<list.count { out += bytes[list.start(i)..<list.end(i)] }
        return out == bytes ? nil : "concatenated tokens differ from input"
    }

    func testInputsRoundTripAndLexWithoutErrorsWhereValid() {
        for input in ObjectiveCLexerInputs.all {
            XCTAssertNil(Self.roundTripDefect(Array(input.text.utf8), cPlusPlus: input.cPlusPlus), input.name)
            let errors = Self.tokens(input.text, cPlusPlus: input.cPlusPlus).filter { $0.0 == .error }
            if ObjectiveCLexerInputs.meantToFail.contains(input.name) {
                XCTAssertFalse(errors.isEmpty, "\(input.name) should hold an error token")
            } else {
                XCTAssertTrue(errors.isEmpty, "\(input.name): \(errors.map(\.1))")
            }
        }
    }

    func testDeletingAnyOneTokenRoundTrips() {
        for input in ObjectiveCLexerInputs.all {
            let bytes = Array(input.text.utf8)
            let tokens = ObjectiveCLexer.tokenize(bytes, cPlusPlus: input.cPlusPlus)
            for i in 0..<tokens.count {
                let mutated = Array(bytes[..<tokens.start(i)] + bytes[tokens.end(i)...])
                if let defect = Self.roundTripDefect(mutated, cPlusPlus: input.cPlusPlus) {
                    return XCTFail("\(input.name), token \(i) deleted: \(defect)")
                }
            }
        }
    }

    func testTruncatingAtEveryByteRoundTrips() {
        for input in ObjectiveCLexerInputs.all {
            let bytes = Array(input.text.utf8)
            for cut in 0...bytes.count {
                if let defect = Self.roundTripDefect(Array(bytes[..<cut]), cPlusPlus: input.cPlusPlus) {
                    return XCTFail("\(input.name), cut at \(cut): \(defect)")
                }
            }
        }
    }

    func testSeededRandomBytesRoundTrip() {
        var generator = LexerTestSupport.SeededGenerator(state: 0x0B1C)
        let interesting = Array("\"'#@/\\*()[]{}<>.:;R8uL\n\r\t 0x1e+-'`$".utf8) + [0xE2, 0x98, 0x95, 0xC3, 0xA9, 0xFF, 0x80, 0x00]
        for round in 0..<400 {
            let length = Int.random(in: 0..<300, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            for cPlusPlus in [false, true] {
                if let defect = Self.roundTripDefect(bytes, cPlusPlus: cPlusPlus) {
                    return XCTFail("round \(round): \(defect) for \(bytes)")
                }
            }
        }
    }

    func testSplicedFragmentsRoundTrip() {
        var generator = LexerTestSupport.SeededGenerator(state: 7)
        let pool = ObjectiveCLexerInputs.all.map { Array($0.text.utf8) }.filter { !$0.isEmpty }
        for round in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let source = pool.randomElement(using: &generator)!
                let a = Int.random(in: 0..<source.count, using: &generator)
                bytes += source[a..<Int.random(in: a...source.count, using: &generator)]
            }
            if let defect = Self.roundTripDefect(bytes, cPlusPlus: round % 2 == 0) {
                return XCTFail("round \(round): \(defect) for \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
        }
    }

    /// Every Objective-C file in the repository (fixtures, stand-in headers and the simulator).
    func testEveryRepositoryObjectiveCFileRoundTripsWithoutErrors() throws {
        let root = LexerTestSupport.packageRoot()
        var count = 0
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard ["m", "mm", "h"].contains(url.pathExtension) else { continue }
            let bytes = try [UInt8](Data(contentsOf: url))
            let cPlusPlus = url.pathExtension == "mm"
            XCTAssertNil(Self.roundTripDefect(bytes, cPlusPlus: cPlusPlus), url.path)
            XCTAssertFalse(ObjectiveCLexer.tokenize(bytes, cPlusPlus: cPlusPlus).kinds.contains(.error), "error token in \(url.path)")
            count += 1
        }
        XCTAssertGreaterThan(count, 5)
    }

    /// MODERNIZE_CORPUS=/path/to/apps: every .m, .mm and .h file round-trips. (Over the 27 corpus apps, 6 of
    /// about 16,000 files hold an error token: MATLAB `.m` files and assembler headers, not Objective-C.)
    func testCorpusRoundTrips() throws {
        let walker = FileManager.default.enumerator(at: try LexerTestSupport.corpusRoot(), includingPropertiesForKeys: nil)
        var files = 0
        while let url = walker?.nextObject() as? URL {
            guard ["m", "mm", "h"].contains(url.pathExtension), let bytes = try? [UInt8](Data(contentsOf: url)) else { continue }
            XCTAssertNil(Self.roundTripDefect(bytes, cPlusPlus: url.pathExtension == "mm"), url.path)
            files += 1
        }
        XCTAssertGreaterThan(files, 0)
    }

    // MARK: Kinds

    func testDirectivesAreAPoundKeywordFollowedByTheirLine() {
        let tokens = Self.significant("#  if !TARGET_OS_TV // c\n#import <UIKit/UIKit.h>\n#define X(a) #a ## b\nx # y")
        XCTAssertEqual(tokens.map(\.1), ["#  if", "!", "TARGET_OS_TV", "#import", "<UIKit/UIKit.h>", "#define", "X", "(", "a", ")",
                                         "#", "a", "##", "b", "x", "#", "y"])
        XCTAssertEqual(tokens[0].0, .poundKeyword)
        XCTAssertEqual(tokens[4].0, .stringLiteral)
        XCTAssertEqual(tokens[10].0, .operator)
        XCTAssertEqual(tokens[15].0, .operator, "a # in code is not a directive")
    }

    func testContinuedDirectiveLinesStayInTheDirective() {
        let tokens = Self.tokens("#define A \\\n  #b\n#endif")
        let pounds = tokens.filter { $0.0 == .poundKeyword }.map(\.1)
        XCTAssertEqual(pounds, ["#define", "#endif"])
        XCTAssertTrue(tokens.contains { $0.0 == .backslash })
    }

    func testObjectiveCLiteralsAndAttributes() {
        let tokens = Self.significant(#"@interface A : B @end @"s\"" @[ @{ @( @selector(a:b:) 'x' L"w""#)
        XCTAssertEqual(tokens.map(\.0), [.attribute, .identifier, .colon, .identifier, .attribute, .stringLiteral,
                                         .operator, .leftBracket, .operator, .leftBrace, .operator, .leftParen,
                                         .attribute, .leftParen, .identifier, .colon, .identifier, .colon, .rightParen,
                                         .stringLiteral, .stringLiteral])
    }

    func testCommentsAndDocComments() {
        let tokens = Self.tokens("/** a */ /*! b */ /* c */ /// d\n//! e\n// f \\\ng\nh")
        XCTAssertEqual(tokens.filter { $0.0.isComment }.map(\.0), [.docBlockComment, .docBlockComment, .blockComment, .docLineComment,
                                                                   .docLineComment, .lineComment])
        XCTAssertEqual(tokens.filter { $0.0 == .lineComment }.first?.1, "// f \\\ng", "a backslash continues a line comment")
    }

    func testNumbers() {
        let tokens = Self.significant("1 0x1F 1.5f .5 1e10 1e+3 0x1p-2 10UL 07")
        XCTAssertEqual(tokens.map(\.0), [.integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral,
                                         .floatLiteral, .integerLiteral, .integerLiteral])
        XCTAssertEqual(Self.significant("1'000", cPlusPlus: true).map(\.1), ["1'000"])
    }

    func testCPlusPlusOnlyInObjectiveCPlusPlus() {
        XCTAssertEqual(Self.significant(#"R"x(a)")x""#, cPlusPlus: true).map(\.0), [.stringLiteral])
        XCTAssertEqual(Self.significant(#"R"x""#).map(\.0), [.identifier, .stringLiteral])
        XCTAssertEqual(Self.significant("a::b", cPlusPlus: true).map(\.1), ["a", "::", "b"])
        XCTAssertEqual(Self.significant("a::b").map(\.1), ["a", ":", ":", "b"])
        XCTAssertEqual(Self.significant("[X class] this", cPlusPlus: false).map(\.0), [.leftBracket, .identifier, .identifier, .rightBracket, .identifier])
        XCTAssertEqual(Self.significant("this", cPlusPlus: true).map(\.0), [.keyword])
    }

    func testPunctuatorsLongestFirst() {
        let text = "a<<=b>>=c...d->e++ --f<<g>>h<=i>=j==k!=l&&m||n+=o-=p*=q/=r%=s&=t|=u^=v.w?x:y~z<=>a->*b.*c"
        XCTAssertEqual(Self.significant(text).filter { $0.0 != .identifier }.map(\.1),
                       ["<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=",
                        "/=", "%=", "&=", "|=", "^=", ".", "?", ":", "~", "<=", ">", "->", "*", ".", "*"])
        XCTAssertEqual(Self.significant("a<=>b->*c.*d", cPlusPlus: true).filter { $0.0 != .identifier }.map(\.1), ["<=>", "->*", ".*"])
        XCTAssertEqual(Self.significant("a.b..c").map(\.0), [.identifier, .period, .identifier, .period, .period, .identifier])
    }

    func testKeywordsOfEveryLengthAndTheirNearMisses() {
        let keywords = "do if int self YES NO NULL _Bool continue _Nonnull _Nullable __bridge_transfer _Null_unspecified __unsafe_unretained"
        XCTAssertEqual(Set(Self.significant(keywords).map(\.0)), [.keyword])
        let names = "d i in sel selfish Self yes NSString returns __bridge_transfers _Null_unspecifie instancetype"
        XCTAssertEqual(Set(Self.significant(names).map(\.0)), [.identifier])
        XCTAssertEqual(Self.significant("reinterpret_cast bool", cPlusPlus: true).map(\.0), [.keyword, .keyword])
        XCTAssertEqual(Self.significant("reinterpret_cast bool").map(\.0), [.identifier, .identifier])
    }

    func testObjectiveCSourceFileUsesTheObjectiveCLexer() {
        let file = SourceFile.objectiveC(path: "A.m", bytes: Array("#import \"A.h\"\n@end\n".utf8))
        XCTAssertEqual(file.tokens.kinds.first, .poundKeyword)
        XCTAssertEqual(file.lineEnding, "\n")
    }
}
