/// Unified diffs that `git apply` and `patch -p1` accept.
///
/// Hunks are built straight from the edits (no line-matching diff): each edit
/// is widened to the whole original lines it touches, nearby edits share a
/// hunk, and lines that come out unchanged at either end become context. The
/// cost is linear in the file size plus the edits.
public enum UnifiedDiff {
    /// Lines of context around each change, as `diff -u` writes.
    public static let defaultContext = 3

    /// The patch turning `original` into the result of `edits` (sorted,
    /// non-overlapping, against `original`) for the file at `path`.
    /// Empty when the edits change nothing.
    public static func patch(path: String, original: [UInt8], edits: [Edit]) -> String {
        String(decoding: patchBytes(path: path, original: original, edits: edits), as: UTF8.self)
    }

    /// The patch creating a new file at `path`.
    public static func newFilePatch(path: String, contents: [UInt8]) -> String {
        String(decoding: newFilePatchBytes(path: path, contents: contents), as: UTF8.self)
    }

    /// `patch` as raw bytes: lines keep their own bytes even when they are not UTF-8.
    public static func patchBytes(path: String, original: [UInt8], edits: [Edit],
                                  context: Int = defaultContext) -> [UInt8] {
        let found = hunks(original: original, edits: edits, context: context)
        if found.isEmpty { return [] }
        var out = header(path: path)
        for hunk in found { out += hunk.bytes }
        return out
    }

    /// `newFilePatch` as raw bytes.
    public static func newFilePatchBytes(path: String, contents: [UInt8]) -> [UInt8] {
        let name = quotedPath("b/" + path)
        var out = Array("diff --git \(quotedPath("a/" + path)) \(name)\nnew file mode 100644\n".utf8)
        if contents.isEmpty { return out }
        out += Array("--- /dev/null\n+++ \(name)\(tabIfSpaced(path))\n".utf8)
        if let hunk = hunks(original: [], edits: [Edit(range: 0..<0, replacement: "")], context: 0,
                            replacementBytes: [contents]).first {
            out += hunk.bytes
        }
        return out
    }

    /// The `diff --git`, `---` and `+++` lines for a modified file.
    public static func header(path: String) -> [UInt8] {
        let a = quotedPath("a/" + path), b = quotedPath("b/" + path), tab = tabIfSpaced(path)
        return Array("diff --git \(a) \(b)\n--- \(a)\(tab)\n+++ \(b)\(tab)\n".utf8)
    }

    /// The hunks of the patch, in file order, each with the edits it carries,
    /// so a caller can accept or reject them one by one (and rebuild the
    /// result from the accepted hunks' edits).
    public static func hunks(original: [UInt8], edits: [Edit], context: Int = defaultContext) -> [Hunk] {
        hunks(original: original, edits: edits, context: context, replacementBytes: nil)
    }

    // MARK: Building

    static func hunks(original: [UInt8], edits: [Edit], context: Int, replacementBytes: [[UInt8]]?) -> [Hunk] {
        let lines = LineTable(original)
        let changes = changedRegions(lines: lines, edits: edits, replacementBytes: replacementBytes)
        if changes.isEmpty { return [] }
        let context = max(0, context)
        var result: [Hunk] = []
        var delta = 0  // new line number minus old line number before the current hunk
        var first = 0
        while first < changes.count {
            var last = first
            while last + 1 < changes.count && changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context {
                last += 1
            }
            let group = changes[first...last]
            let from = max(0, group.first!.oldStart - context)
            let to = min(lines.count, group.last!.oldEnd + context)
            let growth = group.reduce(0) { $0 + $1.newLines.count - ($1.oldEnd - $1.oldStart) }
            let oldCount = to - from, newCount = oldCount + growth
            let hunk = Hunk(
                oldStart: oldCount == 0 ? from : from + 1, oldCount: oldCount,
                newStart: newCount == 0 ? from + delta : from + delta + 1, newCount: newCount,
                editIndices: group.flatMap(\.editIndices),
                edits: group.flatMap { $0.editIndices.map { edits[$0] } },
                body: body(lines: lines, group: group, from: from, to: to))
            result.append(hunk)
            delta += growth
            first = last + 1
        }
        return result
    }

    /// One run of replaced original lines: lines `oldStart..<oldEnd` become `newLines`.
    struct Change {
        var oldStart: Int
        var oldEnd: Int
        var newLines: [ArraySlice<UInt8>]
        var editIndices: [Int]
    }

