/// What a declaration declares.
public enum DeclarationKind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    case function, initializer, deinitializer, `subscript`
    case variable, constant
    case `typealias`, `associatedtype`, enumCase, `import`, `operator`, `precedencegroup`, macro

    public var isTypeDeclaration: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor: return true
        default: return false
        }
    }
    /// Declarations whose body holds members (types and extensions).
    public var hasMemberBody: Bool { isTypeDeclaration || self == .extension }
    public var isFunctionLike: Bool { self == .function || self == .initializer || self == .deinitializer || self == .subscript }
}

/// A declaration with its parts as token indices into the file. Built by the
/// structural parser for every declaration in a declaration context (the file's
/// top level and the bodies of types and extensions, including `#if` blocks).
///
/// A view of one row of the `DeclarationTable` its parse filled: generated files hold a
/// declaration every hundred bytes or so, and a table is a few arrays however many rows it
/// has, where an object per declaration (and per member list, parameter list, ...) made
/// allocating and freeing them most of the parser's time. The public properties decode
/// the row.
public struct Declaration: @unchecked Sendable, Hashable {
    let table: DeclarationTable
    let index: Int32

    init(_ table: DeclarationTable, _ index: Int32) {
        self.table = table
        self.index = index
    }

    public static func == (a: Declaration, b: Declaration) -> Bool { a.table === b.table && a.index == b.index }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(table))
        hasher.combine(index)
    }

    @inline(__always) private var row: DeclarationRow { table.rows[Int(index)] }
    private var file: SourceFile { table.file }

    public var kind: DeclarationKind { row.kind }
    /// First token (the first attribute or modifier) and last token.
    public var first: Int { Int(row.first) }
    public var last: Int { Int(row.last) }
    /// The introducing keyword ("class", "func", "var", "init", ...).
    public var keyword: Int { Int(row.keyword) }
    public var nameToken: Int? { optionalIndex(row.nameToken) }
    /// The declared name: the type name, the extended type for extensions
    /// ("UIView", "Foo.Bar"), "init"/"deinit"/"subscript", the function's base
    /// name, or the first binding's name for variables.
    public var name: String {
        let row = row
        switch row.nameSpelling {
        case .none: return ""
        case .keyword: return row.kind == .initializer ? "init" : row.kind == .deinitializer ? "deinit" : "subscript"
        case .token: return file.text(of: Int(row.nameStart))
        case .unquotedToken: return file.unquotedText(Int(row.nameStart))
        case .compactTokens: return file.compactText(Int(row.nameStart), Int(row.nameEnd))
        }
    }
    public var attributes: [Attribute] { Array(table.attributes[row.attributes.range]) }
    /// Modifiers as written: "public", "static", "class", "override", "private(set)", "lazy", ...
    public var modifiers: [String] { modifierList.strings }
    /// The "<" and ">" of the generic parameter clause.
    public var genericParameters: ClosedRange<Int>? { optionalRange(row.genericStart, row.genericEnd) }
    /// The inherited types / conformances as written, trivia removed ("UIView", "Codable").
    public var inheritance: [String] { table.spans[row.inheritance.range].map { file.compactText(Int($0.first), Int($0.last)) } }
    /// The tokens after "where", up to the body.
    public var whereClause: ClosedRange<Int>? { optionalRange(row.whereStart, row.whereEnd) }
    /// The "{" of the body: members for types, statements for functions, the
    /// accessor block for subscripts and computed variables. Nil when absent.
    public var body: Int? { optionalIndex(row.body) }
    /// Members of a type or extension body, in order.
    public var members: DeclarationList {
        let row = row
        return row.kind.hasMemberBody ? DeclarationList(table, row.parts) : DeclarationList(table, ListSpan())
    }

    // Functions, initializers, subscripts
    public var parameters: [Parameter] { parameterSlots.map { $0.parameter(in: file) } }
    /// The default values of the parameters, without decoding their names and types.
    var parameterDefaults: [ClosedRange<Int>] { parameterSlots.compactMap(\.defaultValue) }
    private var parameterSlots: ArraySlice<ParameterSlots> {
        let row = row
        return row.kind.hasParameters ? table.parameters[row.parts.range] : []
    }
    /// The "(" of the parameter clause.
    public var parameterClause: Int? { optionalIndex(row.parameterClause) }
    public var isAsync: Bool { row.flags & DeclarationRow.Flags.async != 0 }
    public var isThrowing: Bool { row.flags & DeclarationRow.Flags.throwing != 0 }
    /// `init?` or `init!`.
    public var isFailable: Bool { row.flags & DeclarationRow.Flags.failable != 0 }
    /// The return type as written, trivia removed.
    public var returnType: String? {
        let row = row
        return row.returnTypeStart >= 0 ? file.compactText(Int(row.returnTypeStart), Int(row.returnTypeEnd)) : nil
    }

    // Variables
    public var bindings: [Binding] { bindingSlots.map { $0.binding(in: file) } }
    /// The bindings as token indices, without decoding their names.
    var bindingSlots: ArraySlice<BindingSlots> {
        let row = row
        return row.kind == .variable || row.kind == .constant ? table.bindings[row.parts.range] : []
    }
    /// A variable whose accessor block is a getter (or get/set), not willSet/didSet observers.
    public var isComputed: Bool { row.flags & DeclarationRow.Flags.computed != 0 }

    private var modifierList: ModifierList {
        let row = row
        return ModifierList(codes: row.modifierCodes, overflow: table.strings[row.overflow.range])
    }

    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }
    public func hasModifier(_ m: String) -> Bool { modifierList.contains(m) }
    public func hasAttribute(_ name: String) -> Bool {
        table.attributes[row.attributes.range].contains { $0.name == name || $0.baseName == name }
    }
    public var tokenRange: ClosedRange<Int> { first...last }
}

