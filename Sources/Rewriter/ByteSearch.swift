#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over raw bytes, for the cheap "does this file mention X"
/// checks codemods make before any structural work.
public enum ByteSearch {
    /// Whether some UTF-8 byte of `text` satisfies `predicate`: over the contiguous bytes, which
    /// costs a fraction of stepping through `text.utf8` one element at a time.
    @inline(__always)
    public static func anyByte(of text: String, where predicate: (UInt8) -> Bool) -> Bool {
        withUTF8(text) { $0.contains(where: predicate) }
    }

    /// `body` over the UTF-8 bytes of `text`, read in place: `String.withUTF8` is mutating, and the
    /// copy it needs costs a retain and a release a call (paths and names are asked by the thousand).
    @inlinable @inline(__always)
    public static func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// `text.hasSuffix(suffix)` for an ASCII suffix that does not start with a line feed, on the
    /// bytes: the same answer (no ASCII character other than "\n" after "\r" joins the one before
    /// it into one Character) for a fraction of the cost. Paths are checked this way by the
    /// thousand. (Inlinable: a call from another module cost about 140 instructions.)
    @inlinable
    public static func hasSuffix(_ text: String, _ suffix: StaticString) -> Bool {
        withUTF8(text) { $0.hasSuffix(suffix) }
    }

    /// `body` over the UTF-8 bytes of `text` when they are all ASCII, so every byte is a Character
    /// and cutting on bytes gives what cutting on Characters would; nil otherwise. Names and paths
    /// are read this way where stepping through Characters cost thousands of instructions each.
    @inline(__always)
    public static func withASCII<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
        // Through the copy: with `withUTF8(_:)` this generic function cost twice as much a call.
        var text = text
        return text.withUTF8 { bytes in bytes.contains(where: { $0 >= 0x80 }) ? nil : body(bytes) }
    }

    /// The String indices of a byte range of `text` (one found on its UTF-8 bytes).
    public static func indices(of range: Range<Int>, in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        return utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)
    }

    /// Whether `needle` occurs in `haystack`.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// `contains` for a literal needle, without building an array.
    public static func contains(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
        haystack.withUnsafeBytes { h in
            find(UnsafeRawBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: h, from: 0) != nil
        }
    }

    /// 0 and the offset after each line feed: where each line starts, as a patch and a
    /// baseline count lines. Eight bytes at a time: lines run dozens of bytes, and a changed
    /// project file is read whole for a few of them.
    public static func lineFeedStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            while i + 8 <= n {
                let feeds = SWAR.zeroBytes(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ SWAR.repeated(0x0A))
                if feeds == 0 {
                    i += 8
                } else {
                    i += SWAR.firstFlagged(feeds) + 1
                    starts.append(i)
                }
            }
            while i < n {
                if raw[i] == 0x0A { starts.append(i + 1) }
                i += 1
            }
        }
        return starts
    }

    /// Where `needle` first occurs in `haystack` at or after offset `from`, or nil.
    public static func firstOffset(of needle: [UInt8], in haystack: [UInt8], from: Int = 0) -> Int? {
        haystack.withUnsafeBytes { h in needle.withUnsafeBytes { n in find(n, in: h, from: from) } }
    }

    /// Where `byte` first occurs in `bytes`, or nil: memchr, vectorised.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let hit = memchr(base, Int32(byte), bytes.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
    }

    /// memchr (vectorised) on the needle's rarest byte, then its second rarest, then a full
    /// comparison at each hit. Anchoring on, say, the `D` of `UIDevice` instead of its `U`
    /// keeps the hits rare in code, where `UI` starts every other type name; the second byte
    /// turns away most of the rest without a call.
    static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let n = needle.count, count = haystack.count
        if n == 0 { return start <= count ? start : nil }
        guard start >= 0, n <= count - start, let base = haystack.baseAddress, let pattern = needle.baseAddress else { return nil }
        var anchor = 0
        for j in 1..<n where rarity(needle[j]) > rarity(needle[anchor]) { anchor = j }
        var second = anchor == 0 && n > 1 ? 1 : 0
        for j in 0..<n where j != anchor && rarity(needle[j]) > rarity(needle[second]) { second = j }
        let anchorByte = Int32(needle[anchor]), secondByte = needle[second]
        let lastStart = count - n
        // Hits for the anchor lie in [start + anchor, lastStart + anchor].
        var from = start + anchor
        while from <= lastStart + anchor {
            guard let hit = memchr(base + from, anchorByte, lastStart + anchor - from + 1) else { return nil }
            let at = base.distance(to: hit) - anchor
            if base.load(fromByteOffset: at + second, as: UInt8.self) == secondByte, memcmp(base + at, pattern, n) == 0 { return at }
            from = at + anchor + 1
        }
        return nil
    }

    /// How rare a byte is in Swift source: -log2 of its frequency over public
    /// app code (white space 2, `e` 3, `U` 8, `D` 8, `Q` 12; 16 for bytes
    /// that never occur there, and for every non-ASCII byte).
    @inline(__always)
    static func rarity(_ byte: UInt8) -> UInt8 {
        byte < 128 ? asciiRarity[Int(byte)] : 16
    }

    private static let asciiRarity: [UInt8] = [
        16, 16, 16, 16, 16, 16, 16, 16, 16, 8, 5, 16, 16, 16, 16, 16,
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
        2, 11, 7, 11, 12, 14, 12, 12, 6, 6, 13, 12, 7, 9, 6, 7,
        9, 9, 10, 11, 11, 11, 11, 12, 12, 12, 6, 14, 11, 7, 10, 9,
        10, 7, 9, 7, 8, 8, 8, 10, 10, 7, 12, 10, 8, 8, 8, 9,
        8, 12, 8, 7, 7, 8, 8, 9, 10, 12, 13, 10, 11, 10, 16, 8,
        11, 4, 7, 5, 5, 3, 6, 6, 6, 4, 11, 7, 5, 6, 4, 4,
        6, 10, 4, 4, 4, 5, 7, 7, 8, 7, 9, 7, 13, 7, 16, 16
    ]
}

extension Collection where Element == UInt8, Index == Int {
    /// Whether the bytes end with `suffix`'s. Inlinable: callers in other modules get it
    /// specialized for their collection (generic, it costs ten times as much).
    @inlinable
    public func hasSuffix(_ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard count >= n else { return false }
        let start = endIndex - n
        return suffix.withUTF8Buffer { s in (0..<n).allSatisfy { self[start + $0] == s[$0] } }
    }
}
