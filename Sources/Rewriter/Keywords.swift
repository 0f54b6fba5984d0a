/// Swift's reserved words, as Swift's own lexer classifies them. Contextual
/// keywords (`async`, `await`, `open`, `some`, `get`, `willSet`, `actor`, ...)
/// stay identifiers; the parser looks at their text where it matters.
enum Keywords {
    static let all: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Keywords grouped by length, for a lookup without hashing or String creation.
    private static let table: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: 16)
        for word in all { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    @inline(__always)
    static func isKeyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= 2 && length <= 15 else { return false }
        let first = p[start]
        // Every keyword starts with a lowercase letter, "A" or "S".
        guard first >= 0x61 || first == 0x41 || first == 0x53 else { return false }
        candidates: for word in table[length] where word[0] == first {
            for j in 1..<length where word[j] != p[start + j] { continue candidates }
            return true
        }
        return false
    }

    @inline(__always)
    static func equals(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for j in 0..<(end - start) where p[start + j] != w[j] { return false }
        return true
    }

    /// nil when the word is not a keyword; otherwise what it means for a following "/".
    static func regexContext(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> RegexContext? {
        guard isKeyword(p, start, end) else { return nil }
        switch end - start {
        case 3:
            if equals(p, start, end, "try") { return .afterTry }
            if equals(p, start, end, "nil") || equals(p, start, end, "Any") { return .expressionEnded }
        case 4:
            if equals(p, start, end, "func") { return .afterFuncOrOperator }
            if equals(p, start, end, "true") || equals(p, start, end, "self") || equals(p, start, end, "Self") {
                return .expressionEnded
            }
        case 5:
            if equals(p, start, end, "false") || equals(p, start, end, "super") { return .expressionEnded }
        case 8:
            if equals(p, start, end, "operator") { return .afterFuncOrOperator }
        default:
            break
        }
        return .expressionMayStart
    }

    /// Conditional compilation directives separate expressions; other pound
    /// keywords (`#available`, `#file`, macros) are or end expressions.
    static func poundRegexContext(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> RegexContext {
        if equals(p, start, end, "#if") || equals(p, start, end, "#else") || equals(p, start, end, "#elseif")
            || equals(p, start, end, "#endif") {
            return .expressionMayStart
        }
        return .expressionEnded
    }
}

// ASCII constants keep the hot loop readable without Character conversions.
enum ASCII {
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

/// Minimal UTF-8 decoding and the Unicode classes Swift's grammar needs.
enum UTF8Scalar {
    /// Decodes one well-formed scalar at `i`: (value, byte length), or nil for
    /// invalid, overlong, surrogate or truncated sequences.
    @inline(__always)
    static func decode(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int)? {
        let n = p.count
        let b0 = p[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        @inline(__always) func cont(_ k: Int) -> UInt32? {
            guard i + k < n else { return nil }
            let b = p[i + k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        if b0 >= 0xC2 && b0 <= 0xDF {
            guard let c1 = cont(1) else { return nil }
            return ((UInt32(b0 & 0x1F) << 6) | c1, 2)
        }
        if b0 >= 0xE0 && b0 <= 0xEF {
            guard let c1 = cont(1), let c2 = cont(2) else { return nil }
            let v = (UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2
            if v < 0x800 || (v >= 0xD800 && v <= 0xDFFF) { return nil }
            return (v, 3)
        }
        if b0 >= 0xF0 && b0 <= 0xF4 {
            guard let c1 = cont(1), let c2 = cont(2), let c3 = cont(3) else { return nil }
            let v = (UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            if v < 0x10000 || v > 0x10FFFF { return nil }
            return (v, 4)
        }
        return nil
    }

    /// Swift's operator-head and operator-character ranges outside ASCII.
    static func isOperatorCharacter(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// A non-ASCII scalar that may appear in an identifier: not an operator,
    /// whitespace or C1 control character.
    @inline(__always) static func isIdentifierCharacter(_ v: UInt32) -> Bool {
        v >= 0xA0 && !isOperatorCharacter(v) && !isWhitespace(v)
    }

    static func isWhitespace(_ v: UInt32) -> Bool {
        v == 0x85 || v == 0xA0 || v == 0x2028 || v == 0x2029 || v == 0xFEFF || (v >= 0x2000 && v <= 0x200A)
    }
}
