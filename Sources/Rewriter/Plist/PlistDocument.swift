/// An XML property list read without losing its bytes: every node knows
/// where it sits in the file, so edits can be made against the original text
/// instead of writing the document out again.
public struct PlistDocument: Sendable {
    public let bytes: [UInt8]
    /// The top-level value (usually a dict).
    public let root: PlistNode

    /// Parses `bytes`; throws `PlistError.binary` for `bplist00` files and
    /// `PlistError.malformed` with a line number for anything else it cannot read.
    public init(bytes: [UInt8]) throws(PlistError) {
        self.bytes = bytes
        var parser = PlistParser(bytes)
        self.root = try parser.parseDocument()
    }

    public init(text: String) throws(PlistError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// Parses a plist that Xcode runs through the C preprocessor (INFOPLIST_PREPROCESS): lines
    /// starting with `#` (`#ifdef`, `#endif`, `#include`) are read as blanks of the same length,
    /// so offsets, and edits made against them, still fit the original bytes.
    public init(preprocessedBytes bytes: [UInt8]) throws(PlistError) {
        var blanked = bytes
        var lineStart = true
        var i = 0
        while i < blanked.count {
            let c = blanked[i]
            if c == 0x0A || c == 0x0D { lineStart = true; i += 1; continue }
            if lineStart, c == 0x20 || c == 0x09 { i += 1; continue }
            if lineStart, c == UInt8(ascii: "#") {
                while i < blanked.count, blanked[i] != 0x0A, blanked[i] != 0x0D { blanked[i] = 0x20; i += 1 }
                continue
            }
            lineStart = false
            i += 1
        }
        var parser = PlistParser(blanked)
        self.root = try parser.parseDocument()
        self.bytes = bytes
    }

    /// Parses `bytes`, as a preprocessed plist when it holds preprocessor lines (without
    /// them, the preprocessed reading blanks nothing and is the plain one).
    public static func parse(_ bytes: [UInt8]) throws(PlistError) -> PlistDocument {
        try PlistDocument(preprocessedBytes: bytes)
    }

    /// Whether `bytes` is a binary property list (Xcode only writes XML for
    /// Info.plist, but one may have been converted).
    public static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    // MARK: Queries

    /// The node reached by following dict keys from the root; the empty path is the root.
    public func node(at path: [String]) -> PlistNode? {
        var node = root
        for key in path {
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// The string at `path`, or nil when absent or not a string.
    public func string(at path: [String]) -> String? {
        guard let node = node(at: path), node.kind == .string else { return nil }
        return node.text
    }

    /// The strings of the array at `path`, or nil when absent, not an array,
    /// or holding anything but strings.
    public func strings(at path: [String]) -> [String]? {
        guard let node = node(at: path), node.kind == .array else { return nil }
        var out: [String] = []
        for element in node.elements {
            guard element.kind == .string else { return nil }
            out.append(element.text)
        }
        return out
    }

    /// The boolean at `path`, or nil when absent or not `<true/>`/`<false/>`.
    public func bool(at path: [String]) -> Bool? { node(at: path)?.boolValue }

    /// 1-based line of a byte offset, for messages.
    public func line(of offset: Int) -> Int { PlistParser.line(of: offset, in: bytes) }
}

/// One value of a property list, with the byte range it occupies.
public struct PlistNode: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case dict, array, string, integer, real, bool, date, data
    }

    public var kind: Kind
    /// From the `<` of the opening tag to after the `>` of the closing tag
    /// (or of the single `<tag/>`).
    public var range: Range<Int>
    /// Between the opening and closing tags; empty (at the tag's end) for `<tag/>`.
    public var contentRange: Range<Int>
    /// Decoded text of a scalar (entities resolved, CDATA unwrapped); "true"/"false" for booleans.
    public var text: String
    /// A dict's entries in file order.
    public var entries: [PlistEntry]
    /// An array's elements in file order.
    public var elements: [PlistNode]

    public init(kind: Kind, range: Range<Int>, contentRange: Range<Int>, text: String = "",
                entries: [PlistEntry] = [], elements: [PlistNode] = []) {
        self.kind = kind
        self.range = range
        self.contentRange = contentRange
        self.text = text
        self.entries = entries
        self.elements = elements
    }

    /// Whether the element is written `<tag/>`.
    public var isSelfClosing: Bool { contentRange.isEmpty && contentRange.lowerBound == range.upperBound }

    /// The value for `key` in a dict (the last one, as Foundation reads duplicates).
    public subscript(key: String) -> PlistNode? {
        entries.last { $0.key == key }?.value
    }

    /// The entry for `key` in a dict.
    public func entry(_ key: String) -> PlistEntry? { entries.last { $0.key == key } }

    public var keys: [String] { entries.map(\.key) }

    public var boolValue: Bool? { kind == .bool ? text == "true" : nil }
    public var stringValue: String? { kind == .string ? text : nil }
    public var integerValue: Int? { kind == .integer ? Int(text.trimmingASCIISpaces()) : nil }
}

/// A `<key>` and the value after it.
public struct PlistEntry: Sendable, Equatable {
    public var key: String
    /// The whole `<key>...</key>` element.
    public var keyRange: Range<Int>
    public var value: PlistNode

    public init(key: String, keyRange: Range<Int>, value: PlistNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

public enum PlistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A `bplist00` file: readable, but not editable as text.
    case binary
    /// Not a well-formed XML property list.
    case malformed(message: String, line: Int)

    public var description: String {
        switch self {
        case .binary: return "binary property list (only XML property lists can be edited)"
        case let .malformed(message, line): return "line \(line): \(message)"
        }
    }
}

extension String {
    func trimmingASCIISpaces() -> String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end && PlistParser.isSpace(bytes[start]) { start += 1 }
        while end > start && PlistParser.isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
