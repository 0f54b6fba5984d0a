/// How a project file is laid out and how Xcode writes values, so inserted
/// lines match their neighbours.
struct PBXFormat {
    let bytes: [UInt8]
    /// One indentation level (Xcode writes a tab).
    let unit: String
    let eol: String

    init(_ project: PBXProject) {
        bytes = project.bytes
        eol = PlistStyle.detect(in: project.bytes, root: nil).lineEnding
        if let first = project.root.entries.first, let indent = PlistText.lineIndent(before: first.range.lowerBound, in: project.bytes),
           !indent.isEmpty {
            unit = String(decoding: indent, as: UTF8.self)
        } else {
            unit = "\t"
        }
    }

    /// The indentation before `offset` when only whitespace precedes it on its line.
    func indent(before offset: Int) -> String? {
        PlistText.lineIndent(before: offset, in: bytes).map { String(decoding: $0, as: UTF8.self) }
    }

    func lineStart(of offset: Int) -> Int { PlistText.lineStart(of: offset, in: bytes) }

    /// The leading whitespace of the line holding `offset`.
    func leadingWhitespace(ofLineAt offset: Int) -> String {
        var i = lineStart(of: offset)
        let start = i
        while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Bytes Xcode leaves unquoted; anything else is quoted.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && text.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 || b == 0x2E || b == 0x2F
        } && !text.contains("//") && !text.contains("/*")
        if bare { return text }
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// A value as written after `key = ` on a line indented by `indent`.
    func valueText(_ value: PBXSettingValue, indent: String?) -> String {
        switch value {
        case let .string(s): return Self.quoted(s)
        case let .list(items):
            guard let indent else { return "(" + items.map { Self.quoted($0) + ", " }.joined() + ")" }
            return "(" + eol + items.map { indent + unit + Self.quoted($0) + "," + eol }.joined() + indent + ")"
        }
    }
}

/// A build setting value: one string or a list.
public enum PBXSettingValue: Sendable, Equatable {
    case string(String)
    case list([String])

    init?(_ value: PBXValue) {
        switch value.kind {
        case .string: self = .string(value.string)
        case .array: self = .list(value.strings)
        default: return nil
        }
    }
}

/// Insertions collected from several builders. Those at the same offset are
/// joined into one edit (so they never conflict), ordered by their sort key
/// (object ids, so a section stays in id order), then by arrival.
struct PBXInsertions {
    private var pending: [Int: [(key: String, order: Int, text: String)]] = [:]
    private var count = 0

    mutating func insert(_ text: String, at offset: Int, sortKey: String = "") {
        pending[offset, default: []].append((sortKey, count, text))
        count += 1
    }

    var edits: [Edit] {
        pending.keys.sorted().map { offset in
            let parts = pending[offset]!.sorted { ($0.key, $0.order) < ($1.key, $1.order) }
            return Edit.insert(parts.map(\.text).joined(), at: offset)
        }
    }
}

/// Where new text goes in dicts, arrays and sections.
extension PBXProject {
    var format: PBXFormat { PBXFormat(self) }

    /// Where and what to insert for `key = value;` in `dict`: before the first
    /// key that sorts after it (`isa` stays first), else at the end.
    func entryInsertion(key: String, value: PBXSettingValue, into dict: PBXValue) -> (offset: Int, text: String) {
        let format = self.format
        return entryInsertion(key: key, into: dict) { format.valueText(value, indent: $0) }
    }

