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

/// Token indices are stored as Int32 with -1 for "absent" (files are far
/// below 2 GB): a generated file has a declaration every hundred bytes or so,
/// and the outline's size is the parser's memory.
@inline(__always) func storedIndex(_ i: Int?) -> Int32 { i.map { Int32($0) } ?? -1 }
@inline(__always) func optionalIndex(_ i: Int32) -> Int? { i >= 0 ? Int(i) : nil }
@inline(__always) func optionalRange(_ lower: Int32, _ upper: Int32) -> ClosedRange<Int>? {
    lower >= 0 ? Int(lower)...Int(upper) : nil
}

/// An attribute such as `@State`, `@SwiftUI.State` or `@available(iOS 17, *)`.
public struct Attribute: Sendable, Hashable {
    /// The name without "@": "State", "SwiftUI.State", "MainActor".
    public let name: String
    private let storedFirst: Int32
    private let storedLast: Int32
    private let storedArguments: Int32

    /// First and last token (the closing parenthesis when it has arguments).
    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// The "(" of its arguments, if any.
    public var arguments: Int? { optionalIndex(storedArguments) }

    init(name: String, first: Int, last: Int, arguments: Int?) {
        self.name = name
        storedFirst = Int32(first)
        storedLast = Int32(last)
        storedArguments = storedIndex(arguments)
    }

    /// The name's last component: "State" for both `@State` and `@SwiftUI.State`.
    public var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }
}

/// A parameter of a function, initializer, subscript or closure.
public struct Parameter: Sendable, Hashable {
    /// The argument label ("_" when suppressed); nil when only a name is written.
    public let label: String?
    /// The name used inside the body.
    public let name: String
    /// The type as written, trivia removed ("UIApplication", "[String: Any]?").
    public let type: String?
    private let storedFirst: Int32
    private let storedLast: Int32
    private let defaultStart: Int32
    private let defaultEnd: Int32

    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// First and last token of the default value after "=", if any.
    public var defaultValue: ClosedRange<Int>? { optionalRange(defaultStart, defaultEnd) }

    init(label: String?, name: String, type: String?, first: Int, last: Int, defaultValue: ClosedRange<Int>?) {
        self.label = label
        self.name = name
        self.type = type
        storedFirst = Int32(first)
        storedLast = Int32(last)
        defaultStart = storedIndex(defaultValue?.lowerBound)
        defaultEnd = storedIndex(defaultValue?.upperBound)
    }

    /// The label callers write: the label, or the name when no separate label is written.
    public var callLabel: String? {
        if let label { return label == "_" ? nil : label }
        return name
    }
}

/// One binding of a `var`/`let` declaration: `x: Int = 0 { didSet {...} }`.
public struct Binding: Sendable, Hashable {
    /// The bound name; nil for tuple and other patterns.
    public let name: String?
    private let storedNameToken: Int32
    private let storedPatternLast: Int32
    private let storedColon: Int32
    private let typeStart: Int32
    private let typeEnd: Int32
    private let storedEquals: Int32
    private let initializerStart: Int32
    private let initializerEnd: Int32
    private let storedAccessorBlock: Int32
    private let storedTrailingComma: Int32

    public var nameToken: Int { Int(storedNameToken) }
    /// The pattern's last token (the name for simple bindings).
    public var patternLast: Int { Int(storedPatternLast) }
    /// The ":" of the type annotation and the annotation's tokens.
    public var colon: Int? { optionalIndex(storedColon) }
    public var typeAnnotation: ClosedRange<Int>? { optionalRange(typeStart, typeEnd) }
    /// The "=" of the initializer and the initializer expression's tokens.
    public var equals: Int? { optionalIndex(storedEquals) }
    public var initializer: ClosedRange<Int>? { optionalRange(initializerStart, initializerEnd) }
    /// The "{" of the accessor block (get/set, willSet/didSet, or a getter body).
    public var accessorBlock: Int? { optionalIndex(storedAccessorBlock) }
    /// The "," ending this binding when another one follows.
    public var trailingComma: Int? { optionalIndex(storedTrailingComma) }