extension DeclarationKind {
    /// Kinds whose row's parts are parameters.
    var hasParameters: Bool { isFunctionLike || self == .macro }
}

/// A run of a table's list (`start..<start + count`).
struct ListSpan: Sendable {
    var start: Int32 = 0
    var count: Int32 = 0
    var isEmpty: Bool { count == 0 }
    var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
}

/// A type in an inheritance clause: its first and last token.
struct TokenSpan: Sendable {
    let first: Int32
    let last: Int32
}

/// One declaration's parts as token indices (-1: absent) and runs of its table's lists.
struct DeclarationRow: Sendable {
    struct Flags {
        static let async: UInt8 = 1, throwing: UInt8 = 2, failable: UInt8 = 4, computed: UInt8 = 8
    }

    var first: Int32
    var last: Int32
    var keyword: Int32
    var nameToken: Int32 = -1
    var body: Int32 = -1
    /// Where the name is read from (`nameSpelling`): a token, or a range of tokens.
    var nameStart: Int32 = -1
    var nameEnd: Int32 = -1
    var genericStart: Int32 = -1
    var genericEnd: Int32 = -1
    var whereStart: Int32 = -1
    var whereEnd: Int32 = -1
    var parameterClause: Int32 = -1
    var returnTypeStart: Int32 = -1
    var returnTypeEnd: Int32 = -1
    /// Members (types and extensions: in `memberIndices`), parameters (functions, initializers,
    /// subscripts, macros: in `parameters`) or bindings (variables: in `bindings`).
    var parts = ListSpan()
    var attributes = ListSpan()
    /// In `spans`.
    var inheritance = ListSpan()
    /// Modifiers past the ones `ModifierList` packs, in `strings`.
    var overflow = ListSpan()
    var modifierCodes: UInt32 = 0
    var kind: DeclarationKind
    var flags: UInt8 = 0
    var nameSpelling = NameSpelling.none

