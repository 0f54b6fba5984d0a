/// The lexer's state and its main loop: dispatch on the first byte of each token, trivia,
/// identifiers and keywords, brackets, comments. Literals, operators, numbers and `#` forms are in
/// the `Lexer*.swift` files beside it.
struct LexerState {
    /// Where the last failed regex probe stopped, for the probe budget.
    var lastProbePosition = 0
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    /// `ByteClass.table` and `KeywordTable.slots`, loaded once per file.
    let byteClass: UnsafePointer<UInt8>
    let keywords: UnsafePointer<KeywordTable.Slot>
    /// `LeadByte.table`, what a token starting with each byte is, loaded once per file.
    let leadBytes: UnsafePointer<LeadByte>
    var pos = 0
    var out: TokenBuffer
    /// The identifier filter's bits (`IdentifierFilter`), set for each identifier token.
    let identifiers: UnsafeMutablePointer<UInt64>
    let identifierMask: UInt64
    /// Bracket partners and nesting problems, recorded as tokens are emitted. Held through a
    /// pointer: the lexer's state is copied whenever a non-mutating method is called on it.
    let brackets: UnsafeMutablePointer<BracketRecorder>

    var context = RegexContext.expressionMayStart
    /// Whether the previous significant token was a lone ".", which makes
    /// `t.0.1` a tuple path rather than a float.
    var previousWasPeriod = false

    /// Open string literals and interpolations; empty outside literals. While
    /// it is non-empty no token is emitted: the outermost literal becomes one
    /// token starting at `literalStart`.
    var literals = LiteralStack()
    var literalStart = 0

    /// Bytes that failed bare-regex probes may still scan. Probes that fail
    /// rescan the rest of their line; a line full of "[/" would make that
    /// quadratic. Real code never comes close; past it, "/" in an ambiguous
    /// spot is an operator.
    var bareProbeBudget: Int
    /// The fewest hashes of a multi-line `#/` literal found unterminated so far.
    /// Its scan reached the end of input, so any later one with at least as many
    /// hashes is unterminated too and need not scan again.
    var unclosedMultilineRegexHashes = Int.max

    init(_ p: UnsafeBufferPointer<UInt8>, output: TokenBuffer, identifiers: UnsafeMutablePointer<UInt64>, identifierMask: UInt64,
         brackets: UnsafeMutablePointer<BracketRecorder>) {
        self.brackets = brackets
        self.identifiers = identifiers
        self.identifierMask = identifierMask
        self.p = p
        self.n = p.count
        self.byteClass = ByteClass.table
        self.keywords = KeywordTable.slots
        self.leadBytes = LeadByte.table
        self.bareProbeBudget = 4 * p.count + (1 << 20)
        self.out = output
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? p[i] : 0 }