    /// The same with the value's text written by `valueText`, given the
    /// line's indentation (nil when the dict is written on one line).
    func entryInsertion(key: String, into dict: PBXValue, valueText: (String?) -> String) -> (offset: Int, text: String) {
        let format = self.format
        let keyText = PBXFormat.quoted(key)
        let keyBytes = Array(key.utf8)
        if let anchor = dict.entries.first(where: { $0.key != "isa" && keyBytes.lexicographicallyPrecedes($0.key.utf8) }) {
            if let indent = format.indent(before: anchor.range.lowerBound) {
                let text = indent + keyText + " = " + valueText(indent) + ";" + format.eol
                return (anchor.range.lowerBound - indent.utf8.count, text)
            }
            return (anchor.range.lowerBound, keyText + " = " + valueText(nil) + "; ")
        }
        let close = dict.range.upperBound - 1
        if let closeIndent = format.indent(before: close) {
            let indent = dict.entries.last.flatMap { format.indent(before: $0.range.lowerBound) } ?? closeIndent + format.unit
            let text = indent + keyText + " = " + valueText(indent) + ";" + format.eol
            return (close - closeIndent.utf8.count, text)
        }
        return (close, keyText + " = " + valueText(nil) + "; ")
    }

    /// Where and what to insert for a new array element `item` (already
    /// formatted, e.g. `ID /* name */`): before the first element that sorts
    /// after `sortKey` when given, else at the end.
    /// Xcode orders membership exceptions ignoring case, hence `ignoringCase`.
    func elementInsertion(_ item: String, sortKey: String? = nil, ignoringCase: Bool = false,
                          into array: PBXValue) -> (offset: Int, text: String) {
        let format = self.format
        let key = ignoringCase ? sortKey?.lowercased() : sortKey
        if let key, let anchor = array.elements.first(where: {
            key.utf8.lexicographicallyPrecedes((ignoringCase ? $0.string.lowercased() : $0.string).utf8)
        }) {
            if let indent = format.indent(before: anchor.range.lowerBound) {
                return (anchor.range.lowerBound - indent.utf8.count, indent + item + "," + format.eol)
            }
            return (anchor.range.lowerBound, item + ", ")
        }
        let close = array.range.upperBound - 1
        if let closeIndent = format.indent(before: close) {
            let indent = array.elements.last.flatMap { format.indent(before: $0.range.lowerBound) } ?? closeIndent + format.unit
            return (close - closeIndent.utf8.count, indent + item + "," + format.eol)
        }
        return (close, item + ", ")
    }

    /// Where and what to insert for a new object (its `ID ... = {...};`
    /// text without indentation or line end) so its section stays in id order;
    /// opens the section, in name order among the others, when it is missing.
    func objectInsertion(id: String, isa: String, text: String) -> (offset: Int, text: String) {
        let format = self.format
        let indent = objectList.first.flatMap { format.indent(before: $0.entry.range.lowerBound) } ?? format.unit + format.unit
        let line = indent + text + format.eol
        if let section = sections.first(where: { $0.name == isa }) {
            let inside = objectList.filter { $0.entry.range.lowerBound > section.begin.upperBound && $0.entry.range.upperBound <= section.end.lowerBound }
            if let anchor = inside.first(where: { id.utf8.lexicographicallyPrecedes($0.id.utf8) }),
               let anchorIndent = format.indent(before: anchor.entry.range.lowerBound) {
                return (anchor.entry.range.lowerBound - anchorIndent.utf8.count, line)
            }
            return (format.lineStart(of: section.end.lowerBound), line)
        }
        let block = "/* Begin \(isa) section */" + format.eol + line + "/* End \(isa) section */" + format.eol
        if let next = sections.first(where: { isa.utf8.lexicographicallyPrecedes($0.name.utf8) }) {
            return (format.lineStart(of: next.begin.lowerBound), block + format.eol)
        }
        if let last = sections.last, let lineEnd = PlistText.endOfLine(after: last.end.upperBound, in: bytes) {
            return (lineEnd, format.eol + block)
        }
        // No sections at all: open one right after `objects = {`.
        let objects = root["objects"]!
        let open = objects.range.lowerBound + 1
        let after = PlistText.endOfLine(after: open, in: bytes) ?? open
        return (after, (after == open ? format.eol : "") + block)
    }
}
