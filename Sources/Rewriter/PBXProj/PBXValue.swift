/// A value of an old-style (OpenStep) property list, as `project.pbxproj`
/// uses, with the byte range it occupies in the file: a place in its project's `PBXTree`, read
/// from there when asked.
public struct PBXValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case string, dict, array, data
    }

    let tree: PBXTree
    let index: Int

    init(_ tree: PBXTree, _ index: Int) {
        self.tree = tree
        self.index = index
    }

    public var kind: Kind { tree.nodes[index].kind }
    /// A string's token (quotes included), or from `{`/`(`/`<` to the matching closer.
    public var range: Range<Int> { tree.nodes[index].range }
    /// A string's decoded text; a data value's hex digits.
    public var string: String { tree.text(of: index) }
    /// Whether a string was written in quotes.
    public var isQuoted: Bool { tree.nodes[index].isQuoted }
    /// A dict's entries in file order.
    public var entries: [PBXEntry] {
        kind == .dict ? tree.children(of: index).map { PBXEntry(tree, $0) } : []
    }
    /// An array's elements in file order.
    public var elements: [PBXValue] {
        kind == .array ? tree.children(of: index).map { PBXValue(tree, $0) } : []
    }

    /// A dict's value for `key`.
    public subscript(key: String) -> PBXValue? { tree.key(key, in: index).map { PBXValue(tree, $0 + 1) } }

    public func entry(_ key: String) -> PBXEntry? { tree.key(key, in: index).map { PBXEntry(tree, $0) } }

    /// The text of a string value, else nil.
    public var stringValue: String? { kind == .string ? string : nil }

    /// An array's string elements (object ids, file names, paths).
    public var strings: [String] {
        guard kind == .array else { return [] }
        var result: [String] = []
        tree.forEachChild(of: index) { element in
            if tree.nodes[element].kind == .string { result.append(tree.text(of: element)) }
            return true
        }
        return result
    }

    /// The same text at the same place: the same value.
    public static func == (a: PBXValue, b: PBXValue) -> Bool {
        a.range == b.range && (a.tree === b.tree ? a.index == b.index : a.tree.bytes[a.range] == b.tree.bytes[b.range])
    }
}

/// `key = value;` in a dict.
public struct PBXEntry: Sendable, Equatable {
    let tree: PBXTree
    /// The key's node; the value's is the next.
    let keyIndex: Int

    init(_ tree: PBXTree, _ keyIndex: Int) {
        self.tree = tree
        self.keyIndex = keyIndex
    }

    public var key: String { tree.text(of: keyIndex) }
    public var keyRange: Range<Int> { tree.nodes[keyIndex].range }
    public var value: PBXValue { PBXValue(tree, keyIndex + 1) }
    /// From the key to after the `;`.
    public var range: Range<Int> { keyRange.lowerBound..<Int(tree.nodes[keyIndex].entryEnd) }

    public static func == (a: PBXEntry, b: PBXEntry) -> Bool {
        a.range == b.range && a.keyRange == b.keyRange
            && (a.tree === b.tree ? a.keyIndex == b.keyIndex : a.tree.bytes[a.range] == b.tree.bytes[b.range])
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
