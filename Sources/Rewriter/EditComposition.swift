extension EditSet {
    /// Edits against `original` that do what `first` (against `original`) then `second` (against
    /// `intermediate`, the result of `first`) do. Where a second edit touches text a first edit wrote,
    /// the two become one edit; elsewhere each keeps its own span, so the patch stays as small.
    public static func compose(_ first: [Edit], then second: [Edit], original: [UInt8], intermediate: [UInt8]) -> [Edit]? {
        let first = first.sorted(), second = second.sorted()
        // Where each first edit's text lies in `intermediate`.
        var written: [Range<Int>] = []
        var shift = 0
        for edit in first {
            let start = edit.range.lowerBound + shift
            let length = edit.replacement.utf8.count
            written.append(start..<(start + length))
            shift += length - edit.range.count
        }
        /// The original offset of a point of `intermediate` that no first edit wrote (or that is a
        /// written span's end, taken as after it).
        func originalOffset(ofUnwritten point: Int) -> Int {
            var shift = 0
            for (edit, span) in zip(first, written) where span.upperBound <= point { shift += span.count - edit.range.count }
            return point - shift
        }
        // Each second edit as an original range, widened to the first edits whose text it touches.
        var spans: [(range: Range<Int>, firsts: [Int], seconds: [Int])] = []
        for (i, edit) in first.enumerated() { spans.append((edit.range, [i], [])) }
        for (j, edit) in second.enumerated() {
            let touched = written.indices.filter { written[$0].lowerBound <= edit.range.upperBound && edit.range.lowerBound <= written[$0].upperBound }
            // An end inside (or at the edge of) written text stands for that first edit's original range.
            func within(_ point: Int) -> [Int] { touched.filter { written[$0].lowerBound <= point && point <= written[$0].upperBound } }
            let lower = within(edit.range.lowerBound).first.map { first[$0].range.lowerBound } ?? originalOffset(ofUnwritten: edit.range.lowerBound)
            let upper = within(edit.range.upperBound).last.map { first[$0].range.upperBound } ?? originalOffset(ofUnwritten: edit.range.upperBound)
            guard lower <= upper, upper <= original.count else { return nil }
            spans.append((lower..<upper, touched, [j]))
        }
        // Spans that overlap or share a first edit become one.
        spans.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var clusters: [(range: Range<Int>, firsts: Set<Int>, seconds: [Int])] = []
        for span in spans {
            if let last = clusters.last, span.range.lowerBound < last.range.upperBound
                || (span.range.lowerBound == last.range.upperBound && (span.range.isEmpty || last.range.isEmpty))
                || !last.firsts.isDisjoint(with: span.firsts) {
                clusters[clusters.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, span.range.upperBound)
                clusters[clusters.count - 1].firsts.formUnion(span.firsts)
                clusters[clusters.count - 1].seconds += span.seconds
            } else {
                clusters.append((span.range, Set(span.firsts), span.seconds))
            }
        }
        var composed: [Edit] = []
        for cluster in clusters {
            // The cluster's text in `intermediate`, then the second edits inside it.
            let before = first.indices.filter { !cluster.firsts.contains($0) && first[$0].range.upperBound <= cluster.range.lowerBound }
            let start = cluster.range.lowerBound + before.reduce(0) { $0 + written[$1].count - first[$1].range.count }
            let end = start + cluster.range.count + cluster.firsts.reduce(0) { $0 + written[$1].count - first[$1].range.count }
            guard start <= end, end <= intermediate.count else { return nil }
            var local = Array(intermediate[start..<end])
            for j in cluster.seconds.sorted().reversed() {
                let edit = second[j]
                guard edit.range.lowerBound >= start, edit.range.upperBound <= end else { return nil }
                local.replaceSubrange((edit.range.lowerBound - start)..<(edit.range.upperBound - start), with: Array(edit.replacement.utf8))
            }
            composed.append(Edit(range: cluster.range, replacement: String(decoding: local, as: UTF8.self)))
        }
        return composed
    }
}
