/// A value of an old-style (OpenStep) property list, as `project.pbxproj`
/// uses, with the byte range it occupies in the file.
public struct PBXValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case string, dict, array, data
    }

    public var kind: Kind
    /// A string's token (quotes included), or from `{`/`(`/`<` to the matching closer.
    public var range: Range<Int>
    /// A string's decoded text; a data value's hex digits.
    public var string: String
    /// Whether a string was written in quotes.
    public var isQuoted: Bool
    /// A dict's entries in file order.
    public var entries: [PBXEntry]
    /// An array's elements in file order.
    public var elements: [PBXValue]

    public init(kind: Kind, range: Range<Int>, string: String = "", isQuoted: Bool = false,
                entries: [PBXEntry] = [], elements: [PBXValue] = []) {
        self.kind = kind
        self.range = range
        self.string = string
        self.isQuoted = isQuoted
        self.entries = entries
        self.elements = elements
    }

    /// A dict's value for `key`.
    public subscript(key: String) -> PBXValue? { entries.first { $0.key == key }?.value }

    public func entry(_ key: String) -> PBXEntry? { entries.first { $0.key == key } }

    /// The text of a string value, else nil.
    public var stringValue: String? { kind == .string ? string : nil }

    /// An array's string elements (object ids, file names, paths).
    public var strings: [String] { elements.compactMap(\.stringValue) }
}

/// `key = value;` in a dict.
public struct PBXEntry: Sendable, Equatable {
    public var key: String
    public var keyRange: Range<Int>
    public var value: PBXValue
    /// From the key to after the `;`.
    public var range: Range<Int>

    public init(key: String, keyRange: Range<Int>, value: PBXValue, range: Range<Int>) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
        self.range = range
    }
}

/// A `/* Begin X section */` ... `/* End X section */` pair inside `objects`.
public struct PBXSection: Sendable, Equatable {
    /// The isa the section holds, e.g. `PBXBuildFile`.
    public var name: String
    /// The `/* Begin ... */` comment.
    public var begin: Range<Int>
    /// The `/* End ... */` comment.
    public var end: Range<Int>
}

public enum PBXError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not an old-style property list.
    case malformed(message: String, line: Int)
    /// Something a query or edit needs is not in the project.
    case notFound(String)
    /// The project is laid out in a way the editor does not handle.
    case unsupported(String)

    public var description: String {
        switch self {
        case let .malformed(message, line): return "line \(line): \(message)"
        case let .notFound(message): return message
        case let .unsupported(message): return message
        }
    }
}
