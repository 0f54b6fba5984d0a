import Rewriter

/// Deletes whole lines from a Swift file and keeps the blank-line rhythm:
/// a removed block takes one neighbouring blank line with it.
enum LineDeletion {
    static func edits(_ ranges: [Range<Int>], in file: SourceFile) -> [Edit] {
        // Blank lines between two removed blocks go with them.
        var joined: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, r.lowerBound >= last.upperBound, file.text(last.upperBound..<r.lowerBound).isBlankLine {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else if let last = joined.last, r.lowerBound < last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                joined.append(r)
            }
        }
        var extended: [Range<Int>] = []
        for range in joined {
            var r = range
            let previous = previousLine(before: r.lowerBound, file)
            let next = nextLine(after: r.upperBound, file)
            let previousText = previous.map { file.text($0).trimmingSpaces } ?? ""
            let nextText = next.map { file.text($0).trimmingSpaces } ?? ""
            if let previous, previousText.isEmpty, next == nil || nextText.isEmpty || nextText.hasPrefix("}") {
                r = previous.lowerBound..<r.upperBound
            } else if previousText.hasSuffix("{"), let next, nextText.isEmpty {
                r = r.lowerBound..<next.upperBound
            }
            extended.append(r)
        }
        // Merge overlapping and touching ranges.
        var merged: [Range<Int>] = []
        for r in extended.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, r.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged.map { Edit.delete($0) }
    }

    private static func previousLine(before offset: Int, _ file: SourceFile) -> Range<Int>? {
        guard offset > 0 else { return nil }
        let line = file.line(of: offset - 1)
        return file.offset(ofLine: line)..<offset
    }

    private static func nextLine(after offset: Int, _ file: SourceFile) -> Range<Int>? {
        guard offset < file.bytes.count else { return nil }
        let line = file.line(of: offset)
        let end = line < file.lineStarts.count ? file.offset(ofLine: line + 1) : file.bytes.count
        return offset..<end
    }
}
