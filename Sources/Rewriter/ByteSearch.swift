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

    /// Eight candidate positions at a time: a position is compared in full only
    /// when both its first and its last byte match. Stopping at every first
    /// byte (memchr) is slow for needles starting with a common letter.
    static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Bool {
        let n = needle.count, count = haystack.count
        if n == 0 { return true }
        guard n <= count, let base = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
        if n == 1 { return memchr(base, Int32(needle[0]), count) != nil }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let first = UInt64(needle[0]) &* ones
        let last = UInt64(needle[n - 1]) &* ones
        let lastStart = count - n
        var i = 0
        while i + 7 <= lastStart {
            let a = UInt64(littleEndian: haystack.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ first
            let b = UInt64(littleEndian: haystack.loadUnaligned(fromByteOffset: i + n - 1, as: UInt64.self)) ^ last
            let v = a | b
            // A zero byte in `v` marks a candidate; bytes above a zero may be
            // flagged too, which the full comparison sorts out.
            var candidates = (v &- ones) & ~v & highs
            while candidates != 0 {
                let offset = candidates.trailingZeroBitCount / 8
                if memcmp(base + i + offset, pattern, n) == 0 { return true }
                candidates &= candidates - 1
            }
            i += 8
        }
        while i <= lastStart {
            if memcmp(base + i, pattern, n) == 0 { return true }
            i += 1
        }
        return false
    }
}
