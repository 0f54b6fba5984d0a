/// The accepted edits of one file. A fix's edits are accepted whole or not at
/// all: if any of them overlaps an accepted edit, none is kept and the caller
/// reports the fix as rejected (a second run picks it up).
public struct EditSet: Sendable {
    public private(set) var edits: [Edit] = []

    public init() {}

    /// Whether every edit of `fix` can join the set: identical edits merge; an
    /// edit conflicts when it overlaps an accepted one, or when both insert
    /// different text at the same offset (their order would be a guess), unless
    /// both insert whole lines: then they go in text order (two keys added to
    /// one plist dictionary end up sorted), the order a second run would give.
    public func canAdd(_ fix: [Edit]) -> Bool {
        // The fix's own edits, sorted: each is compared with the earlier ones that reach its start
        // (`reach[i]` is the furthest end among the first i + 1), so a fix of thousands of disjoint
        // edits (a property renamed at every use) is checked in linear time after the sort.
        let sorted = fix.sorted()
        var reach: [Int] = []
        reach.reserveCapacity(sorted.count)
        for (i, edit) in sorted.enumerated() {
            var k = i - 1
            while k >= 0 && reach[k] >= edit.range.lowerBound {
                if sorted[k] != edit && Self.conflict(edit, sorted[k]) { return false }
                k -= 1
            }
            reach.append(max(reach.last ?? edit.range.upperBound, edit.range.upperBound))
            var j = firstCandidate(for: edit)
            // Accepted edits are sorted and disjoint, so their ends are sorted too:
            // only the few starting before `edit` ends can touch it.
            while j < edits.count && edits[j].range.lowerBound <= edit.range.upperBound {
                if edits[j] != edit && Self.conflict(edit, edits[j]) { return false }
                j += 1
            }
        }
        return true
    }

    /// Adds the fix when `canAdd` allows it; returns whether it was added.
    @discardableResult
    public mutating func add(_ fix: [Edit]) -> Bool {
        guard canAdd(fix) else { return false }
        for edit in fix {
            var j = firstCandidate(for: edit)
            while j < edits.count && edits[j] < edit { j += 1 }
            if j < edits.count && edits[j] == edit { continue }
            edits.insert(edit, at: j)  // usually the end: fixes arrive in file order
        }
        return true
    }

    /// The first accepted edit that ends at or after `edit` starts.
    private func firstCandidate(for edit: Edit) -> Int {
        var low = 0, high = edits.count
        while low < high {
            let mid = (low + high) / 2
            if edits[mid].range.upperBound < edit.range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    static func conflict(_ a: Edit, _ b: Edit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty {
            return a.range.lowerBound == b.range.lowerBound && !(a.replacement.hasSuffix("\n") && b.replacement.hasSuffix("\n"))
        }
        if a.range.isEmpty { return b.range.lowerBound < a.range.lowerBound && a.range.lowerBound < b.range.upperBound }
        if b.range.isEmpty { return a.range.lowerBound < b.range.lowerBound && b.range.lowerBound < a.range.upperBound }
        return a.range.overlaps(b.range)
    }

    public var isEmpty: Bool { edits.isEmpty }

    /// The original bytes with every edit applied, in one linear pass.
    public func apply(to original: [UInt8]) -> [UInt8] {
        Self.apply(edits, to: original)
    }

    /// Applies sorted, non-overlapping edits.
    public static func apply(_ edits: [Edit], to original: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(original.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            let lower = min(max(edit.range.lowerBound, cursor), original.count)
            out.append(contentsOf: original[cursor..<lower])
            out.append(contentsOf: edit.replacement.utf8)
            cursor = max(cursor, min(edit.range.upperBound, original.count))
        }
        out.append(contentsOf: original[cursor...])
        return out
    }
}
