/// Swift lexer: UTF-8 bytes in, a flat token list out.
///
/// It never throws and never loses a byte: concatenating the tokens' bytes
/// gives back the input exactly. What it cannot make sense of (invalid UTF-8,
/// stray control bytes, unterminated literals and comments) becomes `.error`
/// tokens, and lexing goes on. It runs in one pass over the bytes; nested
/// literals use an explicit stack, so deep nesting cannot overflow the call stack.
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenList {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer)
            lexer.run()
            return TokenList(kinds: lexer.kinds, starts: lexer.starts)
        }
    }
}

// ASCII constants keep the hot loop readable without Character conversions.
@usableFromInline enum ASCII {
    static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, vt: UInt8 = 0x0B, ff: UInt8 = 0x0C, cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20, bang: UInt8 = 0x21, quote: UInt8 = 0x22, hash: UInt8 = 0x23
    static let dollar: UInt8 = 0x24, lparen: UInt8 = 0x28, rparen: UInt8 = 0x29, star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E, slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30, nine: UInt8 = 0x39, colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B
    static let equal: UInt8 = 0x3D, question: UInt8 = 0x3F, at: UInt8 = 0x40
    static let lbracket: UInt8 = 0x5B, backslash: UInt8 = 0x5C, rbracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F, backtick: UInt8 = 0x60, lbrace: UInt8 = 0x7B, rbrace: UInt8 = 0x7D

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        c &- 0x30 < 10 || (c | 0x20) &- 0x61 < 6
    }
    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isIdentifierHead(_ c: UInt8) -> Bool { isLetter(c) || c == underscore }
    @inline(__always) static func isIdentifierBody(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) || c == underscore }
    /// ASCII operator characters (Swift's operator-head set minus the dot).
    @inline(__always) static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }
}

struct LexerState {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var kinds: [TokenKind] = []
    var starts: [UInt32] = []
    /// The last non-trivia token and whether trivia came between it and `pos`:
    /// both decide whether "/" opens a regex literal.
    var lastSignificant: TokenKind? = nil
    var lastSignificantStart = 0
    var triviaSinceSignificant = false

