/// A Bloom filter over the texts of a file's identifier tokens, the identifiers inside its string
/// interpolations and the names of its attributes (`State` for `@State`), filled by the lexer as
/// it finds them. No false negatives: a rule that only ever reports identifiers or attributes
/// spelled a certain way can skip every file the filter rules out, without searching its bytes. Three bits an
/// identifier in a table of half a bit a source byte (about eight bits an identifier in real code: a
/// few per cent of false positives), 512 bits at least. The three bits are in the same 64-bit word (a
/// blocked filter): the lexer sets them with one read and write of memory per identifier.
public struct IdentifierFilter: Sendable {
    private let words: [UInt64]
    private let mask: UInt64

    /// Whether an identifier token may spell `word`; false means none does.
    public func mayContain(_ word: StaticString) -> Bool {
        mayContain(Key(hash: word.withUTF8Buffer { Self.hash($0, 0, $0.count) }))
    }

    /// A word hashed once, to ask many files about it.
    public struct Key: Sendable {
        let hash: UInt64
        init(hash: UInt64) { self.hash = hash }
        public init(_ word: String) {
            hash = Array(word.utf8).withUnsafeBufferPointer { IdentifierFilter.hash($0, 0, $0.count) }
        }
    }

    /// Whether an identifier token may spell the key's word; false means none does.
    public func mayContain(_ key: Key) -> Bool {
        let (word, bits) = Self.slot(of: key.hash, mask: mask)
        return words[word] & bits == bits
    }

    /// Where a hash goes in a table of `mask + 1` bits: a word, chosen by the low bits, and three bits
    /// in it, chosen by three other runs of six.
    @inline(__always)
    static func slot(of hash: UInt64, mask: UInt64) -> (word: Int, bits: UInt64) {
        (Int(truncatingIfNeeded: (hash & mask) &>> 6),
         1 &<< ((hash &>> 32) & 63) | 1 &<< ((hash &>> 40) & 63) | 1 &<< ((hash &>> 48) & 63))
    }

    /// The table the lexer fills.
    struct Builder {
        let bits: UnsafeMutablePointer<UInt64>
        let mask: UInt64
        private let count: Int

        init(sourceBytes: Int) {
            var size = 512
            while size < sourceBytes / 2 { size <<= 1 }
            count = size / 64
            mask = UInt64(size - 1)
            bits = .allocate(capacity: count)
            bits.initialize(repeating: 0, count: count)
        }

        func insert(_ hash: UInt64) {
            let (word, set) = IdentifierFilter.slot(of: hash, mask: mask)
            bits[word] |= set
        }

        /// Frees the table without building a filter (the lexer starts over with more room).
        func discard() { bits.deallocate() }

        /// The filter; the builder's table is freed.
        func finish() -> IdentifierFilter {
            defer { bits.deallocate() }
            return IdentifierFilter(words: Array(UnsafeBufferPointer(start: bits, count: count)), mask: mask)
        }
    }

    /// The filter of tokens another lexer produced.
    init(bytes: [UInt8], tokens: TokenList) {
        let builder = Builder(sourceBytes: bytes.count)
        bytes.withUnsafeBufferPointer { p in
            for i in 0..<tokens.count {
                let start = tokens.start(i)
                switch tokens.kinds[i] {
                case .identifier: builder.insert(Self.hash(p, start, tokens.end(i) - start))
                case .attribute: builder.insert(Self.hash(p, start + 1, tokens.end(i) - start - 1))
                default: break
                }
            }
        }
        self = builder.finish()
    }

    private init(words: [UInt64], mask: UInt64) {
        self.words = words
        self.mask = mask
    }

    /// A hash of `length` bytes from `start`: of their first eight and their last eight (overlapping
    /// when shorter than sixteen), and the length. Two loads for most names: the lexer hashes every
    /// identifier it finds.
    @inline(__always)
    static func hash(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        let (head, tail) = ends(p, start, length)
        return mix(head, tail, length)
    }

    /// The first eight bytes (fewer, zero-filled, when shorter) and, from eight bytes on, the last
    /// eight, little-endian: for up to sixteen bytes, together with the length, the bytes themselves.
    @inline(__always)
    static func ends(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> (head: UInt64, tail: UInt64) {
        var head: UInt64 = 0, tail: UInt64 = 0
        guard length > 0, let address = p.baseAddress else { return (0, 0) }
        let base = UnsafeRawPointer(address)
        if length >= 8 {
            head = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self)
        } else if start + 8 <= p.count {
            head = base.loadUnaligned(fromByteOffset: start, as: UInt64.self) & ((1 &<< UInt64(truncatingIfNeeded: 8 * length)) &- 1)
        } else {
            for j in 0..<length { head |= UInt64(p[start + j]) &<< UInt64(truncatingIfNeeded: 8 * j) }
        }
        return (head, tail)
    }

    @inline(__always)
    static func mix(_ head: UInt64, _ tail: UInt64, _ length: Int) -> UInt64 {
        var h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: length)
        h ^= h &>> 32
        h = h &* 0xFF51_AFD7_ED55_8CCD
        return h ^ (h &>> 29)
    }
}
