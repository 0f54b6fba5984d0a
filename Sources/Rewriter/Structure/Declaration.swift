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
/// Stored compactly, since generated files hold a declaration every hundred
/// bytes or so: Int32 token indices, modifiers as codes, the kind's own parts
/// in a subclass (types, functions, variables), parts most declarations lack
/// (attributes, inheritance, generics, where clauses) in one optional box. The
/// public properties are views of that.
public class Declaration: @unchecked Sendable {
    // Immutable after init (every stored property is a `let`): safe to share.
    private let storedFirst: Int32
    private let storedLast: Int32
    private let storedKeyword: Int32
    private let storedNameToken: Int32
    private let storedBody: Int32
    private let modifierCodes: UInt32
    private let nameStart: Int32
    private let nameEnd: Int32
    public let kind: DeclarationKind
    fileprivate let flags: UInt8
    private let nameSpelling: NameSpelling
    fileprivate let extras: DeclarationExtras?
    /// The file, for the text of names, parameters and bindings, decoded when asked for.
    fileprivate let file: SourceFile

    fileprivate struct Flags {
        static let async: UInt8 = 1, throwing: UInt8 = 2, failable: UInt8 = 4, computed: UInt8 = 8
        /// A variable's single binding is a pattern, not a name.
        static let unnamedBinding: UInt8 = 16
    }

    /// The parser's result for `parts`, in the class its kind needs.
    static func make(_ parts: DeclarationParts, in file: SourceFile) -> Declaration {
        switch parts.kind {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            return TypeDeclaration(parts, in: file)
        case .function, .initializer, .deinitializer, .subscript, .macro:
            return FunctionDeclaration(parts, in: file)
        case .variable, .constant:
            return VariableDeclaration(parts, in: file)
        default:
            precondition(parts.members.isEmpty && parts.parameters.isEmpty && parts.firstBinding == nil,
                         "\(parts.kind) declarations have no members, parameters or bindings")
            return Declaration(parts, in: file, extraFlags: 0, keepsBindings: false)
        }
    }

    fileprivate init(_ parts: __shared DeclarationParts, in file: SourceFile, extraFlags: UInt8, keepsBindings: Bool) {
        kind = parts.kind
        storedFirst = Int32(parts.first)
        storedLast = Int32(parts.last)
        storedKeyword = Int32(parts.keyword)
        storedNameToken = storedIndex(parts.nameToken)
        storedBody = storedIndex(parts.body)
        modifierCodes = parts.modifiers.codes
        nameSpelling = parts.nameSpelling
        nameStart = Int32(parts.nameStart)
        nameEnd = Int32(parts.nameEnd)
        self.file = file
        flags = (parts.isAsync ? Flags.async : 0) | (parts.isThrowing ? Flags.throwing : 0)
            | (parts.isFailable ? Flags.failable : 0) | (parts.isComputed ? Flags.computed : 0) | extraFlags
        extras = DeclarationExtras.needed(by: parts, keepsBindings: keepsBindings)
            ? DeclarationExtras(parts, keepsBindings: keepsBindings) : nil
    }

    /// First token (the first attribute or modifier) and last token.
    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// The introducing keyword ("class", "func", "var", "init", ...).
    public var keyword: Int { Int(storedKeyword) }
    public var nameToken: Int? { optionalIndex(storedNameToken) }
    /// The declared name: the type name, the extended type for extensions
    /// ("UIView", "Foo.Bar"), "init"/"deinit"/"subscript", the function's base
    /// name, or the first binding's name for variables.
    public var name: String {
        switch nameSpelling {
        case .none: return ""
        case .keyword: return kind == .initializer ? "init" : kind == .deinitializer ? "deinit" : "subscript"
        case .token: return file.text(of: Int(nameStart))
        case .unquotedToken: return file.unquotedText(Int(nameStart))
        case .compactTokens: return file.compactText(Int(nameStart), Int(nameEnd))
        }
    }
    public var attributes: [Attribute] { extras?.attributes ?? [] }
    /// Modifiers as written: "public", "static", "class", "override", "private(set)", "lazy", ...
    public var modifiers: [String] { modifierList.strings }
    /// The "<" and ">" of the generic parameter clause.
    public var genericParameters: ClosedRange<Int>? { extras?.genericParameters }
    /// The inherited types / conformances as written, trivia removed ("UIView", "Codable").
    public var inheritance: [String] { extras?.inheritance ?? [] }
    /// The tokens after "where", up to the body.
    public var whereClause: ClosedRange<Int>? { extras?.whereClause }
    /// The "{" of the body: members for types, statements for functions, the
    /// accessor block for subscripts and computed variables. Nil when absent.
    public var body: Int? { optionalIndex(storedBody) }
    /// Members of a type or extension body, in order.
    public var members: [Declaration] { [] }

    // Functions, initializers, subscripts
    public var parameters: [Parameter] { [] }
    /// The default values of the parameters, without decoding their names and types.
    var parameterDefaults: [ClosedRange<Int>] { [] }
    /// The "(" of the parameter clause.
    public var parameterClause: Int? { nil }
    public var isAsync: Bool { flags & Flags.async != 0 }
    public var isThrowing: Bool { flags & Flags.throwing != 0 }
    /// `init?` or `init!`.
    public var isFailable: Bool { flags & Flags.failable != 0 }
    /// The return type as written, trivia removed.
    public var returnType: String? { nil }

    // Variables
    public var bindings: [Binding] { bindingSlots.map { $0.binding(in: file) } }
    /// The bindings as token indices, without decoding their names.
    var bindingSlots: [BindingSlots] { extras?.bindings ?? [] }
    /// A variable whose accessor block is a getter (or get/set), not willSet/didSet observers.
    public var isComputed: Bool { flags & Flags.computed != 0 }