    init(_ p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
        let estimate = n / 4 + 16
        kinds.reserveCapacity(estimate)
        starts.reserveCapacity(estimate + 1)
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? p[i] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
        kinds.append(kind)
        starts.append(UInt32(truncatingIfNeeded: start))
        if kind.isTrivia {
            triviaSinceSignificant = true
        } else {
            lastSignificant = kind
            lastSignificantStart = start
            triviaSinceSignificant = false
        }
    }

    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            emit(.byteOrderMark, from: 0)
        }
        if at(pos) == ASCII.hash && at(pos + 1) == ASCII.bang {
            let start = pos
            skipToLineEnd()
            emit(.shebang, from: start)
        }
        while pos < n {
            lexOne()
        }
        starts.append(UInt32(truncatingIfNeeded: n))
    }

    @inline(__always) mutating func skipToLineEnd() {
        while pos < n, p[pos] != ASCII.lf, p[pos] != ASCII.cr { pos += 1 }
    }

    mutating func lexOne() {
        let start = pos
        let c = p[pos]
        switch c {
        case ASCII.space, ASCII.tab, ASCII.vt, ASCII.ff:
            pos += 1
            while pos < n {
                let d = p[pos]
                if d == ASCII.space || d == ASCII.tab || d == ASCII.vt || d == ASCII.ff { pos += 1 } else { break }
            }
            emit(.whitespace, from: start)
        case ASCII.lf:
            pos += 1
            emit(.newline, from: start)
        case ASCII.cr:
            pos += at(pos + 1) == ASCII.lf ? 2 : 1
            emit(.newline, from: start)
        case ASCII.slash:
            let next = at(pos + 1)
            if next == ASCII.slash {
                let isDoc = at(pos + 2) == ASCII.slash && at(pos + 3) != ASCII.slash
                skipToLineEnd()
                emit(isDoc ? .docLineComment : .lineComment, from: start)
            } else if next == ASCII.star {
                let isDoc = at(pos + 2) == ASCII.star && at(pos + 3) != ASCII.star && at(pos + 3) != ASCII.slash
                let closed = skipBlockComment()
                emit(closed ? (isDoc ? .docBlockComment : .blockComment) : .error, from: start)
            } else if regexAllowedHere(), let end = scanBareRegex(from: pos) {
                pos = end
                emit(.regexLiteral, from: start)
            } else {
                lexOperator()
            }
        case ASCII.quote:
            emit(scanStringLiteral(hashes: 0) ? .stringLiteral : .error, from: start)
        case ASCII.hash:
            lexPound()
        case ASCII.at:
            if ASCII.isIdentifierHead(at(pos + 1)) || at(pos + 1) >= 0x80 {
                pos += 1
                skipIdentifierBody()
                emit(.attribute, from: start)
            } else {
                pos += 1
                emit(.error, from: start)
            }
        case ASCII.backtick:
            var i = pos + 1
            while i < n, p[i] != ASCII.backtick, p[i] != ASCII.lf, p[i] != ASCII.cr { i += 1 }
            if i < n, p[i] == ASCII.backtick, i > pos + 1 {
                pos = i + 1
                emit(.identifier, from: start)
            } else {
                pos += 1
                emit(.error, from: start)
            }
        case ASCII.dollar:
            pos += 1
            if ASCII.isIdentifierBody(at(pos)) || at(pos) >= 0x80 {
                skipIdentifierBody()
                emit(.dollarIdentifier, from: start)
            } else {
                // A lone "$" is used by some macro-expanded code as an identifier.
                emit(.identifier, from: start)
            }
        case ASCII.zero...ASCII.nine:
            emit(lexNumber(), from: start)
        case ASCII.lparen: pos += 1; emit(.leftParen, from: start)
        case ASCII.rparen: pos += 1; emit(.rightParen, from: start)
        case ASCII.lbracket: pos += 1; emit(.leftBracket, from: start)
        case ASCII.rbracket: pos += 1; emit(.rightBracket, from: start)
        case ASCII.lbrace: pos += 1; emit(.leftBrace, from: start)
        case ASCII.rbrace: pos += 1; emit(.rightBrace, from: start)
        case ASCII.comma: pos += 1; emit(.comma, from: start)
        case ASCII.colon: pos += 1; emit(.colon, from: start)
        case ASCII.semicolon: pos += 1; emit(.semicolon, from: start)
        case ASCII.backslash: pos += 1; emit(.backslash, from: start)
        case ASCII.dot:
            if at(pos + 1) == ASCII.dot {
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start)
            }
        default:
            if ASCII.isIdentifierHead(c) {
                pos += 1
                skipIdentifierBody()
                emit(Keywords.isKeyword(p, start, pos) ? .keyword : .identifier, from: start)
            } else if ASCII.isOperator(c) {
                lexOperator()
            } else if c >= 0x80 {
                lexNonASCII()
            } else {
                pos += 1
                emit(.error, from: start)
            }
        }
    }

    // MARK: Identifiers and operators

    mutating func skipIdentifierBody() {
        while pos < n {
            let c = p[pos]
            if ASCII.isIdentifierBody(c) {
                pos += 1
            } else if c >= 0x80, let (scalar, length) = UTF8Scalar.decode(p, pos), !UTF8Scalar.isOperatorCharacter(scalar) {
                pos += length
            } else {
                break
            }
        }
    }

    mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = UTF8Scalar.decode(p, pos) else {
            pos += 1
            while pos < n, p[pos] >= 0x80, UTF8Scalar.decode(p, pos) == nil { pos += 1 }
            emit(.error, from: start)
            return
        }
        if UTF8Scalar.isOperatorCharacter(scalar) {
            lexOperator()
        } else if UTF8Scalar.isWhitespace(scalar) {
            pos += length
            emit(.whitespace, from: start)
        } else {
            pos += length
            skipIdentifierBody()
            emit(.identifier, from: start)
        }
    }

    /// Operators are maximal runs of operator characters. A dot may appear only
    /// in an operator that starts with one, and "//" or "/*" ends the run.
    mutating func lexOperator() {
        let start = pos
        let dotted = p[pos] == ASCII.dot
        while pos < n {
            let c = p[pos]
            if c == ASCII.slash, pos > start, at(pos + 1) == ASCII.slash || at(pos + 1) == ASCII.star { break }
            if ASCII.isOperator(c) || (dotted && c == ASCII.dot) {
                pos += 1
            } else if c >= 0x80, let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isOperatorCharacter(scalar) {
                pos += length
            } else {
                break
            }
        }
        if pos == start { pos += 1 }
        emit(.operator, from: start)
    }

    // MARK: Numbers

    mutating func lexNumber() -> TokenKind {
        var isFloat = false
        if p[pos] == ASCII.zero, pos + 1 < n, p[pos + 1] == 0x78 || p[pos + 1] == 0x62 || p[pos + 1] == 0x6F {
            let radix = p[pos + 1]
            pos += 2
            let isDigitOfRadix: (UInt8) -> Bool = { c in
                switch radix {
                case 0x78: return ASCII.isHexDigit(c)
                case 0x62: return c == 0x30 || c == 0x31
                default: return c &- 0x30 < 8
                }
            }
            while pos < n, isDigitOfRadix(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
            if radix == 0x78 {
                if at(pos) == ASCII.dot, ASCII.isHexDigit(at(pos + 1)) {
                    isFloat = true
                    pos += 1
                    while pos < n, ASCII.isHexDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
                }
                if at(pos) | 0x20 == 0x70 { // p or P
                    isFloat = true
                    pos += 1
                    if at(pos) == ASCII.plus || at(pos) == ASCII.minus { pos += 1 }
                    while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
                }
            }
        } else {
            while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
            if at(pos) == ASCII.dot, ASCII.isDigit(at(pos + 1)) {
                isFloat = true
                pos += 1
                while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
            }
            if at(pos) | 0x20 == 0x65 { // e or E
                let afterSign = (at(pos + 1) == ASCII.plus || at(pos + 1) == ASCII.minus) ? pos + 2 : pos + 1
                if ASCII.isDigit(at(afterSign)) {
                    isFloat = true
                    pos = afterSign
                    while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
                }
            }
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    // MARK: Comments

    /// Skips a possibly nested block comment; returns false when it runs to the
    /// end of the input unterminated.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        while pos < n {
            let c = p[pos]
            if c == ASCII.slash, at(pos + 1) == ASCII.star {
                depth += 1
                pos += 2
            } else if c == ASCII.star, at(pos + 1) == ASCII.slash {
                depth -= 1
                pos += 2
                if depth == 0 { return true }
            } else {
                pos += 1
            }
        }
        return false
    }

    // MARK: Pound: raw strings, extended regex, #if and macros

    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while at(pos + hashes) == ASCII.hash { hashes += 1 }
        let after = at(pos + hashes)
        if after == ASCII.quote {
            pos += hashes
            emit(scanStringLiteral(hashes: hashes) ? .stringLiteral : .error, from: start)
        } else if after == ASCII.slash, let end = scanExtendedRegex(from: pos, hashes: hashes) {
            pos = end
            emit(.regexLiteral, from: start)
        } else if hashes == 1, ASCII.isIdentifierHead(after) || after >= 0x80 {
            pos += 1
            skipIdentifierBody()
            emit(.poundKeyword, from: start)
        } else {
            pos += 1
            emit(.error, from: start)
        }
    }

    // MARK: Strings

    private enum Frame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Scans a string literal whose opening quote is at `pos` (after any `#`s).
    /// Interpolations are scanned as code, including nested literals and comments,
    /// to any depth. Returns false (and stops before the line break or at the end
    /// of input) when the literal is unterminated.
    mutating func scanStringLiteral(hashes: Int) -> Bool {
        var stack: [Frame] = []
        guard openString(hashes: hashes, into: &stack) else { return false }
        while pos < n {
            guard let top = stack.last else { return true }
            let c = p[pos]
            switch top {
            case let .string(k, multiline):
                if c == ASCII.backslash {
                    if hashesFollow(pos + 1, k) {
                        let escaped = at(pos + 1 + k)
                        if escaped == ASCII.lparen {
                            pos += k + 2
                            stack.append(.interpolation(depth: 1))
                        } else if escaped == ASCII.lf || escaped == ASCII.cr {
                            if !multiline { pos += 1 + k; return false }
                            pos += 1 + k
                        } else if pos + 1 + k < n {
                            pos += k + 2
                            // Keep multi-byte escaped characters whole.
                            while pos < n, p[pos] & 0xC0 == 0x80 { pos += 1 }
                        } else {
                            pos = n
                        }
                    } else {
                        pos += 1
                    }
                } else if c == ASCII.quote {
                    if multiline {
                        if at(pos + 1) == ASCII.quote, at(pos + 2) == ASCII.quote, hashesFollow(pos + 3, k) {
                            pos += 3 + k
                            stack.removeLast()
                        } else {
                            pos += 1
                        }
                    } else if hashesFollow(pos + 1, k) {
                        pos += 1 + k
                        stack.removeLast()
                    } else {
                        pos += 1
                    }
                } else if (c == ASCII.lf || c == ASCII.cr) && !multiline {
                    return false
                } else {
                    pos += 1
                }
            case let .interpolation(depth):
                switch c {
                case ASCII.lparen:
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    pos += 1
                case ASCII.rparen:
                    pos += 1
                    if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                case ASCII.quote:
                    guard openString(hashes: 0, into: &stack) else { return false }
                case ASCII.hash:
                    var k = 0
                    while at(pos + k) == ASCII.hash { k += 1 }
                    if at(pos + k) == ASCII.quote {
                        pos += k
                        guard openString(hashes: k, into: &stack) else { return false }
                    } else {
                        pos += k
                    }
                case ASCII.slash where at(pos + 1) == ASCII.slash:
                    skipToLineEnd()
                case ASCII.slash where at(pos + 1) == ASCII.star:
                    if !skipBlockComment() { return false }
                case ASCII.lf, ASCII.cr:
                    // A line break inside an interpolation is legal only in a multi-line literal.
                    if !stack.contains(where: { if case .string(_, true) = $0 { return true } else { return false } }) {
                        return false
                    }
                    pos += 1
                default:
                    pos += 1
                }
            }
        }
        return stack.isEmpty
    }

    /// Consumes an opening `"` or `"""` at `pos` and pushes its frame.
    private mutating func openString(hashes: Int, into stack: inout [Frame]) -> Bool {
        if at(pos + 1) == ASCII.quote, at(pos + 2) == ASCII.quote {
            pos += 3
            stack.append(.string(hashes: hashes, multiline: true))
        } else {
            pos += 1
            stack.append(.string(hashes: hashes, multiline: false))
        }
        return true
    }

    @inline(__always) func hashesFollow(_ i: Int, _ k: Int) -> Bool {
        if k == 0 { return true }
        if i + k > n { return false }
        for j in i..<(i + k) where p[j] != ASCII.hash { return false }
        return true
    }

    // MARK: Regex literals

    /// A bare "/" opens a regex only where an expression can start, as Swift's
    /// own lexer decides: not after a value (identifier, literal, closing bracket).
    func regexAllowedHere() -> Bool {
        guard let last = lastSignificant else { return true }
        switch last {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            // A postfix operator glued to a value ("x! / 2") ends an expression.
            let c = p[lastSignificantStart]
            let glued = lastSignificantStart > 0 && !triviaSinceSignificant
            return !(glued && (c == ASCII.bang || c == ASCII.question || c == 0x3E))
        case .keyword:
            return !Keywords.endsExpression(p, lastSignificantStart)
        default:
            return false
        }
    }

    /// `/.../` on one line, not starting with a space, tab or "=" style operator,
    /// not ending with a space. Returns the end offset or nil.
    func scanBareRegex(from start: Int) -> Int? {
        let first = at(start + 1)
        if first == ASCII.space || first == ASCII.tab || first == ASCII.lf || first == ASCII.cr || start + 1 >= n { return nil }
        var i = start + 1
        var inClass = 0
        var parens = 0
        while i < n {
            let c = p[i]
            if c == ASCII.lf || c == ASCII.cr { return nil }
            if c == ASCII.backslash { i += 2; continue }
            if c == ASCII.lbracket { inClass += 1 }
            else if c == ASCII.rbracket, inClass > 0 { inClass -= 1 }
            else if inClass == 0 && c == ASCII.lparen { parens += 1 }
            else if inClass == 0 && c == ASCII.rparen {
                // An unbalanced ")" means we are inside a call: this "/" is an operator.
                if parens == 0 { return nil }
                parens -= 1
            }
            else if c == ASCII.slash && inClass == 0 {
                let before = p[i - 1]
                if before == ASCII.space || before == ASCII.tab { return nil }
                return parens == 0 ? i + 1 : nil
            }
            i += 1
        }
        return nil
    }

    /// `#/.../#` with any number of hashes; may span lines when the opening
    /// delimiter ends its line.
    func scanExtendedRegex(from start: Int, hashes k: Int) -> Int? {
        var i = start + k + 1
        let multiline = at(i) == ASCII.lf || at(i) == ASCII.cr
        while i < n {
            let c = p[i]
            if (c == ASCII.lf || c == ASCII.cr) && !multiline { return nil }
            if c == ASCII.backslash { i += 2; continue }
            if c == ASCII.slash, hashesFollow(i + 1, k) { return i + 1 + k }
            i += 1
        }
        return nil
    }
}
