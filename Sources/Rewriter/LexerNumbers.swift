/// Integer and floating-point literals, in every base Swift has.
extension LexerState {
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
                if skipExponent(marker: 0x70) { // p or P
                    isFloat = true
                } else if at(pos) | 0x20 == 0x70, pos > beforeDot {
                    pos = beforeDot
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
            if skipExponent(marker: 0x65) { isFloat = true } // e or E
        }
        // Letters glued to a number ("0b102", "12px") make one invalid literal, as in Swift.
        if pos < n, ASCII.isIdentifierBody(p[pos]) || (p[pos] >= 0x80 && continuesIdentifier(pos)) {
            return consumeInvalidNumberTail()
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    /// An exponent at `pos`: the marker letter `marker` (lower case, either case matches), an
    /// optional sign and at least one decimal digit. Skipped and true; otherwise `pos` stays.
    @inline(__always) mutating func skipExponent(marker: UInt8) -> Bool {
        guard at(pos) | 0x20 == marker else { return false }
        let afterSign = (at(pos + 1) == ASCII.plus || at(pos + 1) == ASCII.minus) ? pos + 2 : pos + 1
        guard ASCII.isDigit(at(afterSign)) else { return false }
        pos = afterSign
        while pos < n, ASCII.isDigit(p[pos]) || p[pos] == ASCII.underscore { pos += 1 }
        return true
    }

    mutating func consumeInvalidNumberTail() -> TokenKind {
        skipIdentifierBody()
        return .error
    }
}
