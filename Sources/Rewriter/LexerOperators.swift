/// Operators, and the regex literals that start where an operator could: the
/// lexer's rules for telling `a / b` from `/regex/` by what is bound to each side.
extension LexerState {
    // MARK: Operators

    /// Swift's rule: an operator is left-bound unless whitespace, an opening
    /// bracket or a separator precedes it (or it starts the file). Inlined: an outlined call on
    /// the lexer's state copies the state first.
    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
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

    /// Static, as `operatorContext`: a method call on the lexer's state copies the state first.
    static func isRightBound(_ p: UnsafeBufferPointer<UInt8>, _ end: Int, leftBound: Bool) -> Bool {
        guard end < p.count else { return false }
        func at(_ i: Int) -> UInt8 { i < p.count ? p[i] : 0 }
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
                if byteClass[Int(c)] & ByteClass.operatorCharacter != 0 || (dotted && c == ASCII.dot) {
                    if c == ASCII.slash && firstSlash < 0 { firstSlash = pos }
                    pos += 1
                } else {
                    break
                }
            } else if let (scalar, length) = UTF8Scalar.decode(p, pos),
                      UTF8Scalar.isOperatorCharacter(scalar) || (pos > start && UTF8Scalar.isOperatorContinuation(scalar)) {
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
        emit(.operator, from: start, context: Self.operatorContext(p, start: start, end: pos, leftBound: leftBound))
    }

    static func operatorContext(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int, leftBound: Bool) -> RegexContext {
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
        let rightBound = isRightBound(p, end, leftBound: leftBound)
        if leftBound == rightBound { return .afterBinaryOperator }
        return leftBound ? .expressionEnded : .expressionMayStart
    }

    /// Tries the first "/" of an operator that is not left-bound as the start
    /// of a regex literal, as Swift does. Emits a prefix operator for any
    /// characters before the "/" and the literal; returns false to lex an operator.
    mutating func lexRegexInOperator(start: Int, slash: Int, end: Int) -> Bool {
        if context == .afterFuncOrOperator { return false }
        var mustBeRegex = false
        if !Self.isRightBound(p, end, leftBound: false) {
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
}
