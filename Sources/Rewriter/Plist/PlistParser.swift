/// Reads the XML property list dialect: prolog, DOCTYPE, comments, CDATA,
/// the five named entities and character references, any whitespace.
/// Works on bytes; keeps the byte range of every element it reads.
struct PlistParser {
    let bytes: [UInt8]
    var index = 0
    private var depth = 0
    static let maximumDepth = 512

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Document

    mutating func parseDocument() throws(PlistError) -> PlistNode {
        if PlistDocument.isBinary(bytes) { throw .binary }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw fail("UTF-16 property lists are not supported")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc()
        guard index < bytes.count else { throw fail("empty file: no property list") }
        if bytes[index] == 0x7B || bytes[index] == 0x28 {
            throw fail("old-style (OpenStep) property list; only XML property lists are read here")
        }
        let root: PlistNode
        if looking(at: "<plist") && (index + 6 < bytes.count) && !isNameByte(bytes[index + 6]) {
            let tag = try openTag()
            guard tag.name == "plist" else { throw fail("expected <plist>") }
            if tag.selfClosing { throw fail("<plist/> holds no value") }
            try skipMisc()
            root = try parseValue()
            try skipMisc()
            try closeTag("plist")
        } else {
            root = try parseValue()
        }
        try skipMisc()
        if index < bytes.count { throw fail("unexpected content after the property list") }
        return root
    }

    /// Whitespace, comments, processing instructions and DOCTYPE.
    mutating func skipMisc() throws(PlistError) {
        while index < bytes.count {
            let b = bytes[index]
            if Self.isSpace(b) { index += 1; continue }
            if looking(at: "<!--") { try skipComment(); continue }
            if looking(at: "<?") {
                guard let end = find("?>", from: index + 2) else { throw fail("unterminated <? ... ?>") }
                index = end + 2
                continue
            }
            if looking(at: "<!DOCTYPE") {
                // Skip to the closing `>`, past quoted ids and an internal subset in brackets.
                var i = index + 9, brackets = 0
                var quote: UInt8? = nil
                while i < bytes.count {
                    let c = bytes[i]
                    if let q = quote { if c == q { quote = nil } }
                    else if c == 0x22 || c == 0x27 { quote = c }
                    else if c == 0x5B { brackets += 1 }
                    else if c == 0x5D { brackets -= 1 }
                    else if c == 0x3E && brackets <= 0 { break }
                    i += 1
                }
                guard i < bytes.count else { throw fail("unterminated <!DOCTYPE") }
                index = i + 1
                continue
            }
            return
        }
    }

    mutating func skipComment() throws(PlistError) {
        guard let end = find("-->", from: index + 4) else { throw fail("unterminated comment") }
        index = end + 3
    }

    // MARK: Values

    mutating func parseValue() throws(PlistError) -> PlistNode {
        guard index < bytes.count, bytes[index] == 0x3C else { throw fail("expected a value element") }
        let start = index
        let tag = try openTag()
        let contentStart = index
        switch tag.name {
        case "dict":
            return try nested(start) { (p) throws(PlistError) in try p.parseDict(start: start, selfClosing: tag.selfClosing) }
        case "array":
            return try nested(start) { (p) throws(PlistError) in try p.parseArray(start: start, selfClosing: tag.selfClosing) }
        case "string", "integer", "real", "date", "data":
            let kind = PlistNode.Kind(rawValue: tag.name)!
            if tag.selfClosing { return PlistNode(kind: kind, range: start..<index, contentRange: index..<index) }
            let (text, contentEnd) = try textContent(closing: tag.name)
            return PlistNode(kind: kind, range: start..<index, contentRange: contentStart..<contentEnd, text: text)
        case "true", "false":
            var contentEnd = index
            if !tag.selfClosing {
                let (text, end) = try textContent(closing: tag.name)
                if !text.trimmingASCIISpaces().isEmpty { throw fail("<\(tag.name)> must be empty") }
                contentEnd = end
            }
            return PlistNode(kind: .bool, range: start..<index, contentRange: contentStart..<contentEnd, text: tag.name)
        case "key":
            throw fail("<key> outside a dict")
        default:
            throw fail("unknown element <\(tag.name)>")
        }
    }

    private mutating func nested(_ start: Int, _ body: (inout PlistParser) throws(PlistError) -> PlistNode) throws(PlistError) -> PlistNode {
        depth += 1
        if depth > Self.maximumDepth { throw fail("nested too deeply") }
        defer { depth -= 1 }
        return try body(&self)
    }

    mutating func parseDict(start: Int, selfClosing: Bool) throws(PlistError) -> PlistNode {
        let contentStart = index
        if selfClosing { return PlistNode(kind: .dict, range: start..<index, contentRange: index..<index) }
        var entries: [PlistEntry] = []
        while true {
            try skipMisc()
            guard index < bytes.count else { throw fail("unterminated <dict>") }
            if looking(at: "</") {
                let contentEnd = index
                try closeTag("dict")
                return PlistNode(kind: .dict, range: start..<index, contentRange: contentStart..<contentEnd, entries: entries)
            }
            let keyStart = index
            let tag = try openTag()
            guard tag.name == "key" else { throw fail("expected <key> in dict, found <\(tag.name)>") }
            let key = tag.selfClosing ? "" : try textContent(closing: "key").text
            let keyRange = keyStart..<index
            try skipMisc()
            guard index < bytes.count, !looking(at: "</") else { throw fail("key \"\(key)\" has no value") }
            let value = try parseValue()
            entries.append(PlistEntry(key: key, keyRange: keyRange, value: value))
        }
    }

