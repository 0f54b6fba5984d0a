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

    @inline(__always)
    static func isKeyword(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        regexContext(p, start, end) != nil
    }

    @inline(__always)
    static func equals(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let w = word.utf8Start
        for j in 0..<(end - start) where p[start + j] != w[j] { return false }
        return true
    }

    /// nil when the word is not a keyword; otherwise what it means for a following "/".
    /// The word's bytes are packed little-endian into integers and matched by a
    /// switch: no hashing, no String, no table walk on the hot path.
    static func regexContext(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> RegexContext? {
        let length = end - start
        guard length >= 2 && length <= 15 else { return nil }
        // Every keyword starts with a lowercase letter, "A" or "S": most type names are out at once.
        let first = p[start]
        guard first >= 0x61 || first == 0x41 || first == 0x53 else { return nil }
        let head = pack(p, start, min(length, 8))
        let tail = length > 8 ? pack(p, start + 8, length - 8) : 0
        switch length {
        case 2:
            switch head {
            case 0x7361: return .expressionMayStart // as
            case 0x6F64: return .expressionMayStart // do
            case 0x6669: return .expressionMayStart // if
            case 0x6E69: return .expressionMayStart // in
            case 0x7369: return .expressionMayStart // is
            default: return nil
            }
        case 3:
            switch head {
            case 0x796E41: return .expressionEnded // Any
            case 0x726F66: return .expressionMayStart // for
            case 0x74656C: return .expressionMayStart // let
            case 0x6C696E: return .expressionEnded // nil
            case 0x797274: return .afterTry // try
            case 0x726176: return .expressionMayStart // var
            default: return nil
            }
        case 4:
            switch head {
            case 0x666C6553: return .expressionEnded // Self
            case 0x65736163: return .expressionMayStart // case
            case 0x65736C65: return .expressionMayStart // else
            case 0x6D756E65: return .expressionMayStart // enum
            case 0x636E7566: return .afterFuncOrOperator // func
            case 0x74696E69: return .expressionMayStart // init
            case 0x666C6573: return .expressionEnded // self
            case 0x65757274: return .expressionEnded // true
            default: return nil
            }
        case 5:
            switch head {
            case 0x6B61657262: return .expressionMayStart // break
            case 0x6863746163: return .expressionMayStart // catch
            case 0x7373616C63: return .expressionMayStart // class
            case 0x7265666564: return .expressionMayStart // defer
            case 0x65736C6166: return .expressionEnded // false
            case 0x6472617567: return .expressionMayStart // guard
            case 0x74756F6E69: return .expressionMayStart // inout
            case 0x7265707573: return .expressionEnded // super
            case 0x776F726874: return .expressionMayStart // throw
            case 0x6572656877: return .expressionMayStart // where
            case 0x656C696877: return .expressionMayStart // while
            default: return nil
            }
        case 6:
            switch head {
            case 0x74696E696564: return .expressionMayStart // deinit
            case 0x74726F706D69: return .expressionMayStart // import
            case 0x63696C627570: return .expressionMayStart // public
            case 0x746165706572: return .expressionMayStart // repeat
            case 0x6E7275746572: return .expressionMayStart // return
            case 0x636974617473: return .expressionMayStart // static
            case 0x746375727473: return .expressionMayStart // struct
            case 0x686374697773: return .expressionMayStart // switch
            case 0x73776F726874: return .expressionMayStart // throws
            default: return nil
            }
        case 7:
            switch head {
            case 0x746C7561666564: return .expressionMayStart // default
            case 0x65746176697270: return .expressionMayStart // private
            default: return nil
            }
        case 8:
            switch head {
            case 0x65756E69746E6F63: return .expressionMayStart // continue
            case 0x6C616E7265746E69: return .expressionMayStart // internal
            case 0x726F74617265706F: return .afterFuncOrOperator // operator
            case 0x6C6F636F746F7270: return .expressionMayStart // protocol
            case 0x73776F7268746572: return .expressionMayStart // rethrows
            default: return nil
            }
        case 9:
            switch (head, tail) {
            case (0x6F69736E65747865, 0x6E): return .expressionMayStart // extension
            case (0x7069726373627573, 0x74): return .expressionMayStart // subscript
            case (0x61696C6165707974, 0x73): return .expressionMayStart // typealias
            default: return nil
            }
        case 11:
            switch (head, tail) {
            case (0x6F7268746C6C6166, 0x686775): return .expressionMayStart // fallthrough
            case (0x76697270656C6966, 0x657461): return .expressionMayStart // fileprivate
            default: return nil
            }
        case 14:
            switch (head, tail) {
            case (0x746169636F737361, 0x657079746465): return .expressionMayStart // associatedtype
            default: return nil
            }
        case 15:
            switch (head, tail) {
            case (0x6E65646563657270, 0x70756F72676563): return .expressionMayStart // precedencegroup
            default: return nil
            }
        default: return nil
        }
    }

    /// Up to 8 bytes from `start`, little-endian, zero-filled.
    @inline(__always)
    static func pack(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        if start + 8 <= p.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(p.baseAddress! + start).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 &<< UInt64(8 * count)) &- 1)
        }
        var value: UInt64 = 0
        for j in 0..<count { value |= UInt64(p[start + j]) << (8 * UInt64(j)) }
        return value
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

