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

    init(count: Int, isBracket: [UInt64], bracketsBefore: [UInt32], partners: [Int32]) {
        self.count = count
        self.isBracket = isBracket
        self.bracketsBefore = bracketsBefore
        self.partners = partners
    }
}

/// Pairs ( [ { with their closers in one pass. A closer that does not match
/// the innermost opener may close an opener up to three levels out (a stray
/// "(" in broken code); anything else stays unmatched.
enum BracketMatcher {
    static func match(_ tokens: TokenList) -> (BracketPartners, [Int]) {
        let blocks = (tokens.count + 63) / 64 + 1
        var isBracket = [UInt64](repeating: 0, count: blocks)
        var bracketsBefore = [UInt32](repeating: 0, count: blocks)
        var count = 0
        tokens.kinds.withUnsafeBufferPointer { kinds in
            for block in 0..<blocks {
                bracketsBefore[block] = UInt32(count)
                var word: UInt64 = 0
                var i = block * 64
                let end = min(i + 64, kinds.count)
                while i < end {
                    let raw = kinds[i].rawValue
                    if raw >= TokenKind.leftParen.rawValue && raw <= TokenKind.rightBrace.rawValue {
                        word |= UInt64(1) << UInt64(i & 63)
                    }
                    i += 1
                }
                isBracket[block] = word
                count += word.nonzeroBitCount
            }
        }
        var partners = [Int32](repeating: -1, count: count)
        // Open brackets: token index and rank.
        var stack: [(token: Int32, rank: Int32)] = []
        var unmatched: [Int] = []
        var rank = 0
        tokens.kinds.withUnsafeBufferPointer { kinds in
            for block in 0..<blocks {
                var word = isBracket[block]
                while word != 0 {
                    let i = block * 64 + word.trailingZeroBitCount
                    word &= word - 1
                    defer { rank += 1 }
                    let kind = kinds[i]
                    if kind.isOpeningBracket {
                        stack.append((Int32(i), Int32(rank)))
                        continue
                    }
                    let expected: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                    if let top = stack.last, kinds[Int(top.token)] == expected {
                        stack.removeLast()
                        partners[Int(top.rank)] = Int32(i)
                        partners[rank] = top.token
                    } else if let depth = stack.lastIndex(where: { kinds[Int($0.token)] == expected }), stack.count - depth <= 3 {
                        for opener in stack[(depth + 1)...] { unmatched.append(Int(opener.token)) }
                        let top = stack[depth]
                        stack.removeSubrange(depth...)
                        partners[Int(top.rank)] = Int32(i)
                        partners[rank] = top.token
                    } else {
                        unmatched.append(i)
                    }
                }
            }
        }
        unmatched.append(contentsOf: stack.map { Int($0.token) })
        unmatched.sort()
        return (BracketPartners(count: tokens.count, isBracket: isBracket, bracketsBefore: bracketsBefore, partners: partners), unmatched)
    }
}
