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

/// Bracket partners, the brackets without one (sorted), and what keeps the file from being parsed.
typealias MatchedBrackets = (partners: BracketPartners, unmatched: [Int], problems: NestingDepth.Problems)

/// Pairs ( [ { with their closers, and finds what keeps a file from being parsed
/// (`NestingDepth.Problems`), in one pass over the brackets, `#` directives and error tokens,
/// found eight tokens at a time. A closer that does not match the innermost opener may close
/// an opener up to three levels out (a stray "(" in broken code); anything else stays unmatched.
enum BracketMatcher {
    static func match(_ file: SourceFile, limit: Int = NestingDepth.limit) -> MatchedBrackets {
        let tokens = file.tokens
        let blocks = (tokens.count + 63) / 64 + 1
        var isBracket = [UInt64](repeating: 0, count: blocks)
        var bracketsBefore = [UInt32](repeating: 0, count: blocks)
        // Pound keywords and error tokens: what the nesting and parse checks look at besides brackets.
        var isOther = [UInt64](repeating: 0, count: blocks)
        var count = 0
        tokens.kinds.withUnsafeBytes { kinds in
            isBracket.withUnsafeMutableBufferPointer { brackets in
                isOther.withUnsafeMutableBufferPointer { others in
                    KindMasks.fill(kinds, brackets: brackets, others: others)
                }
            }
        }
        for block in 0..<blocks {
            bracketsBefore[block] = UInt32(count)
            count += isBracket[block].nonzeroBitCount
        }
        var partners = [Int32](repeating: -1, count: count)
        var unmatched: [Int] = []
        var problems = NestingDepth.Problems()
        var depth = 0
        var openIfs: [Int] = []
        // Open brackets: token index and rank (the n-th bracket), as a stack in two flat buffers.
        let openTokens = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        let openRanks = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        defer { openTokens.deallocate(); openRanks.deallocate() }
        var open = 0
        partners.withUnsafeMutableBufferPointer { partners in
            tokens.kinds.withUnsafeBufferPointer { kinds in
                var rank = 0
                for block in 0..<blocks {
                    let brackets = isBracket[block]
                    var word = brackets | isOther[block]
                    while word != 0 {
                        let bit = word.trailingZeroBitCount
                        let i = block &<< 6 | bit
                        word &= word &- 1
                        let kind = kinds[i]
                        if brackets &>> UInt64(bit) & 1 == 0 {
                            if kind == .error {
                                if problems.errorToken == nil { problems.errorToken = i }
                            } else if file.token(i, is: "#if") {
                                depth += 1
                                openIfs.append(i)
                                if depth > limit, problems.tooDeep == nil { problems.tooDeep = i }
                            } else if file.token(i, is: "#endif") {
                                depth = max(0, depth - 1)
                                if openIfs.popLast() == nil, problems.strayDirective == nil { problems.strayDirective = i }
                            } else if file.token(i, is: "#else") || file.token(i, is: "#elseif"), openIfs.isEmpty,
                                      problems.strayDirective == nil {
                                problems.strayDirective = i
                            }
                            continue
                        }
                        let r = rank
                        rank += 1
                        if kind.isOpeningBracket {
                            depth += 1
                            if depth > limit, problems.tooDeep == nil { problems.tooDeep = i }
                            openTokens[open] = Int32(truncatingIfNeeded: i)
                            openRanks[open] = Int32(truncatingIfNeeded: r)
                            open += 1
                            continue
                        }
                        depth = max(0, depth - 1)
                        let expected: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                        // The innermost opener of the closer's kind, at most three levels out; the
                        // openers it skips stay unmatched.
                        var match = open - 1
                        while match >= 0, match >= open - 3, kinds[Int(openTokens[match])] != expected { match -= 1 }
                        guard match >= 0, match >= open - 3 else {
                            unmatched.append(i)
                            continue
                        }
                        for skipped in (match + 1)..<open { unmatched.append(Int(openTokens[skipped])) }
                        partners[Int(openRanks[match])] = Int32(truncatingIfNeeded: i)
                        partners[r] = openTokens[match]
                        open = match
                    }
                }
            }
        }
        for k in 0..<open { unmatched.append(Int(openTokens[k])) }
        unmatched.sort()
        problems.unclosedIf = openIfs.last
        return (BracketPartners(count: tokens.count, isBracket: isBracket, bracketsBefore: bracketsBefore, partners: partners),
                unmatched, problems)
    }
}

/// Bit masks over token kinds, one bit a token, computed eight kinds (bytes) at a time.
enum KindMasks {
    /// Sets bit `i % 64` of word `i / 64` in `brackets` for ( ) [ ] { }, and in `others` for pound
    /// keywords and error tokens.
    static func fill(_ kinds: UnsafeRawBufferPointer, brackets: UnsafeMutableBufferPointer<UInt64>,
                     others: UnsafeMutableBufferPointer<UInt64>) {
        let count = kinds.count
        var i = 0
        while i + 8 <= count {
            let word = kinds.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let bracket = atLeast(word, TokenKind.leftParen.rawValue) & ~atLeast(word, TokenKind.rightBrace.rawValue + 1)
            let other = (atLeast(word, TokenKind.poundKeyword.rawValue) & ~atLeast(word, TokenKind.poundKeyword.rawValue + 1))
                | (atLeast(word, TokenKind.error.rawValue) & ~atLeast(word, TokenKind.error.rawValue + 1))
            brackets[i >> 6] |= bits(bracket) << UInt64(i & 63)
            others[i >> 6] |= bits(other) << UInt64(i & 63)
            i += 8
        }
        while i < count {
            let kind = TokenKind(rawValue: kinds[i])!
            if kind.isOpeningBracket || kind.isClosingBracket { brackets[i >> 6] |= UInt64(1) << UInt64(i & 63) }
            if kind == .poundKeyword || kind == .error { others[i >> 6] |= UInt64(1) << UInt64(i & 63) }
            i += 1
        }
    }

    /// The high bit of each byte set where that byte is at least `value` (bytes below 0x80).
    @inline(__always) private static func atLeast(_ word: UInt64, _ value: UInt8) -> UInt64 {
        (word &+ 0x0101_0101_0101_0101 &* UInt64(0x80 &- value)) & 0x8080_8080_8080_8080
    }

    /// The high bits of the eight bytes as eight bits, byte 0 lowest.
    @inline(__always) private static func bits(_ flags: UInt64) -> UInt64 {
        ((flags >> 7) &* 0x0102_0408_1020_4080) >> 56
    }
}