    /// Widens every edit to whole lines, joins edits sharing a line, and trims
    /// lines that come out unchanged at either end.
    static func changedRegions(lines: LineTable, edits: [Edit], replacementBytes: [[UInt8]]?) -> [Change] {
        let original = lines.bytes, count = original.count
        // The same clamping `EditSet.apply` does, so the patch matches it even for sloppy input.
        var normalized: [(range: Range<Int>, text: [UInt8], index: Int)] = []
        var cursor = 0
        for (index, edit) in edits.enumerated() {
            let lower = min(max(edit.range.lowerBound, cursor), count)
            let upper = max(cursor, min(edit.range.upperBound, count))
            let text = replacementBytes?[index] ?? Array(edit.replacement.utf8)
            cursor = upper
            if original[lower..<upper].elementsEqual(text) { continue }
            normalized.append((lower..<upper, text, index))
        }
        var changes: [Change] = []
        var i = 0
        while i < normalized.count {
            let segmentStart = lines.start(ofLine: lines.line(containing: normalized[i].range.lowerBound))
            var segmentEnd = segmentStart
            var newBytes: [UInt8] = []
            var taken = segmentStart
            var indices: [Int] = []
            while true {
                // Take every edit that starts on a line in or right after the segment: joining
                // touching lines lets edits that cancel out on whole lines vanish.
                while i < normalized.count {
                    let edit = normalized[i]
                    let lineStart = lines.start(ofLine: lines.line(containing: edit.range.lowerBound))
                    guard lineStart <= segmentEnd else { break }
                    newBytes += original[taken..<edit.range.lowerBound]
                    newBytes += edit.text
                    taken = edit.range.upperBound
                    indices.append(edit.index)
                    let lastTouched = edit.range.isEmpty ? edit.range.lowerBound : edit.range.upperBound - 1
                    segmentEnd = max(segmentEnd, lines.end(ofLine: lines.line(containing: lastTouched)))
                    i += 1
                }
                // New text that does not end a line runs into the next original line: take it too.
                let tailEndsLine = taken < segmentEnd ? original[segmentEnd - 1] == 0x0A
                                                      : (newBytes.last.map { $0 == 0x0A } ?? true)
                if !tailEndsLine && segmentEnd < count {
                    segmentEnd = lines.end(ofLine: lines.line(containing: segmentEnd))
                    continue
                }
                break
            }
            newBytes += original[taken..<segmentEnd]
            var oldStart = lines.line(containing: segmentStart)
            var oldEnd = segmentEnd == count ? lines.count : lines.line(containing: segmentEnd)
            var newLines = LineTable.split(newBytes)
            // Lines identical at both ends are context, not change.
            var head = 0
            while oldStart + head < oldEnd && head < newLines.count
                    && lines.slice(oldStart + head).elementsEqual(newLines[head]) { head += 1 }
            oldStart += head
            newLines.removeFirst(head)
            while oldStart < oldEnd && !newLines.isEmpty && lines.slice(oldEnd - 1).elementsEqual(newLines.last!) {
                oldEnd -= 1
                newLines.removeLast()
            }
            if oldStart == oldEnd && newLines.isEmpty { continue }
            changes.append(Change(oldStart: oldStart, oldEnd: oldEnd, newLines: newLines, editIndices: indices))
        }
        return changes
    }

    static func body(lines: LineTable, group: ArraySlice<Change>, from: Int, to: Int) -> [UInt8] {
        var out: [UInt8] = []
        func emit(_ marker: UInt8, _ line: ArraySlice<UInt8>) {
            out.append(marker)
            out += line
            if line.last != 0x0A { out += noNewlineMarker }
        }
        var line = from
        for change in group {
            while line < change.oldStart { emit(0x20, lines.slice(line)); line += 1 }
            for old in change.oldStart..<change.oldEnd { emit(0x2D, lines.slice(old)) }
            for new in change.newLines { emit(0x2B, new) }
            line = change.oldEnd
        }
        while line < to { emit(0x20, lines.slice(line)); line += 1 }
        return out
    }

    static let noNewlineMarker = Array("\n\\ No newline at end of file\n".utf8)

    // MARK: Paths

    /// Git's quoting: names with quotes, backslashes or control characters are
    /// C-quoted; others are written as they are.
    static func quotedPath(_ path: String) -> String {
        let needsQuotes = path.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
        return needsQuotes ? String(decoding: quotedBytes(path), as: UTF8.self) : path
    }

    private static func quotedBytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = [0x22]
        for byte in path.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x09: out += [0x5C, 0x74]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0..<0x20, 0x7F: out += Array(("\\" + String(byte, radix: 8).leftPadded(to: 3)).utf8)
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return out
    }

    /// Git ends `---`/`+++` names that contain a space with a tab, so `patch` reads the whole name.
    static func tabIfSpaced(_ path: String) -> String { path.utf8.contains(0x20) ? "\t" : "" }
}

/// One hunk of a unified diff.
public struct Hunk: Sendable, Equatable {
    /// 1-based first line in the original (the line before, when `oldCount` is 0).
    public var oldStart: Int
    public var oldCount: Int
    /// 1-based first line in the result (the line before, when `newCount` is 0).
    public var newStart: Int
    public var newCount: Int
    /// Indices into the edit array the hunk was built from.
    public var editIndices: [Int]
    /// The edits whose changes this hunk shows.
    public var edits: [Edit]
    /// The context, removed and added lines, each with its marker.
    public var body: [UInt8]

    /// `@@ -a,b +c,d @@` (a count of 1 is left out, as `diff -u` does).
    public var headerLine: String {
        func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
    }
    /// Header line and body.
    public var bytes: [UInt8] { Array(headerLine.utf8) + body }
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Line boundaries as `diff` sees them: a line ends after `\n` (a `\r`
/// before it is part of the line); the last line may lack the `\n`.
struct LineTable {
    let bytes: [UInt8]
    /// Start offset of every line, plus `bytes.count` as a final sentinel.
    private var starts: [Int]
    /// Number of lines; a final `\n` does not open another line.
    let count: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = ByteSearch.lineFeedStarts(bytes)
        if starts.last! != bytes.count { starts.append(bytes.count) }
        self.count = starts.count - 1
        self.starts = starts
    }

    func start(ofLine line: Int) -> Int { line < starts.count ? starts[line] : bytes.count }
    func end(ofLine line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : bytes.count }
    func slice(_ line: Int) -> ArraySlice<UInt8> { bytes[start(ofLine: line)..<end(ofLine: line)] }

    /// The line holding `offset`; `bytes.count` after a final newline is line `count`.
    func line(containing offset: Int) -> Int {
        // Past the end, the answer is the empty line after a final newline, else the last line.
        let endsLine = bytes.isEmpty || bytes.last == 0x0A
        var low = 0, high = endsLine ? count : count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            lines.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
