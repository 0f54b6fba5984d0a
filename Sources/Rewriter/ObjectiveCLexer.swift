/// Objective-C (and Objective-C++) lexer: UTF-8 bytes in, the same flat token list the Swift
/// lexer produces out.
///
/// Like `Lexer`, it never throws and never loses a byte: the tokens tile the input. Kinds:
/// comments and whitespace are trivia (`/** */` and `///` are doc comments); `@"..."`, `"..."`,
/// character literals, `<...>` after `#import`/`#include` and C++ raw strings are one
/// `.stringLiteral` each; `@interface`, `@end`, `@selector`, `@available` are `.attribute`s, and
/// a lone `@` (as in `@[`, `@{`, `@(`) is an `.operator`; C keywords are `.keyword`s.
///
/// A preprocessor directive starts with a `.poundKeyword` token holding `#` and its name
/// (`#import`, `#if`, `#pragma`, `#  endif`); the rest of its line follows as ordinary tokens, a
/// line continuation being a `.backslash` before the `.newline`. `ObjectiveCDirectives` reads them.
///
/// What is not valid (an unterminated string or comment, invalid UTF-8, a stray control byte)
/// becomes an `.error` token, and lexing goes on. Time is linear in the input.
public enum ObjectiveCLexer {
    /// `cPlusPlus`: an Objective-C++ file (`.mm`), where `R"x(...)x"` is a raw string and `'` may
    /// separate digits.
    public static func tokenize(_ bytes: [UInt8], cPlusPlus: Bool = false) -> TokenList {
        precondition(bytes.count < Int(TokenStarts.wideFlag), "files must be smaller than 2 GB")
        return bytes.withUnsafeBufferPointer { buffer in
            var state = ObjectiveCLexerState(buffer, cPlusPlus: cPlusPlus)
            state.run()
            state.starts.append(UInt32(buffer.count))
            return TokenList(kinds: state.kinds, starts: state.starts)
        }
    }

    /// Whether a path names an Objective-C++ file.
    public static func isObjectiveCPlusPlus(path: String) -> Bool { path.hasSuffix(".mm") }
}

extension SourceFile {
    /// An Objective-C source or header, lexed by `ObjectiveCLexer` (`.mm` as Objective-C++).
    public static func objectiveC(path: String, bytes: [UInt8]) -> SourceFile {
        SourceFile(path: path, bytes: bytes,
                   tokens: ObjectiveCLexer.tokenize(bytes, cPlusPlus: ObjectiveCLexer.isObjectiveCPlusPlus(path: path)))
    }
}

struct ObjectiveCLexerState {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    let cPlusPlus: Bool
    var pos = 0
    var kinds: [TokenKind] = []
    var starts: [UInt32] = []
    /// Only whitespace and comments so far on this line: a `#` here starts a directive.
    var atLineStart = true
    /// Inside a directive, up to the end of its (continued) line.
    var inDirective = false
    /// The directive is `#import`, `#include` or `#include_next`: `<...>` is a header name.
    var expectsHeaderName = false

