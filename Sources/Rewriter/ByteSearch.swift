#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search over raw bytes, for the cheap "does this file mention X"
/// checks codemods make before any structural work.
public enum ByteSearch {
    /// Whether `needle` occurs in `haystack`: the C library's memchr (vectorised)
    /// finds candidates for the first byte, then the rest is compared.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                guard let base = h.baseAddress else { return false }
                let last = h.count - n.count
                var i = 0
                while i <= last {
                    guard let hit = memchr(base + i, Int32(first), last - i + 1) else { return false }
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, n.baseAddress!, n.count) == 0 { return true }
                    i = at + 1
                }
                return false
            }
        }
    }
}