    mutating func parseArray(start: Int, selfClosing: Bool) throws(PlistError) -> PlistNode {
        let contentStart = index
        if selfClosing { return PlistNode(kind: .array, range: start..<index, contentRange: index..<index) }
        var elements: [PlistNode] = []
        while true {
            try skipMisc()
            guard index < bytes.count else { throw fail("unterminated <array>") }
            if looking(at: "</") {
                let contentEnd = index
                try closeTag("array")
                return PlistNode(kind: .array, range: start..<index, contentRange: contentStart..<contentEnd, elements: elements)
            }
            elements.append(try parseValue())
        }
    }

    // MARK: Tags and text

    struct Tag {
        var name: String
        var selfClosing: Bool
    }

    /// Reads `<name attr="..." ...>` or `<name .../>`; leaves `index` after the `>`.
    mutating func openTag() throws(PlistError) -> Tag {
        guard looking(at: "<") else { throw fail("expected a tag") }
        index += 1
        let nameStart = index
        while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if name.isEmpty { throw fail("expected an element name") }
        var quote: UInt8? = nil
        while index < bytes.count {
            let c = bytes[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == 0x22 || c == 0x27 {
                quote = c
            } else if c == 0x3E {
                index += 1
                return Tag(name: name, selfClosing: false)
            } else if c == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x3E {
                index += 2
                return Tag(name: name, selfClosing: true)
            } else if c == 0x3C {
                break
            }
            index += 1
        }
        throw fail("unterminated <\(name)> tag")
    }

    mutating func closeTag(_ name: String) throws(PlistError) {
        var name = name
        let matches = name.withUTF8 { n in
            looking(at: "</") && index + 2 + n.count <= bytes.count && bytes[(index + 2)..<(index + 2 + n.count)].elementsEqual(n)
        }
        guard matches else { throw fail("expected </\(name)>") }
        index += 2 + name.utf8.count
        while index < bytes.count && Self.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count && bytes[index] == 0x3E else { throw fail("expected </\(name)>") }
        index += 1
    }

    /// Character data up to `</name>`; returns the decoded text and where the content ends. Runs
    /// of plain characters are copied whole; text with no entity, comment or CDATA section is
    /// decoded straight from the file's bytes.
    mutating func textContent(closing name: String) throws(PlistError) -> (text: String, contentEnd: Int) {
        var out: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let c = bytes[index]
            if c != 0x3C && c != 0x26 {
                index += 1
                continue
            }
            if c == 0x3C {
                if looking(at: "<!--") {
                    out += bytes[runStart..<index]
                    try skipComment()
                    runStart = index
                    continue
                }
                if looking(at: "<![CDATA[") {
                    guard let end = find("]]>", from: index + 9) else { throw fail("unterminated CDATA section") }
                    out += bytes[runStart..<index]
                    out += bytes[(index + 9)..<end]
                    index = end + 3
                    runStart = index
                    continue
                }
                let contentEnd = index
                if looking(at: "</") {
                    let text: String
                    if out.isEmpty {
                        text = String(decoding: bytes[runStart..<contentEnd], as: UTF8.self)
                    } else {
                        out += bytes[runStart..<contentEnd]
                        text = String(decoding: out, as: UTF8.self)
                    }
                    try closeTag(name)
                    return (text, contentEnd)
                }
                throw fail("unexpected element inside <\(name)>")
            }
            out += bytes[runStart..<index]
            out += try entity()
            runStart = index
        }
        throw fail("unterminated <\(name)>")
    }

    /// Decodes `&name;` or `&#N;` / `&#xH;` at `index`.
    mutating func entity() throws(PlistError) -> [UInt8] {
        guard let end = find(";", from: index + 1), end - index <= 12 else { throw fail("bad entity") }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "amp": return [0x26]
        case "lt": return [0x3C]
        case "gt": return [0x3E]
        case "quot": return [0x22]
        case "apos": return [0x27]
        default:
            var scalar: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") { scalar = UInt32(name.dropFirst(2), radix: 16) }
            else if name.hasPrefix("#") { scalar = UInt32(name.dropFirst(1)) }
            guard let value = scalar, let unicode = Unicode.Scalar(value) else { throw fail("unknown entity &\(name);") }
            return Array(String(Character(unicode)).utf8)
        }
    }

    // MARK: Bytes

    func looking(at text: StaticString) -> Bool {
        text.withUTF8Buffer { t in
            guard index + t.count <= bytes.count else { return false }
            for j in 0..<t.count where bytes[index + j] != t[j] { return false }
            return true
        }
    }

    func find(_ text: StaticString, from start: Int) -> Int? {
        text.withUTF8Buffer { t -> Int? in
            guard t.count > 0, bytes.count >= t.count else { return nil }
            var i = start
            while i <= bytes.count - t.count {
                if bytes[i] == t[0] {
                    var j = 1
                    while j < t.count && bytes[i + j] == t[j] { j += 1 }
                    if j == t.count { return i }
                }
                i += 1
            }
            return nil
        }
    }

    func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D || b == 0x5F || b == 0x3A
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    func fail(_ message: String) -> PlistError {
        .malformed(message: message, line: Self.line(of: index, in: bytes))
    }

    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for b in bytes[0..<min(offset, bytes.count)] where b == 0x0A { line += 1 }
        return line
    }
}
