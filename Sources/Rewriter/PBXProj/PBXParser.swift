/// Reads the old-style ASCII property list format: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `<hex data>`, `/* */` and `//`
/// comments. Records the section marker comments it passes.
struct PBXParser {
    let bytes: [UInt8]
    var index = 0
    var sections: [String: (begin: Range<Int>?, end: Range<Int>?)] = [:]
    var sectionOrder: [String] = []
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws(PBXError) -> PBXValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipTrivia()
        guard index < bytes.count else { throw fail("empty file") }
        let root = try parseValue()
        try skipTrivia()
        if index < bytes.count { throw fail("unexpected text after the closing brace") }
        return root
    }

    var orderedSections: [PBXSection] {
        sectionOrder.compactMap { name in
            guard let pair = sections[name], let begin = pair.begin, let end = pair.end else { return nil }
            return PBXSection(name: name, begin: begin, end: end)
        }
    }

    // MARK: Values

    mutating func parseValue() throws(PBXError) -> PBXValue {
        guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
        switch bytes[index] {
        case 0x7B: return try nested { (p) throws(PBXError) in try p.parseDict() }
        case 0x28: return try nested { (p) throws(PBXError) in try p.parseArray() }
        case 0x3C: return try parseData()
        case 0x22, 0x27: return try parseQuoted()
        default:
            guard let value = parseBare() else { throw fail("unexpected \"\(String(decoding: [bytes[index]], as: UTF8.self))\"") }
            return value
        }
    }

    private mutating func nested(_ body: (inout PBXParser) throws(PBXError) -> PBXValue) throws(PBXError) -> PBXValue {
        depth += 1
        if depth > 256 { throw fail("nested too deeply") }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func parseDict() throws(PBXError) -> PBXValue {
        let start = index
        index += 1
        var entries: [PBXEntry] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated dict", at: start) }
            if bytes[index] == 0x7D {
                index += 1
                return PBXValue(kind: .dict, range: start..<index, entries: entries)
            }
            let keyStart = index
            let key = try parseValue()
            guard key.kind == .string else { throw fail("a dict key must be a string", at: keyStart) }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3D else { throw fail("expected \"=\" after key \(key.string)") }
            index += 1
            try skipTrivia()
            let value = try parseValue()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3B else { throw fail("expected \";\" after the value of \(key.string)") }
            index += 1
            entries.append(PBXEntry(key: key.string, keyRange: key.range, value: value, range: keyStart..<index))
        }
    }

    mutating func parseArray() throws(PBXError) -> PBXValue {
        let start = index
        index += 1
        var elements: [PBXValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated array", at: start) }
            if bytes[index] == 0x29 {
                index += 1
                return PBXValue(kind: .array, range: start..<index, elements: elements)
            }
            elements.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated array", at: start) }
            if bytes[index] == 0x2C {
                index += 1
            } else if bytes[index] != 0x29 {
                throw fail("expected \",\" or \")\" in array")
            }
        }
    }

    mutating func parseData() throws(PBXError) -> PBXValue {
        let start = index
        index += 1
        var hex: [UInt8] = []
        while index < bytes.count && bytes[index] != 0x3E {
            let c = bytes[index]
            if !PlistParser.isSpace(c) {
                guard (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) else {
                    throw fail("bad character in <data>")
                }
                hex.append(c)
            }
            index += 1
        }
        guard index < bytes.count else { throw fail("unterminated <data>", at: start) }
        index += 1
        return PBXValue(kind: .data, range: start..<index, string: String(decoding: hex, as: UTF8.self))
    }

    mutating func parseQuoted() throws(PBXError) -> PBXValue {
        let start = index
        let quote = bytes[index]
        // Most quoted strings (paths, names, settings) have no escapes: decode the slice as is.
        var end = index + 1
        while end < bytes.count && bytes[end] != quote && bytes[end] != 0x5C { end += 1 }
        if end < bytes.count && bytes[end] == quote {
            index = end + 1
            return PBXValue(kind: .string, range: start..<index, string: String(decoding: bytes[(start + 1)..<end], as: UTF8.self),
                            isQuoted: true)
        }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count && bytes[index] != quote {
            if bytes[index] == 0x5C {
                index += 1
                guard index < bytes.count else { break }
                let c = bytes[index]
                switch c {
                case 0x6E: out.append(0x0A); index += 1
                case 0x74: out.append(0x09); index += 1
                case 0x72: out.append(0x0D); index += 1
                case 0x61: out.append(0x07); index += 1
                case 0x62: out.append(0x08); index += 1
                case 0x66: out.append(0x0C); index += 1
                case 0x76: out.append(0x0B); index += 1
                case 0x55, 0x75:
                    // \Uxxxx: four hex digits.
                    var value: UInt32 = 0, digits = 0
                    index += 1
                    while digits < 4, index < bytes.count, let d = hexValue(bytes[index]) {
                        value = value * 16 + d
                        digits += 1
                        index += 1
                    }
                    out += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
                case 0x30...0x37:
                    var value: UInt32 = 0, digits = 0
                    while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                        value = value * 8 + UInt32(bytes[index] - 0x30)
                        digits += 1
                        index += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: value))
                default:
                    out.append(c)
                    index += 1
                }
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else { throw fail("unterminated string", at: start) }
        index += 1
        return PBXValue(kind: .string, range: start..<index, string: String(decoding: out, as: UTF8.self), isQuoted: true)
    }

    mutating func parseBare() -> PBXValue? {
        let start = index
        // Object ids, names and settings: the run of bare bytes, read without bounds checks.
        let end = bytes.withUnsafeBufferPointer { p -> Int in
            var i = start
            while i < p.count && Self.isBareByte(p[i]) {
                if p[i] == 0x2F && i + 1 < p.count && (p[i + 1] == 0x2A || p[i + 1] == 0x2F) { break }
                i += 1
            }
            return i
        }
        index = end
        if index == start { return nil }
        return PBXValue(kind: .string, range: start..<index, string: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Bytes allowed in an unquoted string: anything but spaces, quotes and punctuation of the format.
    static func isBareByte(_ b: UInt8) -> Bool {
        switch b {
        case 0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27, 0x3B, 0x3D, 0x2C, 0x28, 0x29, 0x7B, 0x7D, 0x3C, 0x3E: return false
        default: return true
        }
    }

    // MARK: Trivia

    mutating func skipTrivia() throws(PBXError) {
        while index < bytes.count {
            let c = bytes[index]
            if PlistParser.isSpace(c) {
                // Indentation and line breaks: the whole run at once.
                index = bytes.withUnsafeBufferPointer { p in
                    var i = index + 1
                    while i < p.count && PlistParser.isSpace(p[i]) { i += 1 }
                    return i
                }
            } else if c == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2A {
                let start = index
                guard let i = commentEnd(from: index + 2) else { throw fail("unterminated comment", at: start) }
                index = i + 2
                noteSectionMarker(start..<index)
            } else if c == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x2F {
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    /// The offset of the `*/` closing a block comment whose body starts at `from`
    /// (every object reference carries a comment, so this runs thousands of times).
    private func commentEnd(from: Int) -> Int? {
        ByteSearch.firstOffset(of: Self.commentClose, in: bytes, from: from)
    }

    private static let commentClose: [UInt8] = [0x2A, 0x2F]

    /// Records `/* Begin X section */` and `/* End X section */`.
    private mutating func noteSectionMarker(_ range: Range<Int>) {
        // Nearly every comment is an object's name: look at the bytes before building a string.
        let body = range.lowerBound + 3
        guard body + 3 < range.upperBound,
              (bytes[body] == 0x42 && bytes[body + 1] == 0x65) || (bytes[body] == 0x45 && bytes[body + 1] == 0x6E) else { return }
        let text = String(decoding: bytes[(range.lowerBound + 2)..<(range.upperBound - 2)], as: UTF8.self)
        let words = text.split(separator: " ")
        guard words.count == 3, words[2] == "section" else { return }
        let name = String(words[1])
        if words[0] == "Begin" {
            if sections[name] == nil { sectionOrder.append(name) }
            sections[name, default: (nil, nil)].begin = range
        } else if words[0] == "End" {
            sections[name, default: (nil, nil)].end = range
        }
    }

    private func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    func fail(_ message: String, at offset: Int? = nil) -> PBXError {
        .malformed(message: message, line: PlistParser.line(of: offset ?? index, in: bytes))
    }
}