    private var modifierList: ModifierList { ModifierList(codes: modifierCodes, overflow: extras?.modifiers ?? []) }

    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }
    public func hasModifier(_ m: String) -> Bool { modifierList.contains(m) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name || $0.baseName == name } }
    public var tokenRange: ClosedRange<Int> { first...last }
}

/// The parts most declarations lack, allocated only when one is present.
final class DeclarationExtras: Sendable {
    let attributes: [Attribute]
    let inheritance: [String]
    /// Modifiers past the ones `ModifierList` packs.
    let modifiers: [String]
    /// A variable's bindings when they are not the single plain one `VariableDeclaration` stores.
    let bindings: [BindingSlots]
    private let genericStart: Int32
    private let genericEnd: Int32
    private let whereStart: Int32
    private let whereEnd: Int32

    var genericParameters: ClosedRange<Int>? { optionalRange(genericStart, genericEnd) }
    var whereClause: ClosedRange<Int>? { optionalRange(whereStart, whereEnd) }

    /// Whether `parts` has anything the box holds. Asked before allocating: a failable class
    /// init allocates the object first, and most declarations need none.
    static func needed(by parts: __shared DeclarationParts, keepsBindings: Bool) -> Bool {
        !parts.attributes.isEmpty || !parts.inheritance.isEmpty || !parts.modifiers.overflow.isEmpty
            || (keepsBindings && parts.firstBinding != nil) || parts.genericParameters != nil || parts.whereClause != nil
    }

    init(_ parts: __shared DeclarationParts, keepsBindings: Bool) {
        attributes = parts.attributes
        inheritance = parts.inheritance
        modifiers = parts.modifiers.overflow
        bindings = keepsBindings ? parts.bindings : []
        genericStart = storedIndex(parts.genericParameters?.lowerBound)
        genericEnd = storedIndex(parts.genericParameters?.upperBound)
        whereStart = storedIndex(parts.whereClause?.lowerBound)
        whereEnd = storedIndex(parts.whereClause?.upperBound)
    }
}

/// Classes, structs, enums, protocols, actors and extensions.
final class TypeDeclaration: Declaration, @unchecked Sendable {
    private let storedMembers: [Declaration]

    init(_ parts: __shared DeclarationParts, in file: SourceFile) {
        storedMembers = parts.members
        precondition(parts.parameters.isEmpty && parts.firstBinding == nil, "type declarations have no parameters or bindings")
        super.init(parts, in: file, extraFlags: 0, keepsBindings: false)
    }

    override var members: [Declaration] { storedMembers }
}

/// Functions, initializers, deinitializers, subscripts and macros.
final class FunctionDeclaration: Declaration, @unchecked Sendable {
    private let storedParameterClause: Int32
    private let parameterSlots: [ParameterSlots]
    private let storedReturnType: String?

    init(_ parts: __shared DeclarationParts, in file: SourceFile) {
        storedParameterClause = storedIndex(parts.parameterClause)
        parameterSlots = parts.parameters
        storedReturnType = parts.returnType
        precondition(parts.members.isEmpty && parts.firstBinding == nil, "functions have no members or bindings")
        super.init(parts, in: file, extraFlags: 0, keepsBindings: false)
    }

    override var parameters: [Parameter] { parameterSlots.map { $0.parameter(in: file) } }
    override var parameterDefaults: [ClosedRange<Int>] { parameterSlots.compactMap(\.defaultValue) }
    override var parameterClause: Int? { optionalIndex(storedParameterClause) }
    override var returnType: String? { storedReturnType }
}

/// `var` and `let` declarations. The usual single binding (`x: T = v`, or
/// with an accessor block that is the declaration's body) is stored inline;
/// anything else keeps the bindings array in the extras.
final class VariableDeclaration: Declaration, @unchecked Sendable {
    private let patternLast: Int32
    private let colon: Int32
    private let typeStart: Int32
    private let typeEnd: Int32
    private let equals: Int32
    private let initializerStart: Int32
    private let initializerEnd: Int32

    init(_ parts: __shared DeclarationParts, in file: SourceFile) {
        precondition(parts.members.isEmpty && parts.parameters.isEmpty, "variables have no members or parameters")
        let single = parts.moreBindings.isEmpty ? parts.firstBinding : nil
        let inline = single.map {
            $0.trailingComma < 0 && $0.accessorBlockIndex == parts.body && Int($0.nameToken) == parts.nameToken
        } ?? false
        patternLast = inline ? single!.patternLast : -1
        colon = inline ? single!.colon : -1
        typeStart = inline ? single!.typeStart : -1
        typeEnd = inline ? single!.typeEnd : -1
        equals = inline ? single!.equals : -1
        initializerStart = inline ? single!.initializerStart : -1
        initializerEnd = inline ? single!.initializerEnd : -1
        super.init(parts, in: file, extraFlags: inline && !single!.isNamed ? Flags.unnamedBinding : 0, keepsBindings: !inline)
    }

    override var bindingSlots: [BindingSlots] {
        guard patternLast >= 0, let nameToken else { return super.bindingSlots }
        return [BindingSlots(isNamed: flags & Flags.unnamedBinding == 0, nameToken: nameToken, patternLast: Int(patternLast),
                             colon: optionalIndex(colon), typeAnnotation: optionalRange(typeStart, typeEnd),
                             equals: optionalIndex(equals), initializer: optionalRange(initializerStart, initializerEnd),
                             accessorBlock: body, trailingComma: nil)]
    }
}
