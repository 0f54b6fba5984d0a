/// Token start offsets, packed: each 64-token block keeps the offset of its
/// first token, and each token its distance from there in 16 bits: about 2
/// bytes a token where plain UInt32 offsets take 4. A block spanning more
/// than 64 KB (a huge literal or comment) keeps its 64 offsets in full instead.
/// Reads like an array of UInt32 offsets with one more entry than there are
/// tokens: the end of the last token.
public struct TokenStarts: RandomAccessCollection, Sendable {
    static let wideFlag: UInt32 = 0x8000_0000

    /// Per token (and the end), the distance from its block's first offset.
    @usableFromInline let distances: [UInt16]
    /// Per 64-token block: its first offset, or `wideFlag` plus the block's
    /// place in `wide` (64 entries a block) when its distances do not fit.
    @usableFromInline let bases: [UInt32]
    /// Full offsets of wide blocks.
    @usableFromInline let wide: [UInt32]

    init(distances: [UInt16], bases: [UInt32], wide: [UInt32]) {
        self.distances = distances
        self.bases = bases
        self.wide = wide
    }

    /// Packs plain offsets.
    public init(_ offsets: [UInt32]) {
        var distances = [UInt16](repeating: 0, count: offsets.count)
        var bases: [UInt32] = []
        var wide: [UInt32] = []
        var block = 0
        while block * 64 < offsets.count {
            let lower = block * 64, upper = Swift.min(lower + 64, offsets.count)
            let base = offsets[lower]
            precondition(base < Self.wideFlag, "token offsets must stay below 2 GB")
            if offsets[upper - 1] - base <= 0xFFFF {
                bases.append(base)
                for i in lower..<upper { distances[i] = UInt16(offsets[i] - base) }
            } else {
                bases.append(Self.wideFlag | UInt32(wide.count / 64))
                wide.append(contentsOf: offsets[lower..<upper])
                wide.append(contentsOf: repeatElement(0, count: 64 - (upper - lower)))
            }
            block += 1
        }
        self.init(distances: distances, bases: bases, wide: wide)
    }

    /// Bytes the packed offsets take.
    public var storageBytes: Int { distances.count * 2 + bases.count * 4 + wide.count * 4 }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { distances.count }

    /// Offsets `i` and `i + 1` (a token's start and end), from one block lookup when both are in
    /// the same block, as they are for 63 tokens in 64.
    @inlinable @inline(__always) public func pair(_ i: Int) -> (UInt32, UInt32) {
        precondition(i >= 0 && i + 1 < distances.count, "index out of range")
        let base = bases.withUnsafeBufferPointer { $0[i &>> 6] }
        if base & 0x8000_0000 == 0 && i & 63 != 63 {
            return distances.withUnsafeBufferPointer { (base &+ UInt32($0[i]), base &+ UInt32($0[i &+ 1])) }
        }
        return (self[i], self[i + 1])
    }

    @inlinable @inline(__always) public subscript(i: Int) -> UInt32 {
        precondition(i >= 0 && i < distances.count, "index out of range")
        let base = bases.withUnsafeBufferPointer { $0[i &>> 6] }
        if base & 0x8000_0000 == 0 { return base &+ UInt32(distances.withUnsafeBufferPointer { $0[i] }) }
        return wide[Int(base & 0x7FFF_FFFF) &* 64 &+ (i & 63)]
    }
}

/// Writes tokens into storage the caller owns, with one check per token.
/// Start offsets go to a small scratch buffer first, as plain UInt32 (the
/// cheapest store for the lexer's inner loop), and are packed into
/// `TokenStarts` form a chunk at a time. Past the capacity it records the
/// overflow and drops tokens; the caller then lexes again with more room.
/// Only what the inner loop touches is stored here, so that the lexer's state
/// stays small; the rest is in `TokenPacker`.
struct TokenBuffer {
    /// Tokens per chunk of the scratch buffer.
    static let chunk = 4096

    private let kinds: UnsafeMutablePointer<TokenKind>
    /// The scratch buffer shifted so that token `i`'s offset goes to `scratchBase[i]`.
    private var scratchBase: UnsafeMutablePointer<UInt32>
    /// Where the current chunk (or the capacity) ends.
    private var limit: Int
    private(set) var count = 0
    private(set) var overflowed = false
    /// While set, tokens are dropped (the lexer is inside a literal, which becomes one token): the
    /// limit is then zero, so that `append` asks no more than it always does.
    private var suspendedLimit: Int? = nil
    private let packer: UnsafeMutablePointer<TokenPacker>

    init(kinds: UnsafeMutablePointer<TokenKind>, packer: UnsafeMutablePointer<TokenPacker>) {
        self.kinds = kinds
        self.packer = packer
        scratchBase = packer.pointee.scratch
        limit = Swift.min(packer.pointee.capacity, Self.chunk)
    }

