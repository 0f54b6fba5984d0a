/// Swift lexer: UTF-8 bytes in, a flat token list out.
///
/// It never throws and never loses a byte: concatenating the tokens' bytes
/// gives back the input exactly. What it cannot make sense of (invalid UTF-8,
/// stray control bytes, unterminated literals and comments) becomes `.error`
/// tokens, and lexing goes on.
///
/// A string literal is one token however deeply its interpolations nest: the
/// code inside `\(...)` is lexed by the same machinery with token output
/// suppressed, so strings, comments and regex literals inside interpolations
/// are understood exactly as outside. Nesting lives in an explicit frame
/// stack, never on the call stack.
///
/// Time is linear in the input: every byte is scanned once, except by regex
/// probes, which are bounded (see `LexerState.bareProbeBudget` and
/// `LexerState.unclosedMultilineRegexHashes`).
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenList {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = LexerState(buffer)
            lexer.run()
            return lexer.out.finish()
        }
    }
}

/// What the previous significant token says about a following "/": whether an
/// expression may start there, following Swift's own lexer.
enum RegexContext: UInt8 {
    case expressionMayStart    // after "(", ",", "=", a prefix operator, most keywords
    case expressionEnded       // after a name, literal, closing bracket, postfix operator
    case afterBinaryOperator   // a binary "/" here must start a regex
    case afterFuncOrOperator   // `func /`, `operator /`: always an operator
    case afterTry              // `try`: a postfix "?"/"!" next makes a regex preferred
    case afterTryPostfix       // `try?` / `try!`
}

/// One level of literal nesting: a string body or an interpolation inside it.
struct LiteralFrame {
    var isString: Bool
    var isMultiline: Bool
    var hashes: Int
    /// Unclosed "(" inside an interpolation.
    var parenDepth: Int
}

enum RegexScan {
    case literal(end: Int)
    case unterminated(end: Int)
    case notRegex
}

struct LexerState {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var pos = 0
    var out: TokenBuffer

    var context = RegexContext.expressionMayStart
    /// Whether the previous significant token was a lone ".", which makes
    /// `t.0.1` a tuple path rather than a float.
    var previousWasPeriod = false

    /// Open string literals and interpolations; empty outside literals. While
    /// it is non-empty no token is emitted: the outermost literal becomes one
    /// token starting at `literalStart`.
    var frames: [LiteralFrame] = []
    var literalStart = 0

    /// Bytes that failed bare-regex probes may still scan. Probes that fail
    /// rescan the rest of their line; a line full of "[/" would make that
    /// quadratic. Real code never comes close; past it, "/" in an ambiguous
    /// spot is an operator.
    var bareProbeBudget: Int
    /// The fewest hashes of a multi-line `#/` literal found unterminated so far.
    /// Its scan reached the end of input, so any later one with at least as many
    /// hashes is unterminated too and need not scan again.
    var unclosedMultilineRegexHashes = Int.max

    init(_ p: UnsafeBufferPointer<UInt8>) {
        self.p = p
        self.n = p.count
        self.bareProbeBudget = 4 * p.count + (1 << 20)
        // Real code averages about one token per five bytes.
        self.out = TokenBuffer(capacity: n / 4 + 64)
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? p[i] : 0 }

