/// Bracket partners stored for bracket tokens only: a bit per token marks the
/// brackets, a running count per 64 tokens ranks them, and one Int32 per
/// bracket holds its partner. About 0.2 bytes a token plus 4 a bracket,
/// where a table over every token would take 4 bytes a token.
public struct BracketPartners: Sendable {
    /// Bit `i % 64` of word `i / 64` is set when token `i` is ( ) [ ] { }.
    @usableFromInline let isBracket: [UInt64]
    /// For each 64-token block, the number of bracket tokens before it.
    @usableFromInline let bracketsBefore: [UInt32]
    /// For the n-th bracket token, its partner's token index, or -1 when unmatched.
    @usableFromInline let partners: [Int32]

    /// The partner of token `i`, or nil for other tokens and unmatched brackets.
    @inlinable public func partner(of i: Int) -> Int? {
        let block = i &>> 6
        let word = isBracket[block]
        let bit = UInt64(1) &<< UInt64(i & 63)
        guard word & bit != 0 else { return nil }
        let p = partners[Int(bracketsBefore[block]) &+ (word & (bit &- 1)).nonzeroBitCount]
        return p >= 0 ? Int(p) : nil
    }

    /// The number of tokens.
    public let count: Int

    /// The partner's index of token `i`; -1 for other tokens and unmatched brackets.
    @inlinable public subscript(i: Int) -> Int32 {
        precondition(i >= 0 && i < count, "token index out of range")
        return Int32(partner(of: i) ?? -1)
    }

    /// `isBracket` has a word per 64 tokens and one more; `partners` an entry per bracket.
    init(count: Int, isBracket: [UInt64], partners: [Int32]) {
        self.count = count
        self.isBracket = isBracket
        var before = [UInt32](repeating: 0, count: isBracket.count)
        var total = 0
        for block in isBracket.indices {
            before[block] = UInt32(total)
            total += isBracket[block].nonzeroBitCount
        }
        bracketsBefore = before
        self.partners = partners
    }
}

/// Bracket partners, the brackets without one (sorted), and what keeps the file from being parsed.
typealias MatchedBrackets = (partners: BracketPartners, unmatched: [Int], problems: NestingDepth.Problems)

/// Pairs ( [ { with their closers and finds what keeps a file from being parsed, for tokens the
/// lexer did not pair as it emitted them (another lexer's, or another depth limit): the same
/// `BracketRecorder`, told of the tokens one by one.
enum BracketMatcher {
    static func match(_ file: SourceFile, limit: Int = NestingDepth.limit) -> MatchedBrackets {
        let tokens = file.tokens
        var recorder = BracketRecorder(capacity: tokens.count, limit: limit)
        defer { recorder.deallocate() }
        file.bytes.withUnsafeBufferPointer { p in
            for i in 0..<tokens.count {
                let kind = tokens.kinds[i]
                if kind.isOpeningBracket {
                    recorder.opener(i, kind)
                } else if kind.isClosingBracket {
                    recorder.closer(i, kind)
                } else if kind == .poundKeyword {
                    recorder.directive(i, p, tokens.start(i), tokens.end(i))
                }
            }
        }
        return tokens.kinds.withUnsafeBufferPointer { recorder.result(kinds: $0) }
    }
}