    init(kind: DeclarationKind, first: Int, keyword: Int) {
        self.kind = kind
        self.first = Int32(first)
        self.last = Int32(keyword)
        self.keyword = Int32(keyword)
    }
}

/// The declarations one parse produced (a file's outline, or a block parsed on demand) as
/// rows, and the lists the rows' runs point into. Filled by one thread while it parses, then
/// only read: `Declaration`s are views of it.
final class DeclarationTable: @unchecked Sendable {
    let file: SourceFile
    // Appended to on every declaration: exclusivity is the parse's (one thread, no
    // overlapping access), not checked at run time.
    @exclusivity(unchecked) var rows: [DeclarationRow] = []
    @exclusivity(unchecked) var memberIndices: [Int32] = []
    @exclusivity(unchecked) var parameters: [ParameterSlots] = []
    @exclusivity(unchecked) var bindings: [BindingSlots] = []
    @exclusivity(unchecked) var attributes: [Attribute] = []
    @exclusivity(unchecked) var spans: [TokenSpan] = []
    @exclusivity(unchecked) var strings: [String] = []
    /// Members of the member lists being parsed (nested), moved to `memberIndices` when
    /// their list ends, so a list's members are one run.
    @exclusivity(unchecked) var pendingMembers: [Int32] = []

    init(file: SourceFile) {
        self.file = file
    }

    /// A table for the outline of all of `file`: its lists sized for the file's tokens (files
    /// hold about one declaration per 50 tokens, a variable's binding or a parameter per 100),
    /// so they rarely grow.
    init(outlineOf file: SourceFile) {
        self.file = file
        let tokens = file.tokens.count
        rows.reserveCapacity(tokens / 40)
        memberIndices.reserveCapacity(tokens / 40)
        bindings.reserveCapacity(tokens / 80)
        parameters.reserveCapacity(tokens / 80)
    }

    /// Once the outline is parsed: the room its lists were given for the file's tokens
    /// (`init(outlineOf:)`) and did not use is given back, where it is a kilobyte or more.
    func giveBackSpareCapacity() {
        rows = rows.withoutSpareCapacity(limit: 1024 / MemoryLayout<DeclarationRow>.stride)
        memberIndices = memberIndices.withoutSpareCapacity(limit: 1024 / MemoryLayout<Int32>.stride)
        parameters = parameters.withoutSpareCapacity(limit: 1024 / MemoryLayout<ParameterSlots>.stride)
        bindings = bindings.withoutSpareCapacity(limit: 1024 / MemoryLayout<BindingSlots>.stride)
    }

    /// Appends `row`; returns its view.
    func append(_ row: DeclarationRow) -> Declaration {
        rows.append(row)
        return Declaration(self, Int32(rows.count - 1))
    }

    /// Removes the attributes and strings appended from these counts on (by a parse that did
    /// not find a declaration).
    func takeBack(attributesFrom attributesCount: Int, stringsFrom stringsCount: Int) {
        attributes.removeSubrange(attributesCount...)
        strings.removeSubrange(stringsCount...)
    }

    /// The members pushed on `pendingMembers` since `mark`, moved into one run.
    func closeMemberList(from mark: Int) -> ListSpan {
        let span = ListSpan(start: Int32(memberIndices.count), count: Int32(pendingMembers.count - mark))
        memberIndices.append(contentsOf: pendingMembers[mark...])
        pendingMembers.removeSubrange(mark...)
        return span
    }
}

/// Declarations in order: a member list or a file's top level.
public struct DeclarationList: RandomAccessCollection, @unchecked Sendable {
    let table: DeclarationTable
    let span: ListSpan

    init(_ table: DeclarationTable, _ span: ListSpan) {
        self.table = table
        self.span = span
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(span.count) }
    public subscript(position: Int) -> Declaration {
        precondition(position >= 0 && position < Int(span.count), "declaration index out of range")
        return Declaration(table, table.memberIndices[Int(span.start) + position])
    }
}
