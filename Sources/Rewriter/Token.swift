/// What a token is. Trivia (spaces, newlines, comments) are tokens too, so the
/// token stream printed back reproduces the input byte for byte.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia
    case whitespace        // spaces, tabs, vertical tab, form feed
    case newline           // exactly one "\n", "\r\n" or "\r"
    case lineComment       // "// ..." up to (not including) the line break
    case docLineComment    // "/// ..."
    case blockComment      // "/* ... */", nested
    case docBlockComment   // "/** ... */"
    case shebang           // "#!..." on the first line
    case byteOrderMark     // EF BB BF at offset 0

    // Names
    case identifier        // plain, backticked or contextual-keyword names
    case keyword           // reserved words: func, if, self, true, ...
    case dollarIdentifier  // $0, $name
    case attribute         // @State, @MainActor (arguments are separate tokens)
    case poundKeyword      // #if, #selector, #Preview, #available

    // Literals
    case integerLiteral
    case floatLiteral
    case stringLiteral     // the whole literal, interpolations included
    case regexLiteral      // /.../ and #/.../#

    // Punctuation
    case leftParen, rightParen
    case leftBracket, rightBracket
    case leftBrace, rightBrace
    case comma, colon, semicolon
    case period            // a lone "."
    case backslash         // key path "\"
    case `operator`        // any operator, including "=", "->", "?", "!", "&"

    /// Bytes the lexer could not make sense of: invalid UTF-8, stray control
    /// characters, unterminated literals. Never dropped, never fatal.
    case error

    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.byteOrderMark.rawValue }
    @inlinable public var isComment: Bool {
        self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment
    }
    @inlinable public var isOpeningBracket: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }
    @inlinable public var isClosingBracket: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }
}

/// One token: its index in the file's token list, kind and byte range.
public struct Token: Sendable, Hashable {
    public let index: Int
    public let kind: TokenKind
    public let start: Int
    public let end: Int
    @inlinable public var range: Range<Int> { start..<end }

    @inlinable public init(index: Int, kind: TokenKind, start: Int, end: Int) {
        self.index = index
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// Tokens stored as flat parallel arrays: 3 bytes a token (a kind and a
/// packed start offset), no per-token objects. `starts` has one more entry
/// than `kinds`: the end of the last token.
public struct TokenList: Sendable {
    public private(set) var kinds: [TokenKind]
    public private(set) var starts: TokenStarts

    public init(kinds: [TokenKind], starts: [UInt32]) {
        self.init(kinds: kinds, packed: TokenStarts(starts))
    }

    init(kinds: [TokenKind], packed starts: TokenStarts) {
        precondition(starts.count == kinds.count + 1)
        self.kinds = kinds
        self.starts = starts
    }

    @inlinable public var count: Int { kinds.count }
    /// Bytes the token list holds (its arrays' elements, not their spare capacity).
    public var storageBytes: Int { kinds.count + starts.storageBytes }
    @inlinable public subscript(i: Int) -> Token {
        Token(index: i, kind: kinds[i], start: Int(starts[i]), end: Int(starts[i + 1]))
    }
    @inlinable @inline(__always) public func start(_ i: Int) -> Int { Int(starts[i]) }
    @inlinable @inline(__always) public func end(_ i: Int) -> Int { Int(starts[i + 1]) }
}
