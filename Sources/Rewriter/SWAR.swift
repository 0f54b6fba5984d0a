/// Eight bytes at a time, in a UInt64 loaded little-endian (x86 and arm64 alike).
enum SWAR {
    @inline(__always) static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }
    /// The high bit set in the lowest zero byte of `word` (bits above it may be set falsely; only the
    /// lowest one is used), zero when no byte is zero.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
    /// The byte index of the lowest flagged byte.
    @inline(__always) static func firstFlagged(_ flags: UInt64) -> Int { flags.trailingZeroBitCount >> 3 }

    /// The high bit set in each byte below 0x80 that is at least `value`; exact in every byte.
    @inline(__always) static func atLeast(_ low: UInt64, _ value: UInt8) -> UInt64 {
        (low &+ 0x0101_0101_0101_0101 &* UInt64(0x80 &- value)) & 0x8080_8080_8080_8080
    }

    /// The high bit set in each byte that is not an ASCII identifier character (A-Z, a-z, 0-9, _),
    /// non-ASCII bytes included; exact in every byte.
    @inline(__always) static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let high = word & 0x8080_8080_8080_8080
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let folded = low | 0x2020_2020_2020_2020
        let letters = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
        let digits = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let underscores = atLeast(low, 0x5F) & ~atLeast(low, 0x60)
        return (~(letters | digits | underscores) & 0x8080_8080_8080_8080) | high
    }
}
