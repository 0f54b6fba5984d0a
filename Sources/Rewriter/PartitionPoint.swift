extension RandomAccessCollection {
    /// The first index whose element satisfies `isAfter`, or `endIndex` when none does: a binary
    /// search, for a collection partitioned by `isAfter` (every element that fails it comes first).
    @inlinable public func partitionPoint(where isAfter: (Element) throws -> Bool) rethrows -> Index {
        var lo = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(lo, offsetBy: half)
            if try isAfter(self[mid]) {
                count = half
            } else {
                lo = index(after: mid)
                count -= half + 1
            }
        }
        return lo
    }
}
