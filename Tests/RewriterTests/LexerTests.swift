import XCTest
@testable import Rewriter

/// Token kinds and exact texts for the constructs that are easy to get wrong.
final class LexerTests: XCTestCase {
    typealias T = (TokenKind, String)

    func assertTokens(_ text: String, _ expected: [T], file: StaticString = #filePath, line: UInt = #line) {
        let actual = LexerTestSupport.significant(text)
        let render: ([T]) -> String = { $0.map { "\($0.0) \($0.1.debugDescription)" }.joined(separator: "\n") }
        XCTAssertEqual(render(actual), render(expected), file: file, line: line)
    }

    /// The significant tokens of `text` whose kind is `kind`, as texts.
    func texts(_ text: String, _ kind: TokenKind) -> [String] {
        LexerTestSupport.significant(text).filter { $0.0 == kind }.map(\.1)
    }

    func testRoundTripAndBasicKinds() {
        let text = "let x = \"a\\(b ? \"x\" : \"\\(c)\")\" // hi\r\n@State var y = 0x1.8p3 / 2\n"
        XCTAssertNil(LexerTestSupport.roundTripDefect(Array(text.utf8)))
        XCTAssertEqual(LexerTestSupport.significant(text).map(\.0),
                       [.keyword, .identifier, .operator, .stringLiteral, .attribute, .keyword,
                        .identifier, .operator, .floatLiteral, .operator, .integerLiteral])
    }

    // MARK: Strings

    /// The words that declare types are keyword tokens wherever they stand (a rule looks for them
    /// among keywords only); `actor`, contextual, is an identifier.
    func testTypeDeclaringWordsAreKeywordTokensEverywhere() {
        let text = "struct A {}; x.class; public final class B: C {} enum E { case a }\nextension D where T: protocol<P> {}\n"
            + "protocol Q {}; let s = Self.struct; @objc class F {} f(enum: 1) actor G {}"
        let tokens = Lexer.tokenize(Array(text.utf8))
        let bytes = Array(text.utf8)
        for i in 0..<tokens.count {
            let word = String(decoding: bytes[tokens.start(i)..<tokens.end(i)], as: UTF8.self)
            if ["struct", "class", "enum", "extension", "protocol"].contains(word) {
                XCTAssertEqual(tokens.kinds[i], .keyword, "\(word) at \(tokens.start(i))")
            }
            if word == "actor" { XCTAssertEqual(tokens.kinds[i], .identifier) }
        }
    }