/// The keywords in an open-addressed table keyed by the identifier hash (`IdentifierFilter.mix`),
/// which the lexer computes for every word anyway: one probe, usually into an empty slot, tells a
/// keyword from a name. A slot holds the keyword's bytes as `IdentifierFilter.ends` packs them
/// (with the length, exactly its bytes: keywords are shorter than sixteen), and `regexContext`'s
/// answer for it.
enum KeywordTable {
    struct Slot {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        /// Zero for an empty slot.
        var length = 0
        var context = RegexContext.expressionMayStart
    }

    /// About five times the 53 keywords: most words are not keywords, and at this load a miss mostly
    /// ends at its first slot.
    static let size = 256

    nonisolated(unsafe) static let slots: UnsafePointer<Slot> = {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
        for word in Keywords.all {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { p in
                let (head, tail) = IdentifierFilter.ends(p, 0, p.count)
                var i = slot(of: IdentifierFilter.mix(head, tail, p.count))
                while slots[i].length != 0 { i = (i + 1) & (size - 1) }
                slots[i] = Slot(head: head, tail: tail, length: p.count, context: Keywords.regexContext(p, 0, p.count)!)
            }
        }
        return UnsafePointer(slots)
    }()

    @inline(__always) static func slot(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> 56) }

    /// The keyword's `RegexContext` when the word packed as `head`, `tail` and `length` is one.
    @inline(__always)
    static func context(_ slots: UnsafePointer<Slot>, hash: UInt64, head: UInt64, tail: UInt64, length: Int) -> RegexContext? {
        var i = slot(of: hash)
        while true {
            let slot = slots[i]
            if slot.length == 0 { return nil }
            if slot.length == length && slot.head == head && slot.tail == tail { return slot.context }
            i = (i + 1) & (size - 1)
        }
    }
}

/// Byte classes for the lexer's hot loops: one table load instead of a chain
/// of comparisons. Bytes >= 0x80 have no class; the lexer decodes them.
enum ByteClass {
    static let identifierBody: UInt8 = 1
    static let operatorCharacter: UInt8 = 2
    static let horizontalSpace: UInt8 = 4

    /// 256 entries, allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for c in 0..<128 {
            let byte = UInt8(c)
            var value: UInt8 = 0
            if ASCII.isIdentifierBody(byte) { value |= identifierBody }
            if ASCII.isOperator(byte) { value |= operatorCharacter }
            if ASCII.isHorizontalSpace(byte) { value |= horizontalSpace }
            table[c] = value
        }
        return UnsafePointer(table)
    }()
}

/// What a token starting with a byte is, for the lexer's dispatch: a switch over these cases is one
/// jump table, where a switch over the byte itself, with ranges for digits and letters, is tried
/// case by case past the first table.
enum LeadByte: UInt8 {
    case horizontalSpace, lineBreak, slash, quote, hash, at, backtick, dollar, digit
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, backslash, dot
    /// A letter or "_".
    case wordHead
    /// An ASCII operator character other than "/" and ".".
    case operatorHead
    /// The first byte of a multi-byte UTF-8 sequence, or a stray continuation byte.
    case nonASCII
    /// A control character or other byte no token starts with.
    case other

    /// 256 entries, allocated once and never freed.
    nonisolated(unsafe) static let table: UnsafePointer<LeadByte> = {
        let table = UnsafeMutablePointer<LeadByte>.allocate(capacity: 256)
        for c in 0..<256 { table[c] = of(UInt8(c)) }
        return UnsafePointer(table)
    }()

    static func of(_ c: UInt8) -> LeadByte {
        if ASCII.isHorizontalSpace(c) { return .horizontalSpace }
        switch c {
        case ASCII.lf, ASCII.cr: return .lineBreak
        case ASCII.slash: return .slash
        case ASCII.quote: return .quote
        case ASCII.hash: return .hash
        case ASCII.at: return .at
        case ASCII.backtick: return .backtick
        case ASCII.dollar: return .dollar
        case ASCII.lparen: return .leftParen
        case ASCII.rparen: return .rightParen
        case ASCII.lbracket: return .leftBracket
        case ASCII.rbracket: return .rightBracket
        case ASCII.lbrace: return .leftBrace
        case ASCII.rbrace: return .rightBrace
        case ASCII.comma: return .comma
        case ASCII.colon: return .colon
        case ASCII.semicolon: return .semicolon
        case ASCII.backslash: return .backslash
        case ASCII.dot: return .dot
        default:
            if ASCII.isDigit(c) { return .digit }
            if ASCII.isIdentifierHead(c) { return .wordHead }
            if ASCII.isOperator(c) { return .operatorHead }
            return c >= 0x80 ? .nonASCII : .other
        }
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
    /// Space, tab, vertical tab, form feed: whitespace within a line.
    @inline(__always) static func isHorizontalSpace(_ c: UInt8) -> Bool { c == space || c == tab || c == vt || c == ff }
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

    /// Combining marks and variation selectors, which may continue (not start) an operator.
    static func isOperatorContinuation(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
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