    init(name: String?, nameToken: Int, patternLast: Int, colon: Int?, typeAnnotation: ClosedRange<Int>?,
         equals: Int?, initializer: ClosedRange<Int>?, accessorBlock: Int?, trailingComma: Int?) {
        self.name = name
        storedNameToken = Int32(nameToken)
        storedPatternLast = Int32(patternLast)
        storedColon = storedIndex(colon)
        typeStart = storedIndex(typeAnnotation?.lowerBound)
        typeEnd = storedIndex(typeAnnotation?.upperBound)
        storedEquals = storedIndex(equals)
        initializerStart = storedIndex(initializer?.lowerBound)
        initializerEnd = storedIndex(initializer?.upperBound)
        storedAccessorBlock = storedIndex(accessorBlock)
        storedTrailingComma = storedIndex(trailingComma)
    }
}

/// Modifiers as written, packed: each is a 9-bit code (the modifier word and
/// an optional "(set)"-style argument), three to a UInt32, in order; a fourth
/// and later ones (rare) are kept as strings.
struct ModifierList: Sendable {
    /// The modifier words, in the parser's order (`SyntaxTree.modifierKeywords`).
    static let words = [
        "public", "private", "fileprivate", "internal", "open", "static", "class",
        "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience",
        "required", "dynamic", "optional", "indirect", "nonisolated", "distributed", "package",
        "prefix", "postfix", "infix", "consuming", "borrowing", "isolated", "__consuming", "__owned",
        "__shared", "_const", "sending",
    ]
    /// Arguments a modifier may take: `private(set)`, `unowned(unsafe)`, `nonisolated(nonsending)`.
    static let arguments = ["set", "safe", "unsafe", "nonsending"]
    private static let argumentCount = arguments.count + 1
    /// The text of each code (code 0 ends the list).
    static let spellings: [String] = [""] + words.flatMap { word in
        [word] + arguments.map { "\(word)(\($0))" }
    }
    static let capacity = 3

    private(set) var codes: UInt32 = 0
    private(set) var count = 0
    private(set) var overflow: [String] = []

    init() {}

    init(codes: UInt32, overflow: [String]) {
        self.codes = codes
        self.overflow = overflow
        var c = codes
        while c & 0x1FF != 0 { count += 1; c >>= 9 }
        count += overflow.count
    }

    /// Appends word `word` (an index into `words`) with argument `argument`
    /// (an index into `arguments`, or nil).
    mutating func append(word: Int, argument: Int?) {
        let code = 1 + word * Self.argumentCount + (argument.map { $0 + 1 } ?? 0)
        if count < Self.capacity {
            codes |= UInt32(code) << UInt32(9 * count)
        } else {
            overflow.append(Self.spellings[code])
        }
        count += 1
    }

    var strings: [String] {
        var out: [String] = []
        out.reserveCapacity(count)
        var c = codes
        while c & 0x1FF != 0 {
            out.append(Self.spellings[Int(c & 0x1FF)])
            c >>= 9
        }
        return out + overflow
    }

    func contains(_ modifier: String) -> Bool {
        var c = codes
        while c & 0x1FF != 0 {
            if Self.spellings[Int(c & 0x1FF)] == modifier { return true }
            c >>= 9
        }
        return overflow.contains(modifier)
    }
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
    public let kind: DeclarationKind
    fileprivate let flags: UInt8
    /// The declared name: the type name, the extended type for extensions
    /// ("UIView", "Foo.Bar"), "init"/"deinit"/"subscript", the function's base
    /// name, or the first binding's name for variables.
    public let name: String
    fileprivate let extras: DeclarationExtras?

    fileprivate struct Flags {
        static let async: UInt8 = 1, throwing: UInt8 = 2, failable: UInt8 = 4, computed: UInt8 = 8
        /// A variable's single binding is a pattern, not a name.
        static let unnamedBinding: UInt8 = 16
    }

    /// The parser's result for `parts`, in the class its kind needs.
    static func make(_ parts: DeclarationParts) -> Declaration {
        switch parts.kind {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            return TypeDeclaration(parts)
        case .function, .initializer, .deinitializer, .subscript, .macro:
            return FunctionDeclaration(parts)
        case .variable, .constant:
            return VariableDeclaration(parts)
        default:
            precondition(parts.members.isEmpty && parts.parameters.isEmpty && parts.bindings.isEmpty,
                         "\(parts.kind) declarations have no members, parameters or bindings")
            return Declaration(parts, extraFlags: 0, keepsBindings: false)
        }
    }

