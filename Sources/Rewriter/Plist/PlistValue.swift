/// A value to write into a property list.
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// ISO 8601 text as property lists store it (`2026-01-31T12:00:00Z`).
    case date(String)
    /// Base64 text.
    case data(String)
    case array([PlistValue])
    /// Entries in the order they are written.
    case dict([PlistValue.Entry])

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: PlistValue
        public init(_ key: String, _ value: PlistValue) {
            self.key = key
            self.value = value
        }
    }
}

/// How a property list file is laid out, so inserted text looks like its neighbours.
public struct PlistStyle: Sendable, Equatable {
    /// One level of indentation: a tab, or some spaces.
    public var indentUnit: String
    /// The file's line ending.
    public var lineEnding: String

    public init(indentUnit: String = "\t", lineEnding: String = "\n") {
        self.indentUnit = indentUnit
        self.lineEnding = lineEnding
    }

    /// The first line ending in the file, and the indentation step between a
    /// container's line and its first child's line.
    public static func detect(in bytes: [UInt8], root: PlistNode?) -> PlistStyle {
        var style = PlistStyle()
        if let newline = bytes.firstIndex(of: 0x0A) {
            style.lineEnding = newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
        } else if bytes.contains(0x0D) {
            style.lineEnding = "\r"
        }
        if let root, let unit = indentStep(root, bytes) { style.indentUnit = unit }
        return style
    }

    /// The extra indentation of the first child that starts its own line,
    /// searched breadth first so the shallowest (most typical) pair decides.
    private static func indentStep(_ root: PlistNode, _ bytes: [UInt8]) -> String? {
        var queue = [root]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            let firstChild = node.kind == .dict ? node.entries.first?.keyRange.lowerBound : node.elements.first?.range.lowerBound
            if let child = firstChild, let outer = PlistText.lineIndent(before: node.range.lowerBound, in: bytes),
               let inner = PlistText.lineIndent(before: child, in: bytes),
               inner.count > outer.count, inner.starts(with: outer) {
                return String(decoding: inner.dropFirst(outer.count), as: UTF8.self)
            }
            queue += node.entries.map(\.value)
            queue += node.elements
        }
        return nil
    }
}

/// Writes values as XML property list text.
enum PlistWriter {
    /// `value` as it appears after `indent` on its first line; nested lines
    /// get `indent` plus one unit per level.
    static func xml(_ value: PlistValue, indent: String, style: PlistStyle) -> String {
        let eol = style.lineEnding, inner = indent + style.indentUnit
        switch value {
        case let .string(s): return "<string>\(escape(s))</string>"
        case let .integer(n): return "<integer>\(n)</integer>"
        case let .real(x): return "<real>\(x)</real>"
        case let .bool(b): return b ? "<true/>" : "<false/>"
        case let .date(d): return "<date>\(escape(d))</date>"
        case let .data(d): return "<data>\(escape(d))</data>"
        case let .array(items):
            if items.isEmpty { return "<array/>" }
            var out = "<array>" + eol
            for item in items { out += inner + xml(item, indent: inner, style: style) + eol }
            return out + indent + "</array>"
        case let .dict(entries):
            if entries.isEmpty { return "<dict/>" }
            var out = "<dict>" + eol
            for entry in entries { out += entryXML(entry, indent: inner, style: style) }
            return out + indent + "</dict>"
        }
    }

    /// A key line and its value, each starting with `indent` and ending the line.
    static func entryXML(_ entry: PlistValue.Entry, indent: String, style: PlistStyle) -> String {
        indent + "<key>\(escape(entry.key))</key>" + style.lineEnding
            + indent + xml(entry.value, indent: indent, style: style) + style.lineEnding
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
