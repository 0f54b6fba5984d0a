/// Swift's reserved words. Contextual keywords (`async`, `some`, `get`, `willSet`,
/// `actor`, ...) stay identifiers; the parser looks at their text where it matters.
enum Keywords {
    static let all: [String] = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Keywords grouped by length then first byte, for a lookup without hashing.
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

    /// Keywords after which a "/" is division, because they end an expression.
    static func endsExpression(_ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        var end = start
        while end < p.count, ASCII.isIdentifierBody(p[end]) { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: p[start..<end]), as: UTF8.self)
        switch word {
        case "self", "Self", "super", "true", "false", "nil", "init", "Any": return true
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

    static func isWhitespace(_ v: UInt32) -> Bool {
        v == 0x85 || v == 0xA0 || v == 0x2028 || v == 0x2029 || v == 0xFEFF || (v >= 0x2000 && v <= 0x200A)
    }
}
