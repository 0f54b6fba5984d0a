#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A project's object ids to their places in its object list, hashed from the file's bytes: no
/// String is built per id (a project has thousands, and a dictionary keyed by them cost more than
/// the rest of the parse). Xcode writes ASCII ids; a project with any other id key uses a
/// dictionary instead, which compares ids as Strings do.
struct PBXObjectIndex: Sendable {
    private let tree: PBXTree
    /// Each object's key node.
    private let keys: [Int32]
    /// Open addressing, linear probing: an object's number plus one, 0 for an empty slot.
    private var slots: [Int32] = []
    private var byText: [String: Int]?

    init(tree: PBXTree, keys: [Int]) {
        self.tree = tree
        self.keys = keys.map { Int32($0) }
        if keys.contains(where: { tree.nodes[$0].hasEscapes || !tree.nodes[$0].isASCII }) {
            var byText: [String: Int] = [:]
            for (number, key) in keys.enumerated() { byText[tree.text(of: key)] = number }
            self.byText = byText
            return
        }
        var capacity = 16
        while capacity < keys.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        tree.bytes.withUnsafeBufferPointer { bytes in
            for (number, key) in keys.enumerated() {
                let content = tree.nodes[key].content
                let id = UnsafeBufferPointer(rebasing: bytes[content])
                // A repeated id names its last object, as a dictionary filled in order would.
                slots[slot(of: id, in: bytes)] = Int32(number + 1)
            }
        }
    }

    /// The number of the object with id `id`.
    func number(of id: String) -> Int? {
        if let byText { return byText[id] }
        var utf8 = id
        return utf8.withUTF8 { wanted in
            let found = tree.bytes.withUnsafeBufferPointer { bytes in slots[slot(of: wanted, in: bytes)] }
            if found != 0 { return Int(found - 1) }
            // Only a non-ASCII String can be equal to an ASCII id without being the same bytes.
            guard wanted.contains(where: { $0 >= 0x80 }) else { return nil }
            return keys.lastIndex { tree.text(of: Int($0)) == id }
        }
    }

    /// The number of the object whose id the string node `node` holds (an id in a list or field).
    func number(ofIDAt node: Int) -> Int? {
        let content = tree.nodes[node].content
        guard byText == nil, !tree.nodes[node].hasEscapes, tree.nodes[node].isASCII else { return number(of: tree.text(of: node)) }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            let found = slots[slot(of: UnsafeBufferPointer(rebasing: bytes[content]), in: bytes)]
            return found == 0 ? nil : Int(found - 1)
        }
    }

    /// The slot holding `id`, or the empty one where it would go.
    private func slot(of id: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slots.count - 1
        var i = Self.hash(id) & mask
        while slots[i] != 0 {
            let content = tree.nodes[Int(keys[Int(slots[i] - 1)])].content
            if content.count == id.count && (id.isEmpty || memcmp(bytes.baseAddress! + content.lowerBound, id.baseAddress!, id.count) == 0) {
                return i
            }
            i = (i + 1) & mask
        }
        return i
    }

    /// Eight bytes at a time, multiplied and folded: ids differ in a few digits anywhere.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: h) }
        var i = 0
        while i + 8 <= bytes.count {
            h = (h ^ UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 8
        }
        while i < bytes.count {
            h = (h ^ UInt64(base[i])) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 29
            i += 1
        }
        return Int(truncatingIfNeeded: h ^ (h >> 32))
    }
}