    fileprivate init(_ parts: __shared DeclarationParts, extraFlags: UInt8, keepsBindings: Bool) {
        kind = parts.kind
        storedFirst = Int32(parts.first)
        storedLast = Int32(parts.last)
        storedKeyword = Int32(parts.keyword)
        storedNameToken = storedIndex(parts.nameToken)
        storedBody = storedIndex(parts.body)
        modifierCodes = parts.modifiers.codes
        name = parts.name
        flags = (parts.isAsync ? Flags.async : 0) | (parts.isThrowing ? Flags.throwing : 0)
            | (parts.isFailable ? Flags.failable : 0) | (parts.isComputed ? Flags.computed : 0) | extraFlags
        extras = DeclarationExtras(parts, keepsBindings: keepsBindings)
    }

    /// First token (the first attribute or modifier) and last token.
    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// The introducing keyword ("class", "func", "var", "init", ...).
    public var keyword: Int { Int(storedKeyword) }
    public var nameToken: Int? { optionalIndex(storedNameToken) }
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
    /// The "(" of the parameter clause.
    public var parameterClause: Int? { nil }
    public var isAsync: Bool { flags & Flags.async != 0 }
    public var isThrowing: Bool { flags & Flags.throwing != 0 }
    /// `init?` or `init!`.
    public var isFailable: Bool { flags & Flags.failable != 0 }
    /// The return type as written, trivia removed.
    public var returnType: String? { nil }

    // Variables
    public var bindings: [Binding] { extras?.bindings ?? [] }
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
    let bindings: [Binding]
    private let genericStart: Int32
    private let genericEnd: Int32
    private let whereStart: Int32
    private let whereEnd: Int32

    var genericParameters: ClosedRange<Int>? { optionalRange(genericStart, genericEnd) }
    var whereClause: ClosedRange<Int>? { optionalRange(whereStart, whereEnd) }

    init?(_ parts: __shared DeclarationParts, keepsBindings: Bool) {
        guard !parts.attributes.isEmpty || !parts.inheritance.isEmpty || !parts.modifiers.overflow.isEmpty
                || (keepsBindings && !parts.bindings.isEmpty) || parts.genericParameters != nil || parts.whereClause != nil
        else { return nil }
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

    init(_ parts: __shared DeclarationParts) {
        storedMembers = parts.members
        precondition(parts.parameters.isEmpty && parts.bindings.isEmpty, "type declarations have no parameters or bindings")
        super.init(parts, extraFlags: 0, keepsBindings: false)
    }

    override var members: [Declaration] { storedMembers }
}

/// Functions, initializers, deinitializers, subscripts and macros.
final class FunctionDeclaration: Declaration, @unchecked Sendable {
    private let storedParameterClause: Int32
    private let storedParameters: [Parameter]
    private let storedReturnType: String?

    init(_ parts: __shared DeclarationParts) {
        storedParameterClause = storedIndex(parts.parameterClause)
        storedParameters = parts.parameters
        storedReturnType = parts.returnType
        precondition(parts.members.isEmpty && parts.bindings.isEmpty, "functions have no members or bindings")
        super.init(parts, extraFlags: 0, keepsBindings: false)
    }

    override var parameters: [Parameter] { storedParameters }
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

    init(_ parts: __shared DeclarationParts) {
        precondition(parts.members.isEmpty && parts.parameters.isEmpty, "variables have no members or parameters")
        let single = parts.bindings.count == 1 ? parts.bindings[0] : nil
        let inline = single.map {
            $0.trailingComma == nil && $0.accessorBlock == parts.body && $0.nameToken == parts.nameToken
                && ($0.name ?? "") == parts.name
        } ?? false
        patternLast = inline ? Int32(single!.patternLast) : -1
        colon = storedIndex(inline ? single!.colon : nil)
        typeStart = storedIndex(inline ? single!.typeAnnotation?.lowerBound : nil)
        typeEnd = storedIndex(inline ? single!.typeAnnotation?.upperBound : nil)
        equals = storedIndex(inline ? single!.equals : nil)
        initializerStart = storedIndex(inline ? single!.initializer?.lowerBound : nil)
        initializerEnd = storedIndex(inline ? single!.initializer?.upperBound : nil)
        super.init(parts, extraFlags: inline && single!.name == nil ? Flags.unnamedBinding : 0, keepsBindings: !inline)
    }

    override var bindings: [Binding] {
        guard patternLast >= 0, let nameToken else { return super.bindings }
        return [Binding(name: flags & Flags.unnamedBinding != 0 ? nil : name, nameToken: nameToken,
                        patternLast: Int(patternLast), colon: optionalIndex(colon),
                        typeAnnotation: optionalRange(typeStart, typeEnd), equals: optionalIndex(equals),
                        initializer: optionalRange(initializerStart, initializerEnd), accessorBlock: body,
                        trailingComma: nil)]
    }
}
