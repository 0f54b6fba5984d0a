/// Pairs brackets and tracks `#if` nesting as it is told of them, token by token: the lexer tells
/// it as it emits each bracket and directive (no second pass over the tokens), `BracketMatcher`
/// over the tokens of another lexer. The first error token is looked up in the kinds at the end
/// (errors are rare).
///
/// A closer pairs with the innermost opener of its kind at most three levels out (a stray "(" in
/// broken code); the openers it skips, and closers without an opener, stay unmatched. The nesting
/// depth counts brackets and `#if` blocks together and never drops below zero; past `limit` the
/// file is too deep to parse.
struct BracketRecorder {
    /// Bit `i % 64` of word `i / 64` set for bracket token `i`; room for `capacity` tokens.
    private let isBracket: UnsafeMutablePointer<UInt64>
    private let words: Int
    /// For the n-th bracket, its partner's token index or -1.
    private var partners: UnsafeMutablePointer<Int32>
    private var partnerCapacity: Int
    private var rank = 0
    /// Open brackets: token index, and rank times four plus the bracket's shape (0 paren,
    /// 1 square, 2 brace).
    private var openTokens: UnsafeMutablePointer<Int32>
    private var openRanks: UnsafeMutablePointer<Int>
    private var openCapacity: Int
    private var open = 0
    private var depth = 0
    private var openIfs: [Int] = []
    private var unmatched: [Int] = []
    private var problems = NestingDepth.Problems()
    private let limit: Int

    /// Room for `capacity` tokens.
    init(capacity: Int, limit: Int = NestingDepth.limit) {
        self.limit = limit
        words = capacity / 64 + 2
        isBracket = .allocate(capacity: words)
        isBracket.initialize(repeating: 0, count: words)
        partnerCapacity = max(64, capacity / 4)
        partners = .allocate(capacity: partnerCapacity)
        openCapacity = 64
        openTokens = .allocate(capacity: openCapacity)
        openRanks = .allocate(capacity: openCapacity)
    }

    /// Frees the buffers; called once, after `result` or when the lexer starts over.
    func deallocate() {
        isBracket.deallocate()
        partners.deallocate()
        openTokens.deallocate()
        openRanks.deallocate()
    }

    /// The shape of a bracket kind: ( ) 0, [ ] 1, { } 2.
    @inline(__always) private static func shape(_ kind: TokenKind) -> Int {
        switch kind {
        case .leftParen, .rightParen: return 0
        case .leftBracket, .rightBracket: return 1
        default: return 2
        }
    }

    /// Token `i` (below the capacity) is an opening bracket.
    @inline(__always) mutating func opener(_ i: Int, _ kind: TokenKind) {
        let r = take(i)
        depth &+= 1
        if depth > limit, problems.tooDeep == nil { problems.tooDeep = i }
        if open == openCapacity { growOpen() }
        openTokens[open] = Int32(truncatingIfNeeded: i)
        openRanks[open] = r &<< 2 | Self.shape(kind)
        open &+= 1
    }

    /// Token `i` (below the capacity) is a closing bracket.
    @inline(__always) mutating func closer(_ i: Int, _ kind: TokenKind) {
        let r = take(i)
        if depth > 0 { depth &-= 1 }
        let shape = Self.shape(kind)
        // Counts stay far below Int.max (they are below the token count): wrapping arithmetic,
        // without overflow checks, on this path taken for every bracket.
        let lowest = Swift.max(0, open &- 3)
        var match = open &- 1
        while match >= lowest, openRanks[match] & 3 != shape { match &-= 1 }
        guard match >= lowest else {
            unmatched.append(i)
            return
        }
        if match &+ 1 < open { for skipped in (match + 1)..<open { unmatched.append(Int(openTokens[skipped])) } }
        partners[openRanks[match] &>> 2] = Int32(truncatingIfNeeded: i)
        partners[r] = openTokens[match]
        open = match
    }

    /// Marks token `i` as a bracket and gives it the next rank, unpaired for now.
    @inline(__always) private mutating func take(_ i: Int) -> Int {
        isBracket[i &>> 6] |= 1 &<< UInt64(i & 63)
        if rank == partnerCapacity { growPartners() }
        partners[rank] = -1
        rank &+= 1
        return rank &- 1
    }

    /// Token `i` is `#if`, `#else`, `#elseif` or `#endif` (`text` its bytes).
    mutating func directive(_ i: Int, _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        if Keywords.equals(p, start, end, "#if") {
            depth += 1
            openIfs.append(i)
            if depth > limit, problems.tooDeep == nil { problems.tooDeep = i }
        } else if Keywords.equals(p, start, end, "#endif") {
            depth = max(0, depth - 1)
            if openIfs.popLast() == nil, problems.strayDirective == nil { problems.strayDirective = i }
        } else if Keywords.equals(p, start, end, "#else") || Keywords.equals(p, start, end, "#elseif"), openIfs.isEmpty,
                  problems.strayDirective == nil {
            problems.strayDirective = i
        }
    }

    @inline(never) private mutating func growPartners() {
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: partnerCapacity * 2)
        grown.moveInitialize(from: partners, count: rank)
        partners.deallocate()
        partners = grown
        partnerCapacity *= 2
    }

    @inline(never) private mutating func growOpen() {
        let tokens = UnsafeMutablePointer<Int32>.allocate(capacity: openCapacity * 2)
        let ranks = UnsafeMutablePointer<Int>.allocate(capacity: openCapacity * 2)
        tokens.moveInitialize(from: openTokens, count: open)
        ranks.moveInitialize(from: openRanks, count: open)
        openTokens.deallocate()
        openRanks.deallocate()
        openTokens = tokens
        openRanks = ranks
        openCapacity *= 2
    }

    /// The partners, unmatched brackets and problems of a file whose tokens' kinds are `kinds`.
    func result(kinds: UnsafeBufferPointer<TokenKind>) -> MatchedBrackets {
        let count = kinds.count
        let blocks = (count + 63) / 64 + 1
        precondition(blocks <= words, "more tokens than the capacity")
        var unmatched = unmatched
        for k in 0..<open { unmatched.append(Int(openTokens[k])) }
        unmatched.sort()
        var problems = problems
        problems.unclosedIf = openIfs.last
        // A byte search (`TokenKind` is one byte): most files have no error token to find.
        problems.errorToken = UnsafeRawBufferPointer(kinds).withMemoryRebound(to: UInt8.self) {
            ByteSearch.firstIndex(of: TokenKind.error.rawValue, in: $0)
        }
        return (BracketPartners(count: count, isBracket: [UInt64](UnsafeBufferPointer(start: isBracket, count: blocks)),
                                partners: Array(UnsafeBufferPointer(start: partners, count: rank))),
                unmatched, problems)
    }
}