    func testInterpolationWithNestedStringsIsOneToken() {
        assertTokens(#""\(a ? "x" : "\(b)")""#, [(.stringLiteral, #""\(a ? "x" : "\(b)")""#)])
        assertTokens(#"f("a\(")")b", x)"#, [
            (.identifier, "f"), (.leftParen, "("), (.stringLiteral, #""a\(")")b""#), (.comma, ","),
            (.identifier, "x"), (.rightParen, ")"),
        ])
        assertTokens(#""\(f(g(1), (2)))" + "\(d["k"] ?? "none")""#, [
            (.stringLiteral, #""\(f(g(1), (2)))""#), (.operator, "+"), (.stringLiteral, #""\(d["k"] ?? "none")""#),
        ])
    }

    func testCommentsAndRegexInsideInterpolation() {
        assertTokens(#""\(x /* ) " */ + 1)""#, [(.stringLiteral, #""\(x /* ) " */ + 1)""#)])
        assertTokens(#""\(s.firstMatch(of: /[)"]+/))" + x"#, [
            (.stringLiteral, #""\(s.firstMatch(of: /[)"]+/))""#), (.operator, "+"), (.identifier, "x"),
        ])
    }

    func testRawStrings() {
        assertTokens(##"#"\#(x) "q" \(not)"#"##, [(.stringLiteral, ##"#"\#(x) "q" \(not)"#"##)])
        assertTokens(###"##"a "# b"## + c"###, [(.stringLiteral, ###"##"a "# b"##"###), (.operator, "+"), (.identifier, "c")])
        assertTokens(##"#"\#(#"in \#(y)"#)"#"##, [(.stringLiteral, ##"#"\#(#"in \#(y)"#)"#"##)])
    }

    func testRawStringThatLooksMultiline() {
        assertTokens(##"f(#"""#, #""""x""#)"##, [
            (.identifier, "f"), (.leftParen, "("), (.stringLiteral, ##"#"""#"##), (.comma, ","),
            (.stringLiteral, ##"#""""x""#"##), (.rightParen, ")"),
        ])
        let multi = "#\"\"\"\n a \"# \n\"\"\"#"
        XCTAssertEqual(texts(multi, .stringLiteral), [multi])
    }

    func testMultilineStrings() {
        let text = "let s = \"\"\"\n  a \"\" b \\\"\"\"\n  \\(f(\"\"\"\n    x\n    \"\"\"))\n  \"\"\"\nlet t = 1"
        let strings = texts(text, .stringLiteral)
        XCTAssertEqual(strings, ["\"\"\"\n  a \"\" b \\\"\"\"\n  \\(f(\"\"\"\n    x\n    \"\"\"))\n  \"\"\""])
        XCTAssertEqual(texts(text, .keyword), ["let", "let"])
        // A newline inside the interpolation of a multi-line string is fine.
        XCTAssertEqual(texts("\"\"\"\n\\(a +\n b)\n\"\"\"", .stringLiteral).count, 1)
    }

    /// String bodies are scanned several bytes at a time: each delimiter, escape, interpolation and
    /// line break is found at every offset from the literal's start and from the end of the input.
    func testStringDelimitersAtEveryOffset() {
        for k in 0..<20 {
            let pad = String(repeating: "a", count: k), tail = String(repeating: "b", count: k % 9)
            let plain = "\"" + pad + "\""
            assertTokens("f(" + plain + ", x)", [
                (.identifier, "f"), (.leftParen, "("), (.stringLiteral, plain), (.comma, ","), (.identifier, "x"), (.rightParen, ")"),
            ])
            let escaped = "\"" + pad + "\\\"" + tail + "\""
            assertTokens(escaped + " + y", [(.stringLiteral, escaped), (.operator, "+"), (.identifier, "y")])
            let interpolated = "\"" + pad + "\\(g(\"" + tail + "\"))" + tail + "\""
            assertTokens(interpolated + " + y", [(.stringLiteral, interpolated), (.operator, "+"), (.identifier, "y")])
            let raw = "#\"" + pad + "\"" + tail + "\"#"
            assertTokens(raw + " + y", [(.stringLiteral, raw), (.operator, "+"), (.identifier, "y")])
            let multiline = "\"\"\"\n" + pad + "\"\"" + tail + "\r\n\"\"\""
            assertTokens(multiline + " + y", [(.stringLiteral, multiline), (.operator, "+"), (.identifier, "y")])
            assertTokens("\"" + pad + "\nz", [(.error, "\"" + pad), (.identifier, "z")])
            assertTokens("\"" + pad + "\rz", [(.error, "\"" + pad), (.identifier, "z")])
            assertTokens("\"" + pad, [(.error, "\"" + pad)])
            assertTokens("\"" + pad + "\\", [(.error, "\"" + pad + "\\")])
        }
    }

    func testUnterminatedLiteralsBecomeErrorsAndLexingGoesOn() {
        assertTokens("let s = \"abc\nlet t = 2", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.error, "\"abc"),
            (.keyword, "let"), (.identifier, "t"), (.operator, "="), (.integerLiteral, "2"),
        ])
        // A single-line string may not continue on the next line, even inside an interpolation.
        assertTokens("\"a \\(f(\nx", [(.error, "\"a \\(f("), (.identifier, "x")])
        assertTokens("\"\"\"\nabc", [(.error, "\"\"\"\nabc")])
        assertTokens("/* a /* b */", [(.error, "/* a /* b */")])
        assertTokens("#\"abc\"", [(.error, "#\"abc\"")])
        assertTokens("\"abc", [(.error, "\"abc")])
    }

    // MARK: Regex literals and division

    func testDivisionIsNotRegex() {
        assertTokens("a / b / c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")])
        assertTokens("x/y/z", [(.identifier, "x"), (.operator, "/"), (.identifier, "y"), (.operator, "/"), (.identifier, "z")])
        assertTokens("f(1) / g(2) / h", [
            (.identifier, "f"), (.leftParen, "("), (.integerLiteral, "1"), (.rightParen, ")"), (.operator, "/"),
            (.identifier, "g"), (.leftParen, "("), (.integerLiteral, "2"), (.rightParen, ")"), (.operator, "/"),
            (.identifier, "h"),
        ])
        assertTokens("{ $0 / 2 }", [(.leftBrace, "{"), (.dollarIdentifier, "$0"), (.operator, "/"), (.integerLiteral, "2"), (.rightBrace, "}")])
        assertTokens("x! / y", [(.identifier, "x"), (.operator, "!"), (.operator, "/"), (.identifier, "y")])
        assertTokens("a /= 2", [(.identifier, "a"), (.operator, "/="), (.integerLiteral, "2")])
        assertTokens("self / 2", [(.keyword, "self"), (.operator, "/"), (.integerLiteral, "2")])
        // Prefix-shaped but unterminated on its line: an operator.
        assertTokens("w = total /2", [(.identifier, "w"), (.operator, "="), (.identifier, "total"), (.operator, "/"), (.integerLiteral, "2")])
        // An unbalanced ")" means the "/" sits inside a call.
        assertTokens("f(x, /y) / z", [
            (.identifier, "f"), (.leftParen, "("), (.identifier, "x"), (.comma, ","), (.operator, "/"), (.identifier, "y"),
            (.rightParen, ")"), (.operator, "/"), (.identifier, "z"),
        ])
        // A regex may not end with a space.
        assertTokens("(/a /)", [(.leftParen, "("), (.operator, "/"), (.identifier, "a"), (.operator, "/"), (.rightParen, ")")])
    }

    func testRegexLiterals() {
        assertTokens("x = /ab+/", [(.identifier, "x"), (.operator, "="), (.regexLiteral, "/ab+/")])
        assertTokens(#"f(/[a-z]+/, /\d{2}\//)"#, [
            (.identifier, "f"), (.leftParen, "("), (.regexLiteral, "/[a-z]+/"), (.comma, ","),
            (.regexLiteral, #"/\d{2}\//"#), (.rightParen, ")"),
        ])
        assertTokens("[/a/, /b/]", [(.leftBracket, "["), (.regexLiteral, "/a/"), (.comma, ","), (.regexLiteral, "/b/"), (.rightBracket, "]")])
        assertTokens("try? /x/.m", [(.keyword, "try"), (.operator, "?"), (.regexLiteral, "/x/"), (.period, "."), (.identifier, "m")])
        assertTokens("!/abc/", [(.operator, "!"), (.regexLiteral, "/abc/")])
        assertTokens(#"return /[\/]/"#, [(.keyword, "return"), (.regexLiteral, #"/[\/]/"#)])
        // As in Swift, the first unescaped "/" closes the literal, even inside a class.
        assertTokens("(/[/]", [(.leftParen, "("), (.regexLiteral, "/[/"), (.rightBracket, "]")])
        assertTokens("case /a(b)c/:", [(.keyword, "case"), (.regexLiteral, "/a(b)c/"), (.colon, ":")])
    }

    func testExtendedRegexLiterals() {
        assertTokens("#/a/b/#", [(.regexLiteral, "#/a/b/#")])
        assertTokens("##/x/# y/##.z", [(.regexLiteral, "##/x/# y/##"), (.period, "."), (.identifier, "z")])
        let multi = "let r = #/\n  (?<n>\\d+) # comment\n  /#\nlet q = 1"
        XCTAssertEqual(texts(multi, .regexLiteral), ["#/\n  (?<n>\\d+) # comment\n  /#"])
        XCTAssertEqual(texts(multi, .keyword), ["let", "let"])
        // Unterminated: an error to the end of the line; a multi-line one stops at its first line.
        assertTokens("#/abc\nx", [(.error, "#/abc"), (.identifier, "x")])
        assertTokens("#/  \nx", [(.error, "#/  "), (.identifier, "x")])
    }

    func testOperatorDeclarationsKeepSlashAnOperator() {
        assertTokens("func / (a: A, b: A)", [
            (.keyword, "func"), (.operator, "/"), (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.identifier, "A"),
            (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "A"), (.rightParen, ")"),
        ])
        assertTokens("prefix operator /^/", [(.identifier, "prefix"), (.keyword, "operator"), (.operator, "/^/")])
    }

    func testCommentAfterOperatorSplitsIt() {
        assertTokens("a +// c\nb", [(.identifier, "a"), (.operator, "+"), (.identifier, "b")])
        XCTAssertEqual(LexerTestSupport.tokens(Array("a +// c".utf8)).map(\.0), [.identifier, .whitespace, .operator, .lineComment])
        XCTAssertEqual(LexerTestSupport.tokens(Array("a =/* c */b".utf8)).map(\.0), [.identifier, .whitespace, .operator, .blockComment, .identifier])
    }

    // MARK: Names, attributes, directives

    func testGenericsAndOptionals() {
        assertTokens("Array<Array<Int>>", [
            (.identifier, "Array"), (.operator, "<"), (.identifier, "Array"), (.operator, "<"), (.identifier, "Int"), (.operator, ">>"),
        ])
        assertTokens("a?.b!.c", [
            (.identifier, "a"), (.operator, "?"), (.period, "."), (.identifier, "b"), (.operator, "!"), (.period, "."), (.identifier, "c"),
        ])
        assertTokens("x ?? y", [(.identifier, "x"), (.operator, "??"), (.identifier, "y")])
        assertTokens("0..<n", [(.integerLiteral, "0"), (.operator, "..<"), (.identifier, "n")])
        assertTokens("(Int) -> Void", [(.leftParen, "("), (.identifier, "Int"), (.rightParen, ")"), (.operator, "->"), (.identifier, "Void")])
    }

    func testNamesAndAttributes() {
        assertTokens("@State private var `class` = $0 + $name", [
            (.attribute, "@State"), (.keyword, "private"), (.keyword, "var"), (.identifier, "`class`"), (.operator, "="),
            (.dollarIdentifier, "$0"), (.operator, "+"), (.dollarIdentifier, "$name"),
        ])
        assertTokens("@objc(tap:) func tap()", [
            (.attribute, "@objc"), (.leftParen, "("), (.identifier, "tap"), (.colon, ":"), (.rightParen, ")"),
            (.keyword, "func"), (.identifier, "tap"), (.leftParen, "("), (.rightParen, ")"),
        ])
        assertTokens("let café = π ∙ 変数", [(.keyword, "let"), (.identifier, "café"), (.operator, "="), (.identifier, "π"), (.operator, "∙"), (.identifier, "変数")])
        assertTokens("a ⊕\u{FE0F} b", [(.identifier, "a"), (.operator, "⊕\u{FE0F}"), (.identifier, "b")])
        assertTokens("`test a thing`()", [(.identifier, "`test a thing`"), (.leftParen, "("), (.rightParen, ")")])
        // Contextual keywords are identifiers, as in Swift's lexer.
        assertTokens("await open(u)", [(.identifier, "await"), (.identifier, "open"), (.leftParen, "("), (.identifier, "u"), (.rightParen, ")")])
    }

    func testPoundKeywords() {
        let text = "#if os(iOS)\n#elseif DEBUG\n#else\n#endif\n#selector(f) #available(iOS 17, *) #Preview #sourceLocation()"
        XCTAssertEqual(texts(text, .poundKeyword), ["#if", "#elseif", "#else", "#endif", "#selector", "#available", "#Preview", "#sourceLocation"])
    }

    // MARK: Numbers

    func testNumericLiterals() {
        let ints = "0 1_000 0x1F 0xFF_ff 0o17 0b1010_0101 007"
        XCTAssertEqual(texts(ints, .integerLiteral), ints.split(separator: " ").map(String.init))
        let floats = "1.5 1e10 1E-5 2.5e+3 1_0.0_1e1_0 0x1p4 0x1.8p3 0xA.Bp-2 0xFFp+1 0x1_0.f_fP1_0"
        XCTAssertEqual(texts(floats, .floatLiteral), floats.split(separator: " ").map(String.init))
        assertTokens("0xff.description 1.description t.0.1", [
            (.integerLiteral, "0xff"), (.period, "."), (.identifier, "description"),
            (.integerLiteral, "1"), (.period, "."), (.identifier, "description"),
            (.identifier, "t"), (.period, "."), (.integerLiteral, "0"), (.period, "."), (.integerLiteral, "1"),
        ])
        XCTAssertEqual(texts("0b102 12px 0x 0o8", .error), ["0b102", "12px", "0x", "0o8"])
    }

    // MARK: Trivia

    func testTrivia() {
        let text = "\u{FEFF}#!/usr/bin/swift\r\n\t// c\r/// d\n/** e */ /* f /* g */ */\u{0B}x"
        XCTAssertEqual(LexerTestSupport.tokens(Array(text.utf8)).map(\.0), [
            .byteOrderMark, .shebang, .newline, .whitespace, .lineComment, .newline, .docLineComment, .newline,
            .docBlockComment, .whitespace, .blockComment, .whitespace, .identifier,
        ])
        XCTAssertEqual(LexerTestSupport.tokens(Array("a\r\nb\rc\n".utf8)).filter { $0.0 == .newline }.map(\.1), ["\r\n", "\r", "\n"])
        // A no-break space is whitespace, not part of a name.
        XCTAssertEqual(LexerTestSupport.tokens(Array("a\u{00A0}b".utf8)).map(\.0), [.identifier, .whitespace, .identifier])
    }

    /// The token each ASCII byte starts, followed by a letter and a space, from Swift's grammar: the
    /// lexer's dispatch goes through a table of what a first byte means, and a byte put in the wrong
    /// row would lex as something else here.
    func testTokenKindStartedByEachASCIIByte() {
        let operators = Set("/=-+!*%<>&|^~?".utf8)
        for byte in UInt8(0)..<0x80 {
            let expected: [TokenKind]
            switch byte {
            case 0x09, 0x0B, 0x0C, 0x20: expected = [.whitespace]
            case 0x0A, 0x0D: expected = [.newline]
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                expected = [.identifier]
            case UInt8(ascii: "0")...UInt8(ascii: "9"): expected = [.integerLiteral]
            case UInt8(ascii: "("): expected = [.leftParen]
            case UInt8(ascii: ")"): expected = [.rightParen]
            case UInt8(ascii: "["): expected = [.leftBracket]
            case UInt8(ascii: "]"): expected = [.rightBracket]
            case UInt8(ascii: "{"): expected = [.leftBrace]
            case UInt8(ascii: "}"): expected = [.rightBrace]
            case UInt8(ascii: ","): expected = [.comma]
            case UInt8(ascii: ":"): expected = [.colon]
            case UInt8(ascii: ";"): expected = [.semicolon]
            case UInt8(ascii: "\\"): expected = [.backslash]
            case UInt8(ascii: "."): expected = [.period]
            case UInt8(ascii: "@"): expected = [.attribute]
            case UInt8(ascii: "$"): expected = [.dollarIdentifier]
            case UInt8(ascii: "#"): expected = [.poundKeyword]
            // An unterminated string, and a backtick with no closing one.
            case UInt8(ascii: "\""), UInt8(ascii: "`"): expected = [.error]
            case _ where operators.contains(byte): expected = [.operator]
            default: expected = [.error]
            }
            // A digit is followed by a space: `0a` is a malformed number, an error as in Swift.
            let follower = ASCII.isDigit(byte) ? [UInt8(ascii: " ")] : [UInt8(ascii: "a"), UInt8(ascii: " ")]
            let first = LexerTestSupport.tokens([byte] + follower).first.map(\.0)
            XCTAssertEqual(first.map { [$0] }, expected, "byte \(byte)")
        }
        // Bytes from 0x80: an identifier when they start one in UTF-8, whitespace for a no-break
        // space, an operator for an operator character, an error when they are not UTF-8.
        XCTAssertEqual(LexerTestSupport.tokens(Array("éa ".utf8)).first?.0, .identifier)
        XCTAssertEqual(LexerTestSupport.tokens(Array("\u{00A0}a".utf8)).first?.0, .whitespace)
        XCTAssertEqual(LexerTestSupport.tokens(Array("≤a".utf8)).first?.0, .operator)
        XCTAssertEqual(LexerTestSupport.tokens([0x80, 0x61]).first?.0, .error)
        XCTAssertEqual(LexerTestSupport.tokens([0xFF, 0x61]).first?.0, .error)
    }

    func testInvalidUTF8AndControlBytesAreErrors() {
        let bytes: [UInt8] = Array("let a = ".utf8) + [0xFF, 0xC0, 0x80] + Array(" + b\u{07}".utf8)
        let tokens = LexerTestSupport.tokens(bytes)
        XCTAssertNil(LexerTestSupport.roundTripDefect(bytes))
        XCTAssertEqual(tokens.filter { $0.0 == .error }.count, 2)
        XCTAssertEqual(tokens.filter { $0.0 == .identifier }.map(\.1), ["a", "b"])
    }
}

final class KeywordTableTests: XCTestCase {
    func testEveryReservedWordIsAKeywordAndNothingElse() {
        for word in Keywords.all {
            XCTAssertEqual(LexerTestSupport.significant(word).map(\.0), [.keyword], word)
        }
        let near = Keywords.all.flatMap { [$0 + "s", String($0.dropLast()), $0.uppercased(), "_" + $0] }
            .filter { !Keywords.all.contains($0) }
        for word in near + ["async", "await", "open", "some", "any", "get", "set", "actor", "macro", "consume"] {
            XCTAssertEqual(LexerTestSupport.significant(word).map(\.0), [.identifier], word)
        }
    }
}
