/// A strict check that bytes are a well-formed XML property list whose
/// scalars hold what their tags promise. Used to prove edited files are valid.
public enum PropertyListValidator {
    /// nil when valid, else what is wrong and where.
    public static func validate(_ bytes: [UInt8]) -> String? {
        let document: PlistDocument
        do {
            document = try PlistDocument(bytes: bytes)
        } catch {
            return error.description
        }
        var parser = PlistParser(bytes)
        parser.index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try? parser.skipMisc()
        if !parser.looking(at: "<plist") { return "line \(document.line(of: parser.index)): missing <plist> root element" }
        return check(document.root, document)
    }

    private static func check(_ node: PlistNode, _ document: PlistDocument) -> String? {
        func problem(_ message: String) -> String { "line \(document.line(of: node.range.lowerBound)): \(message)" }
        let text = node.text.trimmingASCIISpaces()
        switch node.kind {
        case .dict:
            var seen = Set<String>()
            for entry in node.entries {
                if !seen.insert(entry.key).inserted {
                    return "line \(document.line(of: entry.keyRange.lowerBound)): duplicate key \"\(entry.key)\""
                }
                if let found = check(entry.value, document) { return found }
            }
        case .array:
            for element in node.elements { if let found = check(element, document) { return found } }
        case .integer:
            if !isInteger(text) { return problem("<integer> holds \"\(node.text)\"") }
        case .real:
            if Double(text) == nil && !["nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"].contains(text.lowercased()) {
                return problem("<real> holds \"\(node.text)\"")
            }
        case .date:
            if !isDate(text) { return problem("<date> holds \"\(node.text)\"") }
        case .data:
            if !isBase64(node.text) { return problem("<data> is not base64") }
        case .string, .bool:
            break
        }
        return nil
    }

    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            return !digits.isEmpty && digits.allSatisfy(\.isHexDigit)
        }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the only form property lists write.
    static func isDate(_ text: String) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 20 else { return false }
        for (i, c) in b.enumerated() {
            switch i {
            case 4, 7: if c != 0x2D { return false }
            case 10: if c != 0x54 { return false }
            case 13, 16: if c != 0x3A { return false }
            case 19: if c != 0x5A { return false }
            default: if c < 0x30 || c > 0x39 { return false }
            }
        }
        return true
    }

    static func isBase64(_ text: String) -> Bool {
        var count = 0, padding = 0
        for c in text.utf8 {
            if PlistParser.isSpace(c) { continue }
            let alphabet = (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x2B || c == 0x2F
            if c == 0x3D { padding += 1 } else if !alphabet || padding > 0 { return false }
            count += 1
        }
        return count % 4 == 0 && padding <= 2
    }
}
