/// What a statement is.
public enum StatementKind: String, Sendable {
    case expression, declaration
    case `if`, `guard`, `while`, `repeat`, `for`, `switch`, `do`, `defer`
    case `return`, `throw`, `break`, `continue`, `fallthrough`
    /// `case ...:` or `default:` inside a switch; the statements under it follow as siblings.
    case switchCase
    /// `#if ... #endif` (the clauses hold their statements).
    case poundIf
    /// A compiler directive line: `#warning(...)`, `#sourceLocation(...)`.
    case directive
    /// A region the parser could not make sense of.
    case unknown
}

/// A `catch` clause of a `do` statement.
public struct CatchClause: Sendable, Hashable {
    public let keyword: Int
    /// Tokens between `catch` and the body; nil for a bare `catch`.
    public let pattern: ClosedRange<Int>?
    public let body: Int
}

/// One branch of `#if`/`#elseif`/`#else`: its directive, condition and items.
public struct PoundIfClause: Sendable, Hashable {
    public let directive: Int
    public let condition: ClosedRange<Int>?
    /// Tokens of the branch's contents (exclusive end), for `statements(from:to:)`.
    public let contents: Range<Int>
}

/// A statement of a code block, as token indices into the file (stored as
/// Int32, -1 for absent; the public properties are views of that).
public final class Statement: Sendable {
    private let storedFirst: Int32
    private let storedLast: Int32
    private let storedLabel: Int32
    private let storedKeyword: Int32
    private let storedBody: Int32
    private let storedElseBody: Int32
    public let kind: StatementKind
    /// Condition-list elements of `if`/`guard`/`while`, the sequence of `for`,
    /// the subject of `switch`, the operand of `return`/`throw`.
    public let conditions: [ClosedRange<Int>]
    /// For `if`: each `else if` of its chain, in order, as an `if` statement of its own (its
    /// conditions and body; no further chain). Kept flat: a chain of thousands of `else if`s
    /// in generated code must not nest objects as deep (parsing, walking and freeing them
    /// would recurse once per link). The final plain `else` block is this statement's
    /// `elseBody`.
    public let elseIfs: [Statement]
    public let catches: [CatchClause]
    public let declaration: Declaration?
    public let poundIfClauses: [PoundIfClause]

    /// First and last significant token.
    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// A label such as `outer` in `outer: for ...`.
    public var label: Int? { optionalIndex(storedLabel) }
    /// The introducing keyword (`if`, `return`, ...), nil for expressions.
    public var keyword: Int? { optionalIndex(storedKeyword) }
    /// The "{" of the main body (if/while/for/switch/do/defer/repeat/guard's else).
    public var body: Int? { optionalIndex(storedBody) }
    /// For `if`: the "{" of a plain `else` block.
    public var elseBody: Int? { optionalIndex(storedElseBody) }

    init(kind: StatementKind, first: Int, last: Int, label: Int? = nil, keyword: Int? = nil,
         conditions: [ClosedRange<Int>] = [], body: Int? = nil, elseBody: Int? = nil, elseIfs: [Statement] = [],
         catches: [CatchClause] = [], declaration: Declaration? = nil, poundIfClauses: [PoundIfClause] = []) {
        self.kind = kind
        storedFirst = Int32(first)
        storedLast = Int32(last)
        storedLabel = storedIndex(label)
        storedKeyword = storedIndex(keyword)
        self.conditions = conditions
        storedBody = storedIndex(body)
        storedElseBody = storedIndex(elseBody)
        self.elseIfs = elseIfs
        self.catches = catches
        self.declaration = declaration
        self.poundIfClauses = poundIfClauses
    }

    /// Every "{" this statement owns as a body (not closures inside expressions).
    public var bodyBraces: [Int] {
        var out: [Int] = []
        if let body { out.append(body) }
        for elseIf in elseIfs { if let brace = elseIf.body { out.append(brace) } }
        if let elseBody { out.append(elseBody) }
        out += catches.map(\.body)
        return out
    }
}