    init(_ p: UnsafeBufferPointer<UInt8>, cPlusPlus: Bool) {
        self.p = p
        self.n = p.count
        self.cPlusPlus = cPlusPlus
        kinds.reserveCapacity(p.count / 4 + 16)
        starts.reserveCapacity(p.count / 4 + 17)
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? p[i] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        kinds.append(kind)
        starts.append(UInt32(start))
        if !kind.isTrivia {
            atLineStart = false
            if kind != .poundKeyword && kind != .stringLiteral { expectsHeaderName = false }
        }
    }

    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        while pos < n { lexOne() }
    }

    mutating func lexOne() {
        let start = pos
        let c = p[pos]
        switch c {
        case ASCII.space, ASCII.tab, ASCII.vt, ASCII.ff:
            pos += 1
            while pos < n, ASCII.isHorizontalSpace(p[pos]) { pos += 1 }
            emit(.whitespace, from: start)
        case ASCII.lf, ASCII.cr:
            pos += (c == ASCII.cr && at(pos + 1) == ASCII.lf) ? 2 : 1
            // A newline after a line continuation keeps the directive going.
            if !(inDirective && kinds.last == .backslash) {
                inDirective = false
                expectsHeaderName = false
            }
            emit(.newline, from: start)
            if !inDirective { atLineStart = true }
        case ASCII.slash:
            if at(pos + 1) == ASCII.slash {
                let isDoc = (at(pos + 2) == ASCII.slash && at(pos + 3) != ASCII.slash) || at(pos + 2) == ASCII.bang
                skipLineComment()
                emit(isDoc ? .docLineComment : .lineComment, from: start)
            } else if at(pos + 1) == ASCII.star {
                let third = at(pos + 2), fourth = at(pos + 3)
                let isDoc = (third == ASCII.star && fourth != ASCII.star && fourth != ASCII.slash) || third == ASCII.bang
                if skipBlockComment() {
                    emit(isDoc ? .docBlockComment : .blockComment, from: start)
                } else {
                    emit(.error, from: start)
                }
            } else {
                lexPunctuator()
            }
        case ASCII.quote, 0x27: // " '
            lexQuoted(from: start, quote: c)
        case ASCII.hash:
            if atLineStart && !inDirective {
                lexDirectiveName()
            } else {
                pos += at(pos + 1) == ASCII.hash ? 2 : 1
                emit(.operator, from: start)
            }
        case ASCII.at:
            if at(pos + 1) == ASCII.quote {
                pos += 1
                lexQuoted(from: start, quote: ASCII.quote)
            } else if startsIdentifier(pos + 1) {
                pos += 1
                skipIdentifierBody()
                emit(.attribute, from: start)
            } else {
                pos += 1
                emit(.operator, from: start)
            }
        case ASCII.lt where expectsHeaderName:
            lexHeaderName(from: start)
        case ASCII.zero...ASCII.nine:
            emit(lexNumber(), from: start)
        case ASCII.dot where ASCII.isDigit(at(pos + 1)):
            emit(lexNumber(), from: start)
        case ASCII.lparen: pos += 1; emit(.leftParen, from: start)
        case ASCII.rparen: pos += 1; emit(.rightParen, from: start)
        case ASCII.lbracket: pos += 1; emit(.leftBracket, from: start)
        case ASCII.rbracket: pos += 1; emit(.rightBracket, from: start)
        case ASCII.lbrace: pos += 1; emit(.leftBrace, from: start)
        case ASCII.rbrace: pos += 1; emit(.rightBrace, from: start)
        case ASCII.comma: pos += 1; emit(.comma, from: start)
        case ASCII.semicolon: pos += 1; emit(.semicolon, from: start)
        case ASCII.backslash: pos += 1; emit(.backslash, from: start)
        case ASCII.colon:
            if cPlusPlus && at(pos + 1) == ASCII.colon {
                pos += 2
                emit(.operator, from: start)
            } else {
                pos += 1
                emit(.colon, from: start)
            }
        default:
            if ASCII.isIdentifierHead(c) || c == ASCII.dollar {
                lexIdentifier(from: start)
            } else if c >= 0x80 {
                if startsIdentifier(pos) {
                    lexIdentifier(from: start)
                } else if let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isWhitespace(scalar) {
                    // Clang reads a no-break space and the like as whitespace.
                    pos += length
                    emit(.whitespace, from: start)
                } else {
                    // Invalid UTF-8 or a scalar no identifier may hold: one error token for the run.
                    pos += 1
                    while pos < n, p[pos] >= 0x80, !startsIdentifier(pos) { pos += 1 }
                    emit(.error, from: start)
                }
            } else if Self.isPunctuator(c) {
                lexPunctuator()
            } else {
                pos += 1
                emit(.error, from: start)
            }
        }
    }

    // MARK: Names

    @inline(__always) func startsIdentifier(_ i: Int) -> Bool {
        let c = at(i)
        if c < 0x80 { return ASCII.isIdentifierHead(c) || c == ASCII.dollar }
        guard i < n, let (scalar, _) = UTF8Scalar.decode(p, i) else { return false }
        return UTF8Scalar.isIdentifierCharacter(scalar)
    }

    mutating func skipIdentifierBody() {
        // Letters, digits and underscores (nearly every name byte) eight at a time; `$` and
        // non-ASCII bytes are looked at one by one below.
        if let base = p.baseAddress {
            while pos + 8 <= n {
                let others = SWAR.nonIdentifierBytes(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: pos, as: UInt64.self))
                if others != 0 { pos += SWAR.firstFlagged(others); break }
                pos += 8
            }
        }
        while pos < n {
            let c = p[pos]
            if ASCII.isIdentifierBody(c) || c == ASCII.dollar {
                pos += 1
            } else if c >= 0x80, let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isIdentifierCharacter(scalar) {
                pos += length
            } else {
                break
            }
        }
    }

    mutating func lexIdentifier(from start: Int) {
        skipIdentifierBody()
        let length = pos - start
        // String and character prefixes: L"", u"", U"", u8"", and C++ raw strings R"x(...)x".
        if length <= 3, at(pos) == ASCII.quote || at(pos) == 0x27 {
            let prefix = Array(p[start..<pos])
            let isRaw = cPlusPlus && prefix.last == 0x52 && [[0x52], [0x4C, 0x52], [0x75, 0x52], [0x55, 0x52], [0x75, 0x38, 0x52]].contains(prefix)
            if isRaw, at(pos) == ASCII.quote {
                lexRawString(from: start)
                return
            }
            if [[0x4C], [0x75], [0x55], [0x75, 0x38]].contains(prefix) {
                lexQuoted(from: start, quote: p[pos])
                return
            }
        }
        emit(ObjectiveCKeywords.isKeyword(p, start, pos, cPlusPlus: cPlusPlus) ? .keyword : .identifier, from: start)
    }

    /// `#` and the directive's name (spaces between them included).
    mutating func lexDirectiveName() {
        let start = pos
        pos += 1
        while pos < n, p[pos] == ASCII.space || p[pos] == ASCII.tab { pos += 1 }
        let nameStart = pos
        while pos < n, ASCII.isIdentifierBody(p[pos]) { pos += 1 }
        let name = p[nameStart..<pos]
        if pos == nameStart { pos = start + 1 } // a null directive, or `# 1 "file"` line markers
        inDirective = true
        expectsHeaderName = name.elementsEqual("import".utf8) || name.elementsEqual("include".utf8)
            || name.elementsEqual("include_next".utf8)
        emit(.poundKeyword, from: start)
    }

    /// `<...>` up to the line's end; an unterminated one is an operator, as in an expression.
    mutating func lexHeaderName(from start: Int) {
        var i = pos + 1
        while i < n, p[i] != ASCII.gt, p[i] != ASCII.lf, p[i] != ASCII.cr { i += 1 }
        if i < n, p[i] == ASCII.gt {
            pos = i + 1
            emit(.stringLiteral, from: start)
        } else {
            lexPunctuator()
        }
    }

    // MARK: Literals

    /// A string or character literal from `start` (which may hold a prefix); `pos` is at the quote.
    /// A line break before the closing quote ends an unterminated literal, as an error token.
    mutating func lexQuoted(from start: Int, quote: UInt8) {
        pos += 1
        while pos < n {
            let c = p[pos]
            if c == quote {
                pos += 1
                emit(.stringLiteral, from: start)
                return
            }
            if c == ASCII.backslash {
                // An escape, or a line continuation (backslash, newline).
                pos += 1
                if at(pos) == ASCII.cr && at(pos + 1) == ASCII.lf { pos += 2 } else if pos < n { pos += 1 }
                continue
            }
            if c == ASCII.lf || c == ASCII.cr { break }
            pos += 1
        }
        if inDirective {
            // Text, not code (`#pragma mark - Application's state`, `#error don't`): the quote
            // stands alone, as the preprocessor reads it.
            pos = start + 1
            while p[pos - 1] != ASCII.quote && p[pos - 1] != 0x27 { pos += 1 }
            emit(.operator, from: start)
            return
        }
        emit(.error, from: start)
    }

    /// `R"delim(...)delim"` (with an optional encoding prefix); unterminated runs to the end.
    mutating func lexRawString(from start: Int) {
        let quote = pos
        var i = quote + 1
        while i < n, i - quote <= 17, p[i] != ASCII.lparen, p[i] != ASCII.quote, p[i] != ASCII.backslash,
              p[i] != ASCII.space, p[i] != ASCII.lf, p[i] != ASCII.cr, p[i] != ASCII.rparen { i += 1 }
        guard i < n, p[i] == ASCII.lparen, i - quote <= 17 else {
            // Not a raw string after all: the prefix is a name and the string stands alone.
            emit(.identifier, from: start)
            return
        }
        let delimiter = Array(p[(quote + 1)..<i])
        var j = i + 1
        while j < n {
            if p[j] == ASCII.rparen, j + delimiter.count + 1 < n + 1,
               delimiter.indices.allSatisfy({ j + 1 + $0 < n && p[j + 1 + $0] == delimiter[$0] }),
               at(j + 1 + delimiter.count) == ASCII.quote {
                pos = j + delimiter.count + 2
                emit(.stringLiteral, from: start)
                return
            }
            j += 1
        }
        pos = n
        emit(.error, from: start)
    }

    /// A preprocessing number: digits, letters, `_`, `.`, signed exponents and, in C++, `'`
    /// between digits. A fraction or an exponent makes it a float.
    mutating func lexNumber() -> TokenKind {
        let start = pos
        let hex = p[pos] == ASCII.zero && (at(pos + 1) | 0x20) == 0x78
        var isFloat = p[pos] == ASCII.dot
        pos += 1
        while pos < n {
            let c = p[pos]
            let lower = c | 0x20
            if (lower == 0x65 && !hex) || (lower == 0x70 && hex), at(pos + 1) == ASCII.plus || at(pos + 1) == ASCII.minus {
                isFloat = true
                pos += 2
            } else if ASCII.isIdentifierBody(c) {
                if (lower == 0x65 && !hex) || (lower == 0x70 && hex) { isFloat = isFloat || ASCII.isDigit(at(pos + 1)) }
                pos += 1
            } else if c == ASCII.dot {
                isFloat = true
                pos += 1
            } else if c == 0x27, cPlusPlus, ASCII.isIdentifierBody(at(pos + 1)), pos > start {
                pos += 1
            } else {
                break
            }
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    // MARK: Comments

    /// A `//` comment to the line's end; a backslash right before the line break continues it.
    mutating func skipLineComment() {
        while pos < n {
            let c = p[pos]
            if c == ASCII.lf || c == ASCII.cr {
                guard p[pos - 1] == ASCII.backslash else { return }
                pos += (c == ASCII.cr && at(pos + 1) == ASCII.lf) ? 2 : 1
                continue
            }
            pos += 1
        }
    }

    /// A `/* */` comment (C comments do not nest); false when it runs to the end unterminated.
    mutating func skipBlockComment() -> Bool {
        pos += 2
        while pos < n {
            if p[pos] == ASCII.star && at(pos + 1) == ASCII.slash {
                pos += 2
                return true
            }
            pos += 1
        }
        return false
    }

    // MARK: Punctuators

    /// `+-*/%=<>!&|^~?.`, as bits by byte value (all below 128).
    static let punctuatorBits: (low: UInt64, high: UInt64) = {
        var bits: (low: UInt64, high: UInt64) = (0, 0)
        for b in "+-*/%=<>!&|^~?.".utf8 {
            if b < 64 { bits.low |= 1 << UInt64(b) } else { bits.high |= 1 << UInt64(b - 64) }
        }
        return bits
    }()

    @inline(__always) static func isPunctuator(_ c: UInt8) -> Bool {
        c < 64 ? punctuatorBits.low >> UInt64(c) & 1 != 0 : c < 128 && punctuatorBits.high >> UInt64(c - 64) & 1 != 0
    }

    /// An operator of one to three bytes, the longest that matches: `<<=`, `>>=`, `...`, `->`, `++`,
    /// `--`, `<<`, `>>`, `<=`, `>=`, `==`, `!=`, `&&`, `||` and the compound assignments; in
    /// Objective-C++ also `->*`, `<=>` and `.*`. A lone `.` is a period.
    mutating func lexPunctuator() {
        let start = pos
        let c = p[pos], d = at(pos + 1), e = at(pos + 2)
        var length = 1
        switch c {
        case ASCII.lt:
            if d == ASCII.lt { length = e == ASCII.equal ? 3 : 2 } else if d == ASCII.equal { length = cPlusPlus && e == ASCII.gt ? 3 : 2 }
        case ASCII.gt:
            if d == ASCII.gt { length = e == ASCII.equal ? 3 : 2 } else if d == ASCII.equal { length = 2 }
        case ASCII.dot:
            if d == ASCII.dot && e == ASCII.dot { length = 3 } else if cPlusPlus && d == ASCII.star { length = 2 }
        case ASCII.minus:
            if d == ASCII.gt { length = cPlusPlus && e == ASCII.star ? 3 : 2 } else if d == ASCII.minus || d == ASCII.equal { length = 2 }
        case ASCII.plus:
            if d == ASCII.plus || d == ASCII.equal { length = 2 }
        case ASCII.ampersand:
            if d == ASCII.ampersand || d == ASCII.equal { length = 2 }
        case ASCII.pipe:
            if d == ASCII.pipe || d == ASCII.equal { length = 2 }
        case ASCII.equal, ASCII.bang, ASCII.star, ASCII.slash, ASCII.percent, ASCII.caret:
            if d == ASCII.equal { length = 2 }
        default:
            break
        }
        pos += length
        emit(length == 1 && c == ASCII.dot ? .period : .operator, from: start)
    }
}

extension ASCII {
    static let lt: UInt8 = 0x3C, gt: UInt8 = 0x3E, percent: UInt8 = 0x25, ampersand: UInt8 = 0x26
    static let caret: UInt8 = 0x5E, pipe: UInt8 = 0x7C
}
