#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed project file: its bytes and its values as one flat list of nodes in file order,
/// each container followed by its contents (a dict by key, value, key, value, ...). Text is
/// decoded when asked for: a project holds tens of thousands of strings, and one String and one
/// array per value made the parse (and freeing it) cost more than reading the file.
final class PBXTree: Sendable {
    let bytes: [UInt8]
    let nodes: [PBXNode]
    /// `/* Begin X section */` ... `/* End X section */` pairs in file order.
    let sections: [PBXSection]

    init(bytes: [UInt8]) throws(PBXError) {
        self.bytes = bytes
        let parsed = bytes.withUnsafeBufferPointer { p in
            var parser = PBXParser(p)
            return Result { () throws(PBXError) in
                try parser.parseDocument()
                return (parser.nodes, parser.orderedSections)
            }
        }
        (nodes, sections) = try parsed.get()
    }

    /// The nodes of a dict's keys (its values follow them) or of an array's elements, in order.
    func children(of i: Int) -> [Int] {
        var result: [Int] = []
        forEachChild(of: i) { result.append($0); return true }
        return result
    }

    /// Calls `body` with each child (as `children(of:)`) until it returns false.
    func forEachChild(of i: Int, _ body: (Int) -> Bool) {
        let node = nodes[i]
        guard node.kind == .dict || node.kind == .array else { return }
        var child = i + 1
        while child < node.next {
            guard body(child) else { return }
            // A key's value comes right after it.
            child = Int(node.kind == .dict ? nodes[child + 1].next : nodes[child].next)
        }
    }

    /// The key node of `key` in the dict at `i`.
    func key(_ key: String, in i: Int) -> Int? {
        var found: Int? = nil
        forEachKey(key, in: i) { found = $0; return false }
        return found
    }

    /// Calls `body` with each key node of the dict at `i` that spells `key`, in order, until it
    /// returns false.
    func forEachKey(_ key: String, in i: Int, _ body: (Int) -> Bool) {
        guard nodes[i].kind == .dict else { return }
        var utf8 = key
        utf8.withUTF8 { wanted in
            let wantedIsASCII = !wanted.contains { $0 >= 0x80 }
            nodes.withUnsafeBufferPointer { nodes in
                bytes.withUnsafeBufferPointer { bytes in
                    var child = i + 1
                    while child < nodes[i].next {
                        let node = nodes[child]
                        let matches: Bool
                        if node.kind == .string && !node.hasEscapes && node.isASCII && wantedIsASCII {
                            // ASCII against ASCII: equal text is equal bytes.
                            let content = node.content
                            matches = content.count == wanted.count
                                && (wanted.isEmpty || memcmp(bytes.baseAddress! + content.lowerBound, wanted.baseAddress!, wanted.count) == 0)
                        } else {
                            matches = text(of: child) == key
                        }
                        if matches, !body(child) { return }
                        child = Int(nodes[child + 1].next)
                    }
                }
            }
        }
    }

    /// Whether two string nodes are the same bytes without escapes, so the same text.
    func sameText(_ a: Int, _ b: Int) -> Bool {
        let first = nodes[a], second = nodes[b]
        guard first.kind == .string, second.kind == .string, !first.hasEscapes, !second.hasEscapes else { return false }
        return bytes[first.content] == bytes[second.content]
    }

    /// A string's decoded text, a data value's hex digits, "" for a dict or an array.
    func text(of i: Int) -> String {
        let node = nodes[i]
        return bytes.withUnsafeBufferPointer { p in
            switch node.kind {
            case .string:
                if node.hasEscapes { return PBXParser.unescaped(p, node.content) }
                return String(decoding: UnsafeBufferPointer(rebasing: p[node.content]), as: UTF8.self)
            case .data:
                return String(decoding: p[node.content].filter { !PlistParser.isSpace($0) }, as: UTF8.self)
            case .dict, .array:
                return ""
            }
        }
    }
}

/// One value, or one dict key, of a project file.
struct PBXNode: Sendable {
    var kind: PBXValue.Kind
    /// A string written in quotes.
    var isQuoted = false
    /// A quoted string with backslash escapes: its text is not its bytes.
    var hasEscapes = false
    /// A string whose bytes are all ASCII.
    var isASCII = true
    var start: Int32
    var end: Int32
    /// The node after this one's contents: the next sibling, or where the container ends.
    var next: Int32 = 0
    /// A key's: the end of its entry, after the `;`.
    var entryEnd: Int32 = 0

    init(kind: PBXValue.Kind, start: Int, end: Int = 0) {
        self.kind = kind
        self.start = Int32(start)
        self.end = Int32(end)
    }

    var range: Range<Int> { Int(start)..<Int(end) }

    /// The bytes inside the quotes or the data's angle brackets, or the whole bare string.
    var content: Range<Int> { isQuoted || kind == .data ? Int(start) + 1..<Int(end) - 1 : range }
}
