/// Swift lexer: UTF-8 bytes in, a flat token list out.
///
/// It never throws and never loses a byte: concatenating the tokens' bytes
/// gives back the input exactly. What it cannot make sense of (invalid UTF-8,
/// stray control bytes, unterminated literals and comments) becomes `.error`
/// tokens, and lexing goes on.
///
/// A string literal is one token however deeply its interpolations nest: the
/// code inside `\(...)` is lexed by the same machinery with token output
/// suppressed, so strings, comments and regex literals inside interpolations
/// are understood exactly as outside. Nesting lives in an explicit frame
/// stack, never on the call stack.
///
/// Time is linear in the input: every byte is scanned once, except by regex
/// probes, which are bounded (see `LexerState.bareProbeBudget` and
/// `LexerState.unclosedMultilineRegexHashes`).
public enum Lexer {
    public static func tokenize(_ bytes: [UInt8]) -> TokenList { lex(bytes).tokens }

    /// What one pass over the bytes finds: the tokens, the filter over the identifier tokens'
    /// texts, and the bracket partners and nesting problems (`BracketMatcher.match`'s result).
    typealias Lexed = (tokens: TokenList, identifiers: IdentifierFilter, brackets: MatchedBrackets)

    static func lex(_ bytes: [UInt8]) -> Lexed {
        bytes.withUnsafeBufferPointer { buffer in
            // Real code averages one token per five bytes, dense generated code
            // one per three. If the guess is short, lex again with room for the
            // worst case (every token holds at least one byte): rare, and tokens
            // never move while lexing. Room left over is given back by one copy
            // at the end.
            if let lexed = tokenize(buffer, capacity: buffer.count / 3 + 64) { return lexed }
            return tokenize(buffer, capacity: buffer.count + 1)!
        }
    }

    /// Lexes straight into arrays of `capacity` tokens, copied out at their size when that leaves much
    /// room unused; nil when more than `capacity` tokens.
    static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, capacity: Int) -> Lexed? {
        precondition(buffer.count < Int(TokenStarts.wideFlag), "files must be smaller than 2 GB")
        var count = 0
        var overflowed = false
        var kinds: [TokenKind] = []
        var distances: [UInt16] = []
        var wide: [UInt32] = []
        let baseCapacity = TokenPacker.baseCount(capacity: capacity)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: TokenBuffer.chunk + 1)
        defer { scratch.deallocate() }
        let filter = IdentifierFilter.Builder(sourceBytes: buffer.count)
        var brackets: MatchedBrackets? = nil
        let bases = [UInt32](unsafeUninitializedCapacity: baseCapacity) { basesBuffer, basesCount in
            distances = [UInt16](unsafeUninitializedCapacity: capacity + 1) { distancesBuffer, distancesCount in
                var packer = TokenPacker(distances: distancesBuffer.baseAddress!, bases: basesBuffer.baseAddress!,
                                         scratch: scratch, capacity: capacity)
                withUnsafeMutablePointer(to: &packer) { packer in
                    kinds = [TokenKind](unsafeUninitializedCapacity: capacity) { kindsBuffer, kindsCount in
                        var recorder = BracketRecorder(capacity: capacity)
                        defer { recorder.deallocate() }
                        withUnsafeMutablePointer(to: &recorder) { recorder in
                            var lexer = LexerState(buffer, output: TokenBuffer(kinds: kindsBuffer.baseAddress!, packer: packer),
                                                   identifiers: filter.bits, identifierMask: filter.mask, brackets: recorder)
                            lexer.run()
                            overflowed = lexer.out.overflowed
                            count = overflowed ? 0 : lexer.out.count
                        }
                        if !overflowed { brackets = recorder.result(kinds: UnsafeBufferPointer(start: kindsBuffer.baseAddress!, count: count)) }
                        kindsCount = count
                    }
                }
                if !overflowed { wide = packer.wideBlocks(count: count) }
                distancesCount = overflowed ? 0 : count + 1
            }
            basesCount = overflowed ? 0 : count / 64 + 1
        }
        if overflowed {
            filter.discard()
            return nil
        }
        // Real code has a token per five bytes, not three: the room the guess left is given back.
        return (TokenList(kinds: kinds.withoutSpareCapacity(limit: spareLimit),
                          packed: TokenStarts(distances: distances.withoutSpareCapacity(limit: spareLimit), bases: bases, wide: wide)),
                filter.finish(), brackets!)
    }

    /// Less unused room than this many tokens is kept: a copy would cost more than the room.
    static let spareLimit = 256
}

/// What the previous significant token says about a following "/": whether an
/// expression may start there, following Swift's own lexer.
enum RegexContext: UInt8 {
    case expressionMayStart    // after "(", ",", "=", a prefix operator, most keywords
    case expressionEnded       // after a name, literal, closing bracket, postfix operator
    case afterBinaryOperator   // a binary "/" here must start a regex
    case afterFuncOrOperator   // `func /`, `operator /`: always an operator
    case afterTry              // `try`: a postfix "?"/"!" next makes a regex preferred
    case afterTryPostfix       // `try?` / `try!`
}

/// One level of literal nesting: a string body or an interpolation inside it.
struct LiteralFrame {
    var isString: Bool
    var isMultiline: Bool
    var hashes: Int
    /// Unclosed "(" inside an interpolation.
    var parenDepth: Int
}

/// The open literals, innermost last, and what the innermost one means for the lexer's loop, kept
/// in a byte of the lexer's state: the loop and every emit ask it once a token, and asking the
/// array would load its buffer and then its count.
struct LiteralStack {
    enum Mode: UInt8 {
        /// Outside every literal: tokens are emitted.
        case code
        /// Code inside an interpolation: lexed, not emitted.
        case interpolation
        /// A string body, scanned by `scanStringBody`.
        case stringBody
    }

    private var frames: [LiteralFrame] = []
    private(set) var mode = Mode.code

    @inline(__always) var isEmpty: Bool { mode == .code }
    var last: LiteralFrame? { frames.last }

    mutating func push(_ frame: LiteralFrame) {
        frames.append(frame)
        mode = frame.isString ? .stringBody : .interpolation
    }

    mutating func pop() {
        frames.removeLast()
        mode = frames.last.map { $0.isString ? .stringBody : .interpolation } ?? .code
    }

    mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        mode = .code
    }

    /// The innermost frame's unclosed "(" count (inside an interpolation).
    var innermostParenDepth: Int {
        get { frames[frames.count - 1].parenDepth }
        set { frames[frames.count - 1].parenDepth = newValue }
    }
}

enum RegexScan {
    case literal(end: Int)
    case unterminated(end: Int)
    case notRegex
}
