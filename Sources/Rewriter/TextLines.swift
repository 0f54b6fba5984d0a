/// The lines of a text, cut on its bytes.
public enum TextLines {
    /// `text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })`: the non-empty
    /// lines. A line break is a grapheme break on both sides, so cutting at the "\n" and "\r" bytes
    /// gives the same lines as stepping through Characters, which costs hundreds of instructions a
    /// line more (manifests are read this way by several passes).
    public static func nonEmpty(in text: String) -> [Substring] {
        var contiguous = text
        let ranges = contiguous.withUTF8(nonEmptyRanges)
        return ranges.map { contiguous[ByteSearch.indices(of: $0, in: contiguous)] }
    }

    /// The byte ranges of the non-empty lines of `bytes` ("\n" and "\r" end a line).
    public static func nonEmptyRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x0A || bytes[i] == 0x0D {
            if i > start { found.append(start..<i) }
            start = i + 1
        }
        return found
    }
}
