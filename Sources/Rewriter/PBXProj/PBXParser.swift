/// Reads the old-style ASCII property list format: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `<hex data>`, `/* */` and `//`
/// comments, into `PBXTree` nodes. Records the section marker comments it passes.
/// Works on the file's bytes in place: it is valid only inside the buffer's closure.
struct PBXParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var nodes: [PBXNode] = []
    var index = 0
    var sections: [String: (begin: Range<Int>?, end: Range<Int>?)] = [:]
    var sectionOrder: [String] = []
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // About one value or key per 20 bytes in Xcode's layout.
        nodes.reserveCapacity(bytes.count / 20)
    }

    mutating func parseDocument() throws(PBXError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipTrivia()
        guard index < bytes.count else { throw fail("empty file") }
        try parseValue()
        try skipTrivia()
        if index < bytes.count { throw fail("unexpected text after the closing brace") }
    }

    var orderedSections: [PBXSection] {
        sectionOrder.compactMap { name in
            guard let pair = sections[name], let begin = pair.begin, let end = pair.end else { return nil }
            return PBXSection(name: name, begin: begin, end: end)
        }
    }

    // MARK: Values

    /// Appends the value at `index` (and its contents) to `nodes`.
    mutating func parseValue() throws(PBXError) {
        guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
        switch bytes[index] {
        case 0x7B: try nested { (p) throws(PBXError) in try p.parseDict() }
        case 0x28: try nested { (p) throws(PBXError) in try p.parseArray() }
        case 0x3C: try parseData()
        case 0x22, 0x27: try parseQuoted()
        default:
            guard parseBare() else { throw fail("unexpected \"\(String(decoding: [bytes[index]], as: UTF8.self))\"") }
        }
    }

    private mutating func nested(_ body: (inout PBXParser) throws(PBXError) -> Void) throws(PBXError) {
        depth += 1
        if depth > 256 { throw fail("nested too deeply") }
        defer { depth -= 1 }
        try body(&self)
    }

    /// Appends a node that has no contents.
    private mutating func appendLeaf(_ node: PBXNode) {
        var node = node
        node.next = Int32(nodes.count + 1)
        nodes.append(node)
    }

    /// Closes the container at `i`: it ends at `index`, and its contents at the last node.
    private mutating func close(_ i: Int) {
        nodes[i].end = Int32(index)
        nodes[i].next = Int32(nodes.count)
    }

    mutating func parseDict() throws(PBXError) {
        let start = index
        let dict = nodes.count
        nodes.append(PBXNode(kind: .dict, start: start))
        index += 1
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated dict", at: start) }
            if bytes[index] == 0x7D {
                index += 1
                close(dict)
                return
            }
            let keyStart = index
            let key = nodes.count
            try parseValue()
            guard nodes[key].kind == .string else { throw fail("a dict key must be a string", at: keyStart) }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3D else { throw fail("expected \"=\" after key \(text(of: key))") }
            index += 1
            try skipTrivia()
            try parseValue()
            try skipTrivia()
            guard index < bytes.count, bytes[index] == 0x3B else { throw fail("expected \";\" after the value of \(text(of: key))") }
            index += 1
            nodes[key].entryEnd = Int32(index)
        }
    }

    mutating func parseArray() throws(PBXError) {
        let start = index
        let array = nodes.count
        nodes.append(PBXNode(kind: .array, start: start))
        index += 1
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated array", at: start) }
            if bytes[index] == 0x29 {
                index += 1
                close(array)
                return
            }
            try parseValue()
            try skipTrivia()
            guard index < bytes.count else { throw fail("unterminated array", at: start) }
            if bytes[index] == 0x2C {
                index += 1
            } else if bytes[index] != 0x29 {
                throw fail("expected \",\" or \")\" in array")
            }
        }
    }

    mutating func parseData() throws(PBXError) {
        let start = index
        index += 1
        while index < bytes.count && bytes[index] != 0x3E {
            let c = bytes[index]
            if !PlistParser.isSpace(c) {
                guard (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) else {
                    throw fail("bad character in <data>")
                }
            }
            index += 1
        }
        guard index < bytes.count else { throw fail("unterminated <data>", at: start) }
        index += 1
        appendLeaf(PBXNode(kind: .data, start: start, end: index))
    }

    /// Finds the closing quote; the text is decoded when asked for (`unescaped`).
    mutating func parseQuoted() throws(PBXError) {
        let start = index
        let quote = bytes[index]
        var node = PBXNode(kind: .string, start: start)
        node.isQuoted = true
        var ascii: UInt8 = 0
        var i = index + 1
        while i < bytes.count && bytes[i] != quote {
            ascii |= bytes[i]
            // Whatever an escape is, its first byte after the backslash is never the closing quote.
            if bytes[i] == 0x5C {
                node.hasEscapes = true
                i += 1
            }
            i += 1
        }
        guard i < bytes.count else { throw fail("unterminated string", at: start) }
        index = i + 1
        node.end = Int32(index)
        node.isASCII = ascii < 0x80
        appendLeaf(node)
    }

    /// The text of a quoted string with escapes, from the bytes between its quotes.
    static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>, _ content: Range<Int>) -> String {
        var out: [UInt8] = []
        var index = content.lowerBound
        let end = content.upperBound
        while index < end {
            if bytes[index] == 0x5C {
                index += 1
                guard index < end else { break }
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
                    while digits < 4, index < end, let d = hexValue(bytes[index]) {
                        value = value * 16 + d
                        digits += 1
                        index += 1
                    }
                    out += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
                case 0x30...0x37:
                    var value: UInt32 = 0, digits = 0
                    while digits < 3, index < end, bytes[index] >= 0x30, bytes[index] <= 0x37 {
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
        return String(decoding: out, as: UTF8.self)
    }

    /// Object ids, names and settings: the run of bare bytes. False when there is none.
    mutating func parseBare() -> Bool {
        let start = index
        let (end, isASCII) = Self.bareRun(bytes, from: start)
        index = end
        if index == start { return false }
        var node = PBXNode(kind: .string, start: start, end: index)
        node.isASCII = isASCII
        appendLeaf(node)
        return true
    }

    /// Where the run of bare bytes from `start` ends, and whether it is all ASCII.
    static func bareRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, isASCII: Bool) {
        var i = start
        var ascii: UInt8 = 0
        let n = bytes.count
        while i < n {
            // Ids and names are mostly letters and digits (ASCII, none of which ends a run): eight
            // bytes at a time while they are; any other byte is looked at alone.
            if let base = bytes.baseAddress {
                while i + 8 <= n {
                    let others = SWAR.nonIdentifierBytes(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    if others != 0 { i += SWAR.firstFlagged(others); break }
                    i += 8
                }
                if i >= n { break }
            }
            let b = bytes[i]
            if stopsBare(b) {
                guard b == 0x2F, !(i + 1 < n && (bytes[i + 1] == 0x2A || bytes[i + 1] == 0x2F)) else { break }
            }
            ascii |= b
            i += 1
        }
        return (i, ascii < 0x80)
    }

    /// Whether a byte may end an unquoted string: spaces, quotes and punctuation of the format, and
    /// `/` (which does when a comment follows). Letters take two comparisons and the rest one bit
    /// test, as this runs for every byte of every id and name.
    static func stopsBare(_ b: UInt8) -> Bool {
        if b > 0x3E { return b == 0x7B || b == 0x7D }
        // Tab, LF, CR, space, `"`, `'`, `(`, `)`, `,`, `/`, `;`, `<`, `=`, `>`.
        return (0x7800_9385_0000_2600 as UInt64) >> b & 1 != 0
    }

    /// A parsed node's text, for messages.
    private func text(of i: Int) -> String {
        let node = nodes[i]
        if node.hasEscapes { return Self.unescaped(bytes, node.content) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[node.content]), as: UTF8.self)
    }

    // MARK: Trivia

    mutating func skipTrivia() throws(PBXError) {
        while index < bytes.count {
            let c = bytes[index]
            if PlistParser.isSpace(c) {
                // Indentation and line breaks: the whole run at once.
                index += 1
                while index < bytes.count && PlistParser.isSpace(bytes[index]) { index += 1 }
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

    /// The offset of the `*/` closing a block comment whose body starts at `from`. Every object
    /// reference carries a comment, mostly a short name (`/* AppDelegate.swift in Sources */`):
    /// eight bytes at a time to the next `*`, where a general search's setup and `memchr` call
    /// cost more than the comment's bytes.
    private func commentEnd(from: Int) -> Int? {
        let n = bytes.count
        guard let address = bytes.baseAddress else { return nil }
        let base = UnsafeRawPointer(address)
        var i = from
        while true {
            while i + 8 <= n {
                let stars = SWAR.zeroBytes(base.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ SWAR.repeated(0x2A))
                if stars != 0 {
                    i += SWAR.firstFlagged(stars)
                    break
                }
                i += 8
            }
            while i < n && bytes[i] != 0x2A { i += 1 }
            guard i + 1 < n else { return nil }
            if bytes[i + 1] == 0x2F { return i }
            i += 1
        }
    }

    /// Records `/* Begin X section */` and `/* End X section */`.
    private mutating func noteSectionMarker(_ range: Range<Int>) {
        // Nearly every comment is an object's name: look at the bytes before building a string.
        let body = range.lowerBound + 3
        guard body + 3 < range.upperBound,
              (bytes[body] == 0x42 && bytes[body + 1] == 0x65) || (bytes[body] == 0x45 && bytes[body + 1] == 0x6E) else { return }
        // ... and ends with the word `section`.
        var last = range.upperBound - 2
        while last > body && bytes[last - 1] == 0x20 { last -= 1 }
        guard last - 7 >= body, bytes[(last - 7)..<last].elementsEqual("section".utf8) else { return }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + 2)..<(range.upperBound - 2)]), as: UTF8.self)
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

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    func fail(_ message: String, at offset: Int? = nil) -> PBXError {
        var line = 1
        for b in bytes[0..<min(offset ?? index, bytes.count)] where b == 0x0A { line += 1 }
        return .malformed(message: message, line: line)
    }
}
