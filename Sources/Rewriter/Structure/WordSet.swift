/// A fixed set of words matched against token bytes without building Strings:
/// the parser asks "is this token one of these words" for nearly every token.
///
/// Words of up to 16 bytes are kept packed in two UInt64s, grouped by length: a lookup loads
/// the token's bytes once and compares integers. Longer words are compared byte by byte.
public struct WordSet<Value: Sendable>: Sendable {
    /// Words of up to `packedLength` bytes: entries `starts[n]..<starts[n + 1]` have length n.
    @usableFromInline let starts: [Int]
    @usableFromInline let low: [UInt64]
    @usableFromInline let high: [UInt64]
    @usableFromInline let packedValues: [Value]
    /// Longer words, by length (rare: names such as `unsafeMutableAddress`).
    @usableFromInline let long: [Int: [([UInt8], Value)]]
    @inlinable static var packedLength: Int { 16 }

    public init(_ entries: [(String, Value)]) {
        var byLength = Array(repeating: [(UInt64, UInt64, Value)](), count: Self.packedLength + 1)
        var long: [Int: [([UInt8], Value)]] = [:]
        for (word, value) in entries {
            let bytes = Array(word.utf8)
            if bytes.count <= Self.packedLength {
                byLength[bytes.count].append((Self.pack(bytes, 0), Self.pack(bytes, 8), value))
            } else {
                long[bytes.count, default: []].append((bytes, value))
            }
        }
        var starts = [0]
        var low: [UInt64] = [], high: [UInt64] = [], values: [Value] = []
        for group in byLength {
            for (l, h, v) in group { low.append(l); high.append(h); values.append(v) }
            starts.append(low.count)
        }
        self.starts = starts
        self.low = low
        self.high = high
        packedValues = values
        self.long = long
    }

    /// Bytes `from..<from + 8` of `bytes`, little-endian, zero past the end.
    private static func pack(_ bytes: [UInt8], _ from: Int) -> UInt64 {
        var value: UInt64 = 0
        for j in 0..<8 where from + j < bytes.count { value |= UInt64(bytes[from + j]) << UInt64(8 * j) }
        return value
    }

    /// The value of the word token `i` spells, if any. Inlined, so that it is specialized for the
    /// value type where it is used.
    @inlinable @inline(__always)
    public func lookup(_ file: SourceFile, _ i: Int) -> Value? {
        let start = file.tokens.start(i)
        let length = file.tokens.end(i) - start
        if length > Self.packedLength { return lookupLong(file, start, length) }
        let first = starts[length], end = starts[length + 1]
        if first == end { return nil }
        return file.bytes.withUnsafeBufferPointer { p -> Value? in
            let (l, h) = Self.load(p, start, length)
            for k in first..<end where low[k] == l && high[k] == h { return packedValues[k] }
            return nil
        }
    }

    /// `length` (at most 16) bytes from `start`, packed like the words: whole words are loaded
    /// when the buffer has room, the bytes past the token masked off.
    @inlinable @inline(__always)
    static func load(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> (UInt64, UInt64) {
        if start + 16 <= p.count {
            let base = UnsafeRawPointer(p.baseAddress! + start)
            let l = base.loadUnaligned(as: UInt64.self), h = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if length >= 8 {
                return (l, length == 16 ? h : h & ((1 &<< UInt64(8 * (length - 8))) &- 1))
            }
            return (l & ((1 &<< UInt64(8 * length)) &- 1), 0)
        }
        var l: UInt64 = 0, h: UInt64 = 0
        for j in 0..<length {
            let byte = UInt64(p[start + j])
            if j < 8 { l |= byte << UInt64(8 * j) } else { h |= byte << UInt64(8 * (j - 8)) }
        }
        return (l, h)
    }

    @usableFromInline func lookupLong(_ file: SourceFile, _ start: Int, _ length: Int) -> Value? {
        guard let candidates = long[length] else { return nil }
        return file.bytes.withUnsafeBufferPointer { p -> Value? in
            outer: for (word, value) in candidates {
                for j in 0..<length where word[j] != p[start + j] { continue outer }
                return value
            }
            return nil
        }
    }
}

extension WordSet where Value == Void {
    public init(words: [String]) { self.init(words.map { ($0, ()) }) }
    @inlinable @inline(__always) public func contains(_ file: SourceFile, _ i: Int) -> Bool { lookup(file, i) != nil }
}