    /// Records a token, unless inside a literal, and updates the regex context.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, context newContext: RegexContext) {
        if frames.isEmpty { out.append(kind, start) }
        context = newContext
        previousWasPeriod = kind == .period
    }

    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, from start: Int) {
        if frames.isEmpty { out.append(kind, start) }
    }

    mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            emitTrivia(.byteOrderMark, from: 0)
        }
        if at(pos) == ASCII.hash && at(pos + 1) == ASCII.bang {
            let start = pos
            skipToLineEnd()
            emitTrivia(.shebang, from: start)
        }
        while pos < n {
            if frames.isEmpty || !frames[frames.count - 1].isString {
                lexOne()
            } else {
                scanStringBody(frames[frames.count - 1])
            }
        }
        if !frames.isEmpty { unterminatedLiteral() }
        out.appendEnd(n)
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
            emitTrivia(.whitespace, from: start)
        case ASCII.lf, ASCII.cr:
            if let top = frames.last, !top.isMultiline {
                // A single-line literal cannot span lines, not even inside an interpolation.
                unterminatedLiteral()
                return
            }
            pos += (c == ASCII.cr && at(pos + 1) == ASCII.lf) ? 2 : 1
            emitTrivia(.newline, from: start)
        case ASCII.slash:
            let next = at(pos + 1)
            if next == ASCII.slash {
                let isDoc = at(pos + 2) == ASCII.slash && at(pos + 3) != ASCII.slash
                skipToLineEnd()
                emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
            } else if next == ASCII.star {
                let isDoc = at(pos + 2) == ASCII.star && at(pos + 3) != ASCII.star && at(pos + 3) != ASCII.slash
                if skipBlockComment() {
                    emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start)
                } else {
                    emit(.error, from: start, context: .expressionMayStart)
                }
            } else {
                lexOperator()
            }
        case ASCII.quote:
            beginString(at: start, hashes: 0)
        case ASCII.hash:
            lexPound()
        case ASCII.at:
            pos += 1
            if startsIdentifier(pos) {
                skipIdentifierBody()
                emit(.attribute, from: start, context: .expressionEnded)
            } else {
                emit(.error, from: start, context: .expressionMayStart)
            }
        case ASCII.backtick:
            var i = pos + 1
            while i < n, p[i] != ASCII.backtick, p[i] != ASCII.lf, p[i] != ASCII.cr { i += 1 }
            if i < n, p[i] == ASCII.backtick, i > pos + 1 {
                pos = i + 1
                emit(.identifier, from: start, context: .expressionEnded)
            } else {
                pos += 1
                emit(.error, from: start, context: .expressionMayStart)
            }
        case ASCII.dollar:
            pos += 1
            if ASCII.isIdentifierBody(at(pos)) || (at(pos) >= 0x80 && continuesIdentifier(pos)) {
                skipIdentifierBody()
                emit(.dollarIdentifier, from: start, context: .expressionEnded)
            } else {
                // A lone "$" is an identifier in some macro-expanded code.
                emit(.identifier, from: start, context: .expressionEnded)
            }
        case ASCII.zero...ASCII.nine:
            let kind = lexNumber()
            emit(kind, from: start, context: .expressionEnded)
        case ASCII.lparen:
            pos += 1
            if !frames.isEmpty { frames[frames.count - 1].parenDepth += 1 }
            emit(.leftParen, from: start, context: .expressionMayStart)
        case ASCII.rparen:
            pos += 1
            if !frames.isEmpty {
                let last = frames.count - 1
                if frames[last].parenDepth == 0 {
                    // The ")" closing an interpolation: back to the string body.
                    frames.removeLast()
                    return
                }
                frames[last].parenDepth -= 1
            }
            emit(.rightParen, from: start, context: .expressionEnded)
        case ASCII.lbracket: pos += 1; emit(.leftBracket, from: start, context: .expressionMayStart)
        case ASCII.rbracket: pos += 1; emit(.rightBracket, from: start, context: .expressionEnded)
        case ASCII.lbrace: pos += 1; emit(.leftBrace, from: start, context: .expressionMayStart)
        case ASCII.rbrace: pos += 1; emit(.rightBrace, from: start, context: .expressionEnded)
        case ASCII.comma: pos += 1; emit(.comma, from: start, context: .expressionMayStart)
        case ASCII.colon: pos += 1; emit(.colon, from: start, context: .expressionMayStart)
        case ASCII.semicolon: pos += 1; emit(.semicolon, from: start, context: .expressionMayStart)
        case ASCII.backslash: pos += 1; emit(.backslash, from: start, context: .expressionEnded)
        case ASCII.dot:
            if ASCII.isOperator(at(pos + 1)) || at(pos + 1) == ASCII.dot || at(pos + 1) >= 0x80 {
                // ".." and dot-operators; lexOperator turns a lone "." back into a period.
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start, context: .expressionEnded)
            }
        default:
            if ASCII.isIdentifierHead(c) {
                pos += 1
                while pos < n, ASCII.isIdentifierBody(p[pos]) { pos += 1 }
                if pos < n, p[pos] >= 0x80 { skipIdentifierBody() }
                if let keywordContext = Keywords.regexContext(p, start, pos) {
                    emit(.keyword, from: start, context: keywordContext)
                } else {
                    emit(.identifier, from: start, context: .expressionEnded)
                }
            } else if ASCII.isOperator(c) {
                lexOperator()
            } else if c >= 0x80 {
                lexNonASCII()
            } else {
                pos += 1
                emit(.error, from: start, context: .expressionMayStart)
            }
        }
    }

    // MARK: Identifiers

    /// Whether a valid identifier character (ASCII or not) starts at `i`.
    @inline(__always) func startsIdentifier(_ i: Int) -> Bool {
        let c = at(i)
        if c < 0x80 { return ASCII.isIdentifierHead(c) }
        return continuesIdentifier(i)
    }

    /// Whether a non-ASCII scalar at `i` may continue an identifier.
    func continuesIdentifier(_ i: Int) -> Bool {
        guard i < n, let (scalar, _) = UTF8Scalar.decode(p, i) else { return false }
        return UTF8Scalar.isIdentifierCharacter(scalar)
    }

    mutating func skipIdentifierBody() {
        while pos < n {
            let c = p[pos]
            if ASCII.isIdentifierBody(c) {
                pos += 1
            } else if c >= 0x80, let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isIdentifierCharacter(scalar) {
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
            emit(.error, from: start, context: .expressionMayStart)
            return
        }
        if UTF8Scalar.isOperatorCharacter(scalar) {
            lexOperator()
        } else if UTF8Scalar.isWhitespace(scalar) {
            pos += length
            emitTrivia(.whitespace, from: start)
        } else {
            pos += length
            skipIdentifierBody()
            emit(.identifier, from: start, context: .expressionEnded)
        }
    }

    // MARK: Operators

    /// Swift's rule: an operator is left-bound unless whitespace, an opening
    /// bracket or a separator precedes it (or it starts the file).
    func isLeftBound(_ start: Int) -> Bool {
        if start == 0 { return false }
        switch p[start - 1] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.lparen, ASCII.lbracket, ASCII.lbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.slash:
            return !(start >= 2 && p[start - 2] == ASCII.star) // a block comment counts as whitespace
        case 0xA0:
            return !(start >= 2 && p[start - 2] == 0xC2) // no-break space
        default:
            return true
        }
    }

    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch p[end] {
        case ASCII.space, ASCII.cr, ASCII.lf, ASCII.tab, ASCII.rparen, ASCII.rbracket, ASCII.rbrace,
             ASCII.comma, ASCII.semicolon, ASCII.colon, 0:
            return false
        case ASCII.dot:
            return !leftBound
        case ASCII.slash:
            let next = at(end + 1)
            return next != ASCII.slash && next != ASCII.star
        case 0xC2:
            return at(end + 1) != 0xA0
        default:
            return true
        }
    }

    /// An operator is a maximal run of operator characters; a dot may appear
    /// only in one that starts with a dot. A left-bound "!" or "?" is a postfix
    /// token of its own. A "/" in the run may open a regex literal, and "//" or
    /// "/*" inside it starts a comment.
    mutating func lexOperator() {
        let start = pos
        let first = p[pos]
        if (first == ASCII.bang || first == ASCII.question) && isLeftBound(start) {
            pos += 1
            emit(.operator, from: start, context: context == .afterTry ? .afterTryPostfix : .expressionEnded)
            return
        }
        let dotted = first == ASCII.dot
        var firstSlash = -1
        while pos < n {
            let c = p[pos]
            if c < 0x80 {
                if ASCII.isOperator(c) || (dotted && c == ASCII.dot) {
                    if c == ASCII.slash && firstSlash < 0 { firstSlash = pos }
                    pos += 1
                } else {
                    break
                }
            } else if let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isOperatorCharacter(scalar) {
                pos += length
            } else {
                break
            }
        }
        if pos == start { pos += 1 } // defensive: never emit an empty token
        if pos - start == 1 && dotted {
            emit(.period, from: start, context: .expressionEnded)
            return
        }
        let leftBound = isLeftBound(start)
        if firstSlash >= 0, !leftBound, lexRegexInOperator(start: start, slash: firstSlash, end: pos) {
            return
        }
        if pos - start > 1 {
            // "//" or "/*" after the first character ends the operator.
            var i = start + 1
            while i + 1 < pos {
                if p[i] == ASCII.slash && (p[i + 1] == ASCII.slash || p[i + 1] == ASCII.star) {
                    pos = i
                    break
                }
                i += 1
            }
        }
        emit(.operator, from: start, context: operatorContext(start: start, end: pos, leftBound: leftBound))
    }

    func operatorContext(start: Int, end: Int, leftBound: Bool) -> RegexContext {
        let length = end - start
        if length == 1 {
            switch p[start] {
            case ASCII.equal: return .afterBinaryOperator
            case ASCII.dot: return .expressionEnded
            default: break
            }
        } else if length == 2 && p[start] == ASCII.minus && p[start + 1] == 0x3E {
            return .expressionEnded // "->"
        } else if length == 3 && p[start] == ASCII.dot && p[start + 1] == ASCII.dot && p[start + 2] == ASCII.dot {
            return .expressionEnded // "..."
        }
        let rightBound = isRightBound(end, leftBound: leftBound)
        if leftBound == rightBound { return .afterBinaryOperator }
        return leftBound ? .expressionEnded : .expressionMayStart
    }

    /// Tries the first "/" of an operator that is not left-bound as the start
    /// of a regex literal, as Swift does. Emits a prefix operator for any
    /// characters before the "/" and the literal; returns false to lex an operator.
    mutating func lexRegexInOperator(start: Int, slash: Int, end: Int) -> Bool {
        if context == .afterFuncOrOperator { return false }
        var mustBeRegex = false
        if !isRightBound(end, leftBound: false) {
            // Spaces on both sides: a binary operator, unless no expression came before.
            switch context {
            case .afterTryPostfix, .afterBinaryOperator: mustBeRegex = true
            case .expressionMayStart, .afterTry: break
            case .expressionEnded, .afterFuncOrOperator: return false
            }
        }
        let kind: TokenKind
        switch scanRegex(slash: slash, hashes: 0, mustBeRegex: mustBeRegex) {
        case .notRegex:
            return false
        case let .unterminated(regexEnd):
            guard mustBeRegex else { return false }
            pos = regexEnd
            kind = .error
        case let .literal(regexEnd):
            pos = regexEnd
            kind = .regexLiteral
        }
        if slash > start {
            let regexStart = pos
            pos = slash
            emit(.operator, from: start, context: .expressionMayStart)
            pos = regexStart
        }
        emit(kind, from: slash, context: .expressionEnded)
        return true
    }

    // MARK: Numbers

    mutating func lexNumber() -> TokenKind {
        var isFloat = false
        let second = at(pos + 1)
        if p[pos] == ASCII.zero && (second == 0x78 || second == 0x62 || second == 0x6F) { // x b o
            pos += 2
            let digitsStart = pos
            switch second {
            case 0x78: while pos < n, ASCII.isHexDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
            case 0x62: while pos < n, p[pos] == 0x30 || p[pos] == 0x31 || p[pos] == ASCII.underscore { pos += 1 }
            default: while pos < n, p[pos] &- 0x30 < 8 || p[pos] == ASCII.underscore { pos += 1 }
            }
            if pos == digitsStart { return consumeInvalidNumberTail() }
            if second == 0x78 {
                // A hex fraction counts only with a binary exponent: `0xff.description` is a member.
                let beforeDot = pos
                if at(pos) == ASCII.dot, ASCII.isHexDigit(at(pos + 1)) {
                    pos += 1
                    while pos < n, ASCII.isHexDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
                    if at(pos) | 0x20 != 0x70 { pos = beforeDot }
                }
                if at(pos) | 0x20 == 0x70 { // p or P
                    let afterSign = (at(pos + 1) == ASCII.plus || at(pos + 1) == ASCII.minus) ? pos + 2 : pos + 1
                    if ASCII.isDigit(at(afterSign)) {
                        isFloat = true
                        pos = afterSign
                        while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
                    } else if pos > beforeDot {
                        pos = beforeDot
                    }
                }
            }
        } else {
            while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
            // `t.0.1` is a tuple path: no fraction after a ".".
            if at(pos) == ASCII.dot, ASCII.isDigit(at(pos + 1)), !previousWasPeriod {
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
        // Letters glued to a number ("0b102", "12px") make one invalid literal, as in Swift.
        if pos < n, ASCII.isIdentifierBody(p[pos]) || (p[pos] >= 0x80 && continuesIdentifier(pos)) {
            return consumeInvalidNumberTail()
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    mutating func consumeInvalidNumberTail() -> TokenKind {
        skipIdentifierBody()
        return .error
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
            beginString(at: start, hashes: hashes)
        } else if after == ASCII.slash {
            switch scanRegex(slash: start + hashes, hashes: hashes, mustBeRegex: true) {
            case let .literal(end):
                pos = end
                emit(.regexLiteral, from: start, context: .expressionEnded)
            case let .unterminated(end):
                pos = max(end, start + hashes + 1)
                emit(.error, from: start, context: .expressionMayStart)
            case .notRegex:
                pos = start + hashes + 1
                emit(.error, from: start, context: .expressionMayStart)
            }
        } else if hashes == 1, startsIdentifier(pos + 1) {
            pos += 1
            skipIdentifierBody()
            emit(.poundKeyword, from: start, context: Keywords.poundRegexContext(p, start, pos))
        } else {
            pos += 1
            emit(.error, from: start, context: .expressionMayStart)
        }
    }

    // MARK: Strings

    /// Opens a string literal whose quote is at `pos` (after `hashes` "#"s that
    /// start at `start`).
    mutating func beginString(at start: Int, hashes: Int) {
        if frames.isEmpty { literalStart = start }
        let multiline = at(pos + 1) == ASCII.quote && at(pos + 2) == ASCII.quote
        pos += multiline ? 3 : 1
        frames.append(LiteralFrame(isString: true, isMultiline: multiline, hashes: hashes, parenDepth: 0))
    }

    /// Scans a string body until its closing delimiter, an interpolation or an
    /// error. Escapes and delimiters need the literal's number of "#"s.
    mutating func scanStringBody(_ frame: LiteralFrame) {
        let k = frame.hashes
        let multiline = frame.isMultiline
        while pos < n {
            let c = p[pos]
            if c == ASCII.backslash {
                guard hashesFollow(pos + 1, k) else { pos += 1; continue }
                let escaped = at(pos + 1 + k)
                if pos + 1 + k >= n {
                    pos = n
                } else if escaped == ASCII.lparen {
                    pos += k + 2
                    frames.append(LiteralFrame(isString: false, isMultiline: multiline, hashes: 0, parenDepth: 0))
                    context = .expressionMayStart
                    return
                } else if escaped == ASCII.lf || escaped == ASCII.cr {
                    pos += 1 + k
                    if !multiline { unterminatedLiteral(); return }
                } else {
                    pos += k + 2
                }
            } else if c == ASCII.quote {
                if multiline {
                    if at(pos + 1) == ASCII.quote, at(pos + 2) == ASCII.quote, hashesFollow(pos + 3, k) {
                        pos += 3 + k
                        closeString()
                        return
                    }
                    pos += 1
                } else if hashesFollow(pos + 1, k) {
                    pos += 1 + k
                    closeString()
                    return
                } else {
                    pos += 1
                }
            } else if c == ASCII.lf || c == ASCII.cr {
                if !multiline { unterminatedLiteral(); return }
                pos += 1
            } else {
                pos += 1
            }
        }
    }

    mutating func closeString() {
        frames.removeLast()
        if frames.isEmpty {
            emit(.stringLiteral, from: literalStart, context: .expressionEnded)
        } else {
            context = .expressionEnded
        }
    }

    /// Ends the outermost open literal at `pos` as an `.error` token.
    mutating func unterminatedLiteral() {
        frames.removeAll(keepingCapacity: true)
        if pos == literalStart { pos += 1 }
        emit(.error, from: literalStart, context: .expressionMayStart)
    }

    @inline(__always) func hashesFollow(_ i: Int, _ k: Int) -> Bool {
        if k == 0 { return true }
        if i + k > n { return false }
        for j in i..<(i + k) where p[j] != ASCII.hash { return false }
        return true
    }

    // MARK: Regex literals

    /// Scans a regex literal whose "/" is at `slash`, after `hashes` "#"s, with
    /// the rules of Swift's regex lexer: a bare `/.../` stays on one line, may
    /// not start with a space or tab, nor end with one, nor hold an unbalanced
    /// ")" (those make it an operator unless `mustBeRegex`); `#/` followed by a
    /// line break opens a multi-line literal.
    mutating func scanRegex(slash: Int, hashes k: Int, mustBeRegex: Bool) -> RegexScan {
        var i = slash + 1
        var firstNewline = -1
        if k == 0 {
            if !mustBeRegex && bareProbeBudget <= 0 { return .notRegex }
            let first = at(i)
            if i >= n { return mustBeRegex ? .unterminated(end: i) : .notRegex }
            if first == ASCII.star || first == ASCII.slash { return .notRegex }
            if (first == ASCII.space || first == ASCII.tab) && !mustBeRegex { return .notRegex }
        } else {
            var j = i
            while j < n, p[j] == ASCII.space || p[j] == ASCII.tab { j += 1 }
            if j < n, p[j] == ASCII.lf || p[j] == ASCII.cr {
                firstNewline = j
                if k >= unclosedMultilineRegexHashes { return .unterminated(end: j) }
                i = j
            }
        }
        let result = scanRegexBody(from: i, hashes: k, mustBeRegex: mustBeRegex, firstNewline: firstNewline)
        switch result {
        case .literal:
            break
        case .unterminated, .notRegex:
            if k == 0 && !mustBeRegex { bareProbeBudget -= max(1, probeEnd(result, from: i) - slash) }
            if firstNewline >= 0 { unclosedMultilineRegexHashes = min(unclosedMultilineRegexHashes, k) }
        }
        return result
    }

    private func probeEnd(_ result: RegexScan, from i: Int) -> Int {
        switch result {
        case let .literal(end), let .unterminated(end): return end
        case .notRegex: return lastProbePosition
        }
    }

    /// Where the last failed probe stopped, for the budget.
    var lastProbePosition = 0

    private mutating func scanRegexBody(from start: Int, hashes k: Int, mustBeRegex: Bool, firstNewline: Int) -> RegexScan {
        let multiline = firstNewline >= 0
        var i = start
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // A closing delimiter: "/" and at least `k` "#"s.
            if i < n, p[i] == ASCII.slash {
                var closeEnd = i + 1
                if k > 0 { while closeEnd < n, p[closeEnd] == ASCII.hash { closeEnd += 1 } }
                if closeEnd - i - 1 >= k {
                    if k == 0 {
                        let next = at(closeEnd)
                        if closeEnd < n, next == ASCII.star || next == ASCII.slash {
                            // "/.../" running into a comment: the comment wins.
                            lastProbePosition = i
                            return mustBeRegex ? .unterminated(end: i) : .notRegex
                        }
                        if lastSpace == i - 1 && !mustBeRegex {
                            lastProbePosition = i
                            return .notRegex
                        }
                    }
                    return .literal(end: closeEnd)
                }
            }
            guard i < n else {
                lastProbePosition = n
                return .unterminated(end: multiline ? firstNewline : n)
            }
            var c = p[i]
            var escaped = false
            if c == ASCII.backslash {
                escaped = true
                i += 1
                guard i < n else {
                    lastProbePosition = n
                    return .unterminated(end: multiline ? firstNewline : n)
                }
                c = p[i]
            }
            switch c {
            case ASCII.lf, ASCII.cr:
                if !multiline {
                    lastProbePosition = i
                    return .unterminated(end: i)
                }
            case ASCII.lparen where !escaped && classDepth == 0:
                groupDepth += 1
            case ASCII.rparen where !escaped && classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex {
                        lastProbePosition = i
                        return .notRegex
                    }
                } else {
                    groupDepth -= 1
                }
            case ASCII.lbracket where !escaped:
                classDepth += 1
            case ASCII.rbracket where !escaped:
                if classDepth > 0 { classDepth -= 1 }
            case ASCII.space, ASCII.tab:
                if !escaped { lastSpace = i }
            default:
                break
            }
            i += 1
        }
    }
}

