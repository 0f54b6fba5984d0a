/// The code inside a file's string interpolations (`"\(x)"`, `#"\#(x)"#`, and literals nested in
/// them). The lexer keeps a literal, interpolations included, in one token, so a rule that reads
/// tokens never sees that code; a rule that must report every use of an API reads it here.
public enum InterpolatedCode {
    /// Byte ranges of the file holding interpolation code, in order: the code between `\(` and
    /// its `)`, without the literals nested in it (their own interpolations are ranges of their
    /// own). Empty when no string literal has an interpolation.
    public static func ranges(in file: SourceFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let bytes = file.bytes
        let tokens = file.tokens
        for i in 0..<tokens.count where tokens.kinds[i] == .stringLiteral {
            let start = tokens.start(i), end = tokens.end(i)
            // Nearly every literal has no backslash at all.
            guard bytes[start..<end].contains(backslash) else { continue }
            var scanner = Scanner(bytes: bytes, end: end)
            _ = scanner.literal(at: start, into: &ranges)
        }
        return ranges
    }

    /// A copy of `file` holding only its interpolation code: every other byte is a space (line
    /// breaks kept) and the `)` closing each interpolation is a `;`, so that offsets, lines and
    /// columns are the file's and each interpolation is a statement of its own. Nil when no
    /// interpolation's code holds one of `words` (compared as bytes, not as names).
    public static func file(of file: SourceFile, holdingAnyOf words: [String]) -> SourceFile? {
        let ranges = ranges(in: file)
        guard !ranges.isEmpty else { return nil }
        let needles = words.map { Array($0.utf8) }
        let bytes = file.bytes
        guard ranges.contains(where: { range in
            let code = Array(bytes[range])
            return needles.contains { ByteSearch.contains(code, $0) }
        }) else { return nil }
        var copy = [UInt8](repeating: space, count: bytes.count)
        for (offset, byte) in bytes.enumerated() where byte == lineFeed || byte == carriageReturn { copy[offset] = byte }
        for range in ranges {
            copy.replaceSubrange(range, with: bytes[range])
            // The `)` that closes the interpolation (a range that ends where a nested literal
            // starts is followed by its quote).
            if range.upperBound < bytes.count, bytes[range.upperBound] == closeParen { copy[range.upperBound] = semicolon }
        }
        return SourceFile(path: file.path, bytes: copy)
    }

    private static let backslash = UInt8(ascii: "\\"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    private static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")"), space = UInt8(ascii: " ")
    private static let semicolon = UInt8(ascii: ";"), lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// Reads literals and interpolation code as the lexer does: a literal's delimiter (`#`s, then
    /// `"` or `"""`) closes it only with as many `#`s; in its body a backslash followed by those
    /// `#`s escapes the next byte, or opens an interpolation when it is `(`; in code, parentheses
    /// nest and a `"` (after `#`s or not) starts a nested literal.
    private struct Scanner {
        let bytes: [UInt8]
        /// The end of the outer literal's token: nothing is read past it.
        let end: Int

        /// Reads the literal starting at `start` and returns the offset after it (`end` when it
        /// does not close before).
        mutating func literal(at start: Int, into ranges: inout [Range<Int>]) -> Int {
            var p = start
            var hashes = 0
            while p < end, bytes[p] == InterpolatedCode.hash { hashes += 1; p += 1 }
            guard p < end, bytes[p] == InterpolatedCode.quote else { return min(p + 1, end) }
            let multiline = p + 2 < end && bytes[p + 1] == InterpolatedCode.quote && bytes[p + 2] == InterpolatedCode.quote
            p += multiline ? 3 : 1
            while p < end {
                let byte = bytes[p]
                if byte == InterpolatedCode.quote, closes(at: p, multiline: multiline, hashes: hashes) {
                    return p + (multiline ? 3 : 1) + hashes
                }
                if byte == InterpolatedCode.backslash, hashesFollow(p + 1, hashes) {
                    let q = p + 1 + hashes
                    if q < end, bytes[q] == InterpolatedCode.openParen {
                        p = code(from: q + 1, into: &ranges)
                        continue
                    }
                    p = q + 1  // an escape: the byte after it is not a delimiter
                    continue
                }
                p += 1
            }
            return end
        }

        /// Reads interpolation code from `start` to its closing `)`, records its ranges, and returns
        /// the offset after the `)`.
        mutating func code(from start: Int, into ranges: inout [Range<Int>]) -> Int {
            var depth = 0
            var p = start
            var pieceStart = start
            while p < end {
                let byte = bytes[p]
                if byte == InterpolatedCode.openParen {
                    depth += 1
                } else if byte == InterpolatedCode.closeParen {
                    if depth == 0 {
                        if pieceStart < p { ranges.append(pieceStart..<p) }
                        return p + 1
                    }
                    depth -= 1
                } else if byte == InterpolatedCode.quote || byte == InterpolatedCode.hash && startsLiteral(p) {
                    if pieceStart < p { ranges.append(pieceStart..<p) }
                    p = literal(at: p, into: &ranges)
                    pieceStart = p
                    continue
                }
                p += 1
            }
            if pieceStart < end { ranges.append(pieceStart..<end) }
            return end
        }

        private func hashesFollow(_ p: Int, _ count: Int) -> Bool {
            guard p + count <= end else { return false }
            for k in 0..<count where bytes[p + k] != InterpolatedCode.hash { return false }
            return true
        }

        private func closes(at p: Int, multiline: Bool, hashes: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard p + quotes <= end else { return false }
            for k in 0..<quotes where bytes[p + k] != InterpolatedCode.quote { return false }
            return hashesFollow(p + quotes, hashes)
        }

        /// `#` followed by `#`s and a `"`: a raw literal (`#if` and `#selector` are not).
        private func startsLiteral(_ p: Int) -> Bool {
            var q = p
            while q < end, bytes[q] == InterpolatedCode.hash { q += 1 }
            return q < end && bytes[q] == InterpolatedCode.quote
        }
    }
}
