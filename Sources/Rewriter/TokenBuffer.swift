/// Writes tokens into storage the caller owns, with one capacity check per
/// token. Past the capacity it records the overflow and drops tokens; the
/// caller then lexes again with more room.
struct TokenBuffer {
    private let kinds: UnsafeMutablePointer<TokenKind>
    private let starts: UnsafeMutablePointer<UInt32>
    private let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    /// `starts` must have room for `capacity + 1` entries.
    init(kinds: UnsafeMutablePointer<TokenKind>, starts: UnsafeMutablePointer<UInt32>, capacity: Int) {
        self.kinds = kinds
        self.starts = starts
        self.capacity = capacity
    }

    @inline(__always) mutating func append(_ kind: TokenKind, _ start: Int) {
        guard count < capacity else {
            overflowed = true
            return
        }
        (kinds + count).initialize(to: kind)
        (starts + count).initialize(to: UInt32(truncatingIfNeeded: start))
        count += 1
    }

    /// Records the end offset of the last token (`starts` has one more entry).
    mutating func appendEnd(_ end: Int) {
        (starts + count).initialize(to: UInt32(truncatingIfNeeded: end))
    }
}