/// Growable token storage written without per-token checks beyond capacity;
/// copied once into the exact-size arrays of a `TokenList` at the end.
struct TokenBuffer {
    private var kinds: UnsafeMutablePointer<TokenKind>
    private var starts: UnsafeMutablePointer<UInt32>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        kinds = .allocate(capacity: self.capacity)
        starts = .allocate(capacity: self.capacity + 1)
    }

    @inline(__always) mutating func append(_ kind: TokenKind, _ start: Int) {
        if count == capacity { grow() }
        kinds[count] = kind
        starts[count] = UInt32(truncatingIfNeeded: start)
        count += 1
    }

    /// Records the end offset of the last token (`starts` has one more entry).
    mutating func appendEnd(_ end: Int) {
        starts[count] = UInt32(truncatingIfNeeded: end)
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newKinds = UnsafeMutablePointer<TokenKind>.allocate(capacity: newCapacity)
        let newStarts = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity + 1)
        newKinds.moveInitialize(from: kinds, count: count)
        newStarts.moveInitialize(from: starts, count: count)
        kinds.deallocate()
        starts.deallocate()
        kinds = newKinds
        starts = newStarts
        capacity = newCapacity
    }

    /// Copies the tokens into a `TokenList` and frees the buffer; call once.
    func finish() -> TokenList {
        let kindArray = Array(UnsafeBufferPointer(start: kinds, count: count))
        let startArray = Array(UnsafeBufferPointer(start: starts, count: count + 1))
        kinds.deallocate()
        starts.deallocate()
        return TokenList(kinds: kindArray, starts: startArray)
    }
}