    @inline(__always) mutating func append(_ kind: TokenKind, _ start: Int) {
        guard count < limit else {
            appendAtLimit(kind, start)
            return
        }
        (kinds + count).initialize(to: kind)
        (scratchBase + count).initialize(to: UInt32(truncatingIfNeeded: start))
        count += 1
    }

    /// Drops the tokens appended until `resume`.
    mutating func suspend() {
        suspendedLimit = limit
        limit = 0
    }

    mutating func resume() {
        limit = suspendedLimit!
        suspendedLimit = nil
    }

    /// The chunk is full: pack it and start the next one, unless the capacity is reached. Output
    /// suspended: drops the token.
    @inline(never) private mutating func appendAtLimit(_ kind: TokenKind, _ start: Int) {
        if suspendedLimit != nil { return }
        guard count < packer.pointee.capacity else {
            overflowed = true
            return
        }
        packer.pointee.pack(scratchBase, from: chunkStart, through: count - 1)
        scratchBase = packer.pointee.scratch - count
        limit = Swift.min(packer.pointee.capacity, count + Self.chunk)
        append(kind, start)
    }

    /// Records the end offset of the last token (the offsets have one more
    /// entry than the tokens) and packs what is left.
    mutating func appendEnd(_ end: Int) {
        (scratchBase + count).initialize(to: UInt32(truncatingIfNeeded: end))
        packer.pointee.pack(scratchBase, from: chunkStart, through: count)
    }

    /// The first token whose offset is in the scratch buffer.
    private var chunkStart: Int { packer.pointee.scratch - scratchBase }
}

/// Packs token offsets into `TokenStarts` form: 16-bit distances, one base per
/// 64 tokens, and the offsets too far from their base for 16 bits.
struct TokenPacker {
    let distances: UnsafeMutablePointer<UInt16>
    let bases: UnsafeMutablePointer<UInt32>
    let scratch: UnsafeMutablePointer<UInt32>
    let capacity: Int
    /// Offsets too far from their block's first one for 16 bits: (index, offset).
    private(set) var far: [(Int, UInt32)] = []

    /// `distances` must have room for `capacity + 1` entries, `bases` for
    /// `baseCount(capacity:)`, `scratch` for `TokenBuffer.chunk + 1`.
    init(distances: UnsafeMutablePointer<UInt16>, bases: UnsafeMutablePointer<UInt32>,
         scratch: UnsafeMutablePointer<UInt32>, capacity: Int) {
        self.distances = distances
        self.bases = bases
        self.scratch = scratch
        self.capacity = capacity
    }

    static func baseCount(capacity: Int) -> Int { capacity / 64 + 1 }

    /// Packs the offsets of tokens `first...last` (`first` starts a chunk, and
    /// chunks are whole blocks), read from `scratchBase[i]`, a block at a time.
    mutating func pack(_ scratchBase: UnsafeMutablePointer<UInt32>, from first: Int, through last: Int) {
        let bases = bases, distances = distances
        var i = first
        while i <= last {
            let block = bases + (i &>> 6)
            if i & 63 == 0 { block.initialize(to: scratchBase[i]) }
            let base = block.pointee
            let blockLast = Swift.min(last, i | 63)
            // Offsets only grow: when the block's last one fits in 16 bits, all do.
            if scratchBase[blockLast] &- base <= 0xFFFF {
                for j in i...blockLast { (distances + j).initialize(to: UInt16(truncatingIfNeeded: scratchBase[j] &- base)) }
            } else {
                for j in i...blockLast {
                    let distance = scratchBase[j] &- base
                    if distance > 0xFFFF { far.append((j, scratchBase[j])) }
                    (distances + j).initialize(to: UInt16(truncatingIfNeeded: distance))
                }
            }
            i = blockLast + 1
        }
    }

    /// The full offsets of blocks holding far offsets (64 a block), after
    /// marking their bases wide; `count` tokens were packed.
    func wideBlocks(count: Int) -> [UInt32] {
        guard !far.isEmpty else { return [] }
        var wide: [UInt32] = []
        var farIndex = 0
        while farIndex < far.count {
            let block = far[farIndex].0 >> 6
            let lower = block * 64, upper = Swift.min(lower + 64, count + 1)
            let base = bases[block]
            var offsets = (lower..<upper).map { base &+ UInt32(distances[$0]) }
            offsets += repeatElement(0, count: 64 - offsets.count)
            while farIndex < far.count, far[farIndex].0 >> 6 == block {
                offsets[far[farIndex].0 - lower] = far[farIndex].1
                farIndex += 1
            }
            bases[block] = TokenStarts.wideFlag | UInt32(wide.count / 64)
            wide += offsets
        }
        return wide
    }
}