    /// Records a token (dropped inside a literal: `out` is suspended there) and updates the regex context.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, context newContext: RegexContext) {
        out.append(kind, start)
        context = newContext
        previousWasPeriod = kind == .period
    }

    /// Records "(", "[" or "{" (unless inside a literal) and its place in the bracket nesting.
    /// Openers and closers have a function each: one for both made the kind a value the lexer's
    /// dispatch tested at run time (36M more instructions over four apps).
    @inline(__always) mutating func emitOpener(_ kind: TokenKind, from start: Int) {
        if literals.isEmpty {
            brackets.pointee.opener(out.count, kind)
            out.append(kind, start)
        }
        context = .expressionMayStart
        previousWasPeriod = false
    }

    /// Records ")", "]" or "}" (unless inside a literal) and pairs it with its opener.
    @inline(__always) mutating func emitCloser(_ kind: TokenKind, from start: Int) {
        if literals.isEmpty {
            brackets.pointee.closer(out.count, kind)
            out.append(kind, start)
        }
        context = .expressionEnded
        previousWasPeriod = false
    }

    /// Records an identifier token, and its text in the identifier filter.
    @inline(__always) mutating func emitIdentifier(from start: Int) {
        emitIdentifier(from: start, hash: IdentifierFilter.hash(p, start, pos - start))
    }

    /// A word: a keyword, or an identifier recorded in the filter, told apart by one hash.
    @inline(__always) mutating func emitWord(from start: Int) {
        let length = pos - start
        let (head, tail) = IdentifierFilter.ends(p, start, length)
        let hash = IdentifierFilter.mix(head, tail, length)
        if length < 16, let context = KeywordTable.context(keywords, hash: hash, head: head, tail: tail, length: length) {
            emit(.keyword, from: start, context: context)
        } else {
            emitIdentifier(from: start, hash: hash)
        }
    }

    @inline(__always) mutating func emitIdentifier(from start: Int, hash: UInt64) {
        out.append(.identifier, start)
        // Names inside interpolations too: rules that read them (`"\(UIScreen.main.scale)"`) can
        // rule a file out by the filter alone.
        recordInFilter(hash)
        context = .expressionEnded
        previousWasPeriod = false
    }

    @inline(__always) func recordInFilter(_ hash: UInt64) {
        let (word, bits) = IdentifierFilter.slot(of: hash, mask: identifierMask)
        identifiers[word] |= bits
    }

    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, from start: Int) {
        out.append(kind, start)
    }

    /// Never inlined: inlined into its caller, it grew past what the optimizer inlines `lexOne` into,
    /// and lexing took 15% more instructions.
    @inline(never) mutating func run() {
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF {
            pos = 3
            emitTrivia(.byteOrderMark, from: 0)
        }
        if at(pos) == ASCII.hash && at(pos + 1) == ASCII.bang {
            let start = pos
            skipToLineEnd()
            emitTrivia(.shebang, from: start)
        }
        // Whether the output filled up is asked at line breaks (`lexOne`), not once per token.
        while pos < n {
            if literals.mode != .stringBody {
                lexOne()
            } else {
                scanStringBody(literals.last!)
            }
        }
        if !literals.isEmpty { unterminatedLiteral() }
        if !out.overflowed { out.appendEnd(n) }
    }

    /// Moves to the next line break (or the end): eight bytes at a time, since comments run long.
    @inline(__always) mutating func skipToLineEnd() {
        var i = pos
        let base = UnsafeRawPointer(p.baseAddress!)
        while i + 8 <= n {
            let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let breaks = SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.lf)) | SWAR.zeroBytes(word ^ SWAR.repeated(ASCII.cr))
            if breaks != 0 {
                pos = i + SWAR.firstFlagged(breaks)
                return
            }
            i += 8
        }
        while i < n, p[i] != ASCII.lf, p[i] != ASCII.cr { i += 1 }
        pos = i
    }

    /// Spaces, tabs, vertical tabs and form feeds, starting at `pos`.
    @inline(__always) mutating func lexWhitespace() {
        let start = pos
        var i = pos + 1
        // Most runs between tokens are one space: done at once.
        if i < n, byteClass[Int(p[i])] & ByteClass.horizontalSpace == 0 {
            pos = i
            emitTrivia(.whitespace, from: start)
            return
        }
        // Longer runs are mostly indentation, runs of spaces: eight at a time.
        let base = UnsafeRawPointer(p.baseAddress!)
        // The spaces before the first other byte of a word are skipped at once (bytes in memory
        // order, as `SWAR.firstFlagged` reads them); a tab or form feed goes on byte by byte.
        while i + 8 <= n {
            let others = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) ^ SWAR.repeated(ASCII.space)
            if others == 0 { i += 8; continue }
            i += others.trailingZeroBitCount >> 3
            break
        }
        while i < n, byteClass[Int(p[i])] & ByteClass.horizontalSpace != 0 { i += 1 }
        pos = i
        emitTrivia(.whitespace, from: start)
    }

    /// The ASCII part of an identifier's body from `i`: eight bytes at a time. Stops at the first
    /// byte that is not an ASCII identifier character (a non-ASCII one included).
    @inline(__always) func identifierBodyEnd(from start: Int) -> Int {
        var i = start
        let base = UnsafeRawPointer(p.baseAddress!)
        while i + 8 <= n {
            let stop = SWAR.nonIdentifierBytes(base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            if stop != 0 { return i + SWAR.firstFlagged(stop) }
            i += 8
        }
        while i < n, byteClass[Int(p[i])] & ByteClass.identifierBody != 0 { i += 1 }
        return i
    }

    @inline(__always) mutating func lexOne() {
        let start = pos
        let c = p[pos]
        switch leadBytes[Int(c)] {
        case .horizontalSpace:
            lexWhitespace()
        case .lineBreak:
            if !literals.isEmpty, let top = literals.last, !top.isMultiline {
                // A single-line literal cannot span lines, not even inside an interpolation.
                unterminatedLiteral()
                return
            }
            pos += (c == ASCII.cr && at(pos + 1) == ASCII.lf) ? 2 : 1
            emitTrivia(.newline, from: start)
            if out.overflowed {
                // More tokens than room: stop here, the caller lexes again with room for all.
                pos = n
                return
            }
            // The next line's indentation, without going round the loop again.
            if pos < n, p[pos] == ASCII.space { lexWhitespace() }
        case .slash:
            let next = at(pos + 1)
            if next == ASCII.slash {
                let isDoc = at(pos + 2) == ASCII.slash && at(pos + 3) != ASCII.slash
                skipToLineEnd()
                emitTrivia(isDoc ? .docLineComment : .lineComment, from: start)
            } else if next == ASCII.star {
                let isDoc = at(pos + 2) == ASCII.star && at(pos + 3) != ASCII.star && at(pos + 3) != ASCII.slash
                if skipBlockComment() {
                    emitTrivia(isDoc ? .docBlockComment : .blockComment, from: start)
                } else {
                    emit(.error, from: start, context: .expressionMayStart)
                }
            } else {
                lexOperator()
            }
        case .quote:
            beginString(at: start, hashes: 0)
        case .hash:
            lexPound()
        case .at:
            pos += 1
            if startsIdentifier(pos) {
                skipIdentifierBody()
                // The attribute's name goes in the filter: `@State` answers for "State".
                recordInFilter(IdentifierFilter.hash(p, start + 1, pos - start - 1))
                emit(.attribute, from: start, context: .expressionEnded)
            } else {
                emit(.error, from: start, context: .expressionMayStart)
            }
        case .backtick:
            var i = pos + 1
            while i < n, p[i] != ASCII.backtick, p[i] != ASCII.lf, p[i] != ASCII.cr { i += 1 }
            if i < n, p[i] == ASCII.backtick, i > pos + 1 {
                pos = i + 1
                emitIdentifier(from: start)
            } else {
                pos += 1
                emit(.error, from: start, context: .expressionMayStart)
            }
        case .dollar:
            pos += 1
            if ASCII.isIdentifierBody(at(pos)) || (at(pos) >= 0x80 && continuesIdentifier(pos)) {
                skipIdentifierBody()
                emit(.dollarIdentifier, from: start, context: .expressionEnded)
            } else {
                // A lone "$" is an identifier in some macro-expanded code.
                emitIdentifier(from: start)
            }
        case .digit:
            let kind = lexNumber()
            emit(kind, from: start, context: .expressionEnded)
        case .leftParen:
            pos += 1
            if !literals.isEmpty { literals.innermostParenDepth += 1 }
            emitOpener(.leftParen, from: start)
        case .rightParen:
            pos += 1
            if !literals.isEmpty {
                if literals.innermostParenDepth == 0 {
                    // The ")" closing an interpolation: back to the string body.
                    literals.pop()
                    return
                }
                literals.innermostParenDepth -= 1
            }
            emitCloser(.rightParen, from: start)
        case .leftBracket: pos += 1; emitOpener(.leftBracket, from: start)
        case .rightBracket: pos += 1; emitCloser(.rightBracket, from: start)
        case .leftBrace: pos += 1; emitOpener(.leftBrace, from: start)
        case .rightBrace: pos += 1; emitCloser(.rightBrace, from: start)
        case .comma: pos += 1; emit(.comma, from: start, context: .expressionMayStart)
        case .colon: pos += 1; emit(.colon, from: start, context: .expressionMayStart)
        case .semicolon: pos += 1; emit(.semicolon, from: start, context: .expressionMayStart)
        case .backslash: pos += 1; emit(.backslash, from: start, context: .expressionEnded)
        case .dot:
            if ASCII.isOperator(at(pos + 1)) || at(pos + 1) == ASCII.dot || at(pos + 1) >= 0x80 {
                // ".." and dot-operators; lexOperator turns a lone "." back into a period.
                lexOperator()
            } else {
                pos += 1
                emit(.period, from: start, context: .expressionEnded)
            }
        case .wordHead:
            pos = identifierBodyEnd(from: pos + 1)
            if pos < n, p[pos] >= 0x80 { skipIdentifierBody() }
            emitWord(from: start)
        case .operatorHead:
            lexOperator()
        case .nonASCII:
            lexNonASCII()
        case .other:
            pos += 1
            emit(.error, from: start, context: .expressionMayStart)
        }
    }

    // MARK: Identifiers

    /// Whether a valid identifier character (ASCII or not) starts at `i`.
    @inline(__always) func startsIdentifier(_ i: Int) -> Bool {
        let c = at(i)
        if c < 0x80 { return ASCII.isIdentifierHead(c) }
        return continuesIdentifier(i)
    }

    /// Whether a non-ASCII scalar at `i` may continue an identifier.
    func continuesIdentifier(_ i: Int) -> Bool {
        guard i < n, let (scalar, _) = UTF8Scalar.decode(p, i) else { return false }
        return UTF8Scalar.isIdentifierCharacter(scalar)
    }

    mutating func skipIdentifierBody() {
        while pos < n {
            let c = p[pos]
            if byteClass[Int(c)] & ByteClass.identifierBody != 0 {
                pos += 1
            } else if c >= 0x80, let (scalar, length) = UTF8Scalar.decode(p, pos), UTF8Scalar.isIdentifierCharacter(scalar) {
                pos += length
            } else {
                break
            }
        }
    }

    mutating func lexNonASCII() {
        let start = pos
        guard let (scalar, length) = UTF8Scalar.decode(p, pos) else {
            pos += 1
            while pos < n, p[pos] >= 0x80, UTF8Scalar.decode(p, pos) == nil { pos += 1 }
            emit(.error, from: start, context: .expressionMayStart)
            return
        }
        if UTF8Scalar.isOperatorCharacter(scalar) {
            lexOperator()
        } else if UTF8Scalar.isWhitespace(scalar) {
            pos += length
            emitTrivia(.whitespace, from: start)
        } else {
            pos += length
            skipIdentifierBody()
            emitIdentifier(from: start)
        }
    }

    // MARK: Comments

    /// Skips a possibly nested block comment; returns false when it runs to the
    /// end of the input unterminated.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        while pos < n {
            let c = p[pos]
            if c == ASCII.slash, at(pos + 1) == ASCII.star {
                depth += 1
                pos += 2
            } else if c == ASCII.star, at(pos + 1) == ASCII.slash {
                depth -= 1
                pos += 2
                if depth == 0 { return true }
            } else {
                pos += 1
            }
        }
        return false
    }
}
