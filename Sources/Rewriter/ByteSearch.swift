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
    /// Whether `needle` occurs in `haystack`.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { h in needle.withUnsafeBytes { n in find(n, in: h) } }
    }

    /// `contains` for a literal needle, without building an array.
    public static func contains(_ haystack: [UInt8], _ needle: StaticString) -> Bool {
        haystack.withUnsafeBytes { h in
            find(UnsafeRawBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: h)
        }
    }

    /// memchr (vectorised) on the needle's least common byte, then a full
    /// comparison at each hit. Anchoring on an upper-case letter or punctuation
    /// instead of, say, a lower-case first letter keeps the hits rare in code.
    static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        let n = needle.count, count = haystack.count
        if n == 0 { return true }
        guard n <= count, let base = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
        var anchor = 0
        for j in 1..<n where commonness(needle[j]) < commonness(needle[anchor]) { anchor = j }
        let anchorByte = Int32(needle[anchor])
        let lastStart = count - n
        // Hits for the anchor lie in [anchor, lastStart + anchor].
        var from = anchor
        while from <= lastStart + anchor {
            guard let hit = memchr(base + from, anchorByte, lastStart + anchor - from + 1) else { return false }
            let at = base.distance(to: hit) - anchor
            if memcmp(base + at, pattern, n) == 0 { return true }
            from = at + anchor + 1
        }
        return false
    }

    /// A rough rank of how often a byte occurs in Swift source: white space and
    /// lower-case letters most, then digits, punctuation and common capitals,
    /// other capitals least.
    @inline(__always)
    static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20, 0x0A, 0x09: return 5
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
             UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"): return 4
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 3
        // UI-, String, CG-, View, Text: the capitals that start most framework names.
        case UInt8(ascii: "U"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"), UInt8(ascii: "V"), UInt8(ascii: "T"): return 2
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 1
        default: return 2
        }
    }
}
