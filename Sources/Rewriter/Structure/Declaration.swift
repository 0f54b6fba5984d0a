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
/// an optional "(set)"-style argument), seven to a UInt64, in order; an eighth
/// and later ones (never seen in practice) are kept as strings.
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
    static let capacity = 7

    private(set) var codes: UInt64 = 0
    private(set) var count = 0
    private(set) var overflow: [String] = []

    init() {}

    init(codes: UInt64, overflow: [String]) {
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
            codes |= UInt64(code) << UInt64(9 * count)
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
/// Stored compactly (Int32 token indices, modifiers as codes, one slot for the
/// members, parameters or bindings): the public properties are views of that.
public final class Declaration: Sendable {
    private let storedFirst: Int32
    private let storedLast: Int32
    private let storedKeyword: Int32
    private let storedNameToken: Int32
    private let genericStart: Int32
    private let genericEnd: Int32
    private let whereStart: Int32
    private let whereEnd: Int32
    private let storedBody: Int32
    private let storedParameterClause: Int32
    public let kind: DeclarationKind
    private let flags: UInt8
    private let modifierCodes: UInt64
    /// The declared name: the type name, the extended type for extensions
    /// ("UIView", "Foo.Bar"), "init"/"deinit"/"subscript", the function's base
    /// name, or the first binding's name for variables.
    public let name: String
    /// The return type as written, trivia removed.
    public let returnType: String?
    public let attributes: [Attribute]
    /// The inherited types / conformances as written, trivia removed ("UIView", "Codable").
    public let inheritance: [String]
    private let children: Children
    private let extraModifiers: [String]

    /// No kind has more than one of these.
    private enum Children: Sendable {
        case none
        case members([Declaration])
        case parameters([Parameter])
        case bindings([Binding])
    }

    private struct Flags {
        static let async: UInt8 = 1, throwing: UInt8 = 2, failable: UInt8 = 4, computed: UInt8 = 8
    }

    /// First token (the first attribute or modifier) and last token.
    public var first: Int { Int(storedFirst) }
    public var last: Int { Int(storedLast) }
    /// The introducing keyword ("class", "func", "var", "init", ...).
    public var keyword: Int { Int(storedKeyword) }
    public var nameToken: Int? { optionalIndex(storedNameToken) }
    /// Modifiers as written: "public", "static", "class", "override", "private(set)", "lazy", ...
    public var modifiers: [String] { modifierList.strings }
    /// The "<" and ">" of the generic parameter clause.
    public var genericParameters: ClosedRange<Int>? { optionalRange(genericStart, genericEnd) }
    /// The tokens after "where", up to the body.
    public var whereClause: ClosedRange<Int>? { optionalRange(whereStart, whereEnd) }
    /// The "{" of the body: members for types, statements for functions, the
    /// accessor block for subscripts and computed variables. Nil when absent.
    public var body: Int? { optionalIndex(storedBody) }
    /// Members of a type or extension body, in order.
    public var members: [Declaration] {
        if case .members(let members) = children { return members }
        return []
    }

    // Functions, initializers, subscripts
    public var parameters: [Parameter] {
        if case .parameters(let parameters) = children { return parameters }
        return []
    }
    /// The "(" of the parameter clause.
    public var parameterClause: Int? { optionalIndex(storedParameterClause) }
    public var isAsync: Bool { flags & Flags.async != 0 }
    public var isThrowing: Bool { flags & Flags.throwing != 0 }
    /// `init?` or `init!`.
    public var isFailable: Bool { flags & Flags.failable != 0 }

    // Variables
    public var bindings: [Binding] {
        if case .bindings(let bindings) = children { return bindings }
        return []
    }
    /// A variable whose accessor block is a getter (or get/set), not willSet/didSet observers.
    public var isComputed: Bool { flags & Flags.computed != 0 }

    init(kind: DeclarationKind, first: Int, last: Int, keyword: Int, name: String, nameToken: Int?,
         attributes: [Attribute], modifiers: ModifierList, genericParameters: ClosedRange<Int>?,
         inheritance: [String], whereClause: ClosedRange<Int>?, body: Int?, members: [Declaration],
         parameters: [Parameter], parameterClause: Int?, isAsync: Bool, isThrowing: Bool, isFailable: Bool,
         returnType: String?, bindings: [Binding], isComputed: Bool) {
        self.kind = kind
        storedFirst = Int32(first)
        storedLast = Int32(last)
        storedKeyword = Int32(keyword)
        self.name = name
        storedNameToken = storedIndex(nameToken)
        self.attributes = attributes
        modifierCodes = modifiers.codes
        extraModifiers = modifiers.overflow
        genericStart = storedIndex(genericParameters?.lowerBound)
        genericEnd = storedIndex(genericParameters?.upperBound)
        self.inheritance = inheritance
        whereStart = storedIndex(whereClause?.lowerBound)
        whereEnd = storedIndex(whereClause?.upperBound)
        storedBody = storedIndex(body)
        if !members.isEmpty {
            children = .members(members)
        } else if !parameters.isEmpty {
            children = .parameters(parameters)
        } else if !bindings.isEmpty {
            children = .bindings(bindings)
        } else {
            children = .none
        }
        storedParameterClause = storedIndex(parameterClause)
        flags = (isAsync ? Flags.async : 0) | (isThrowing ? Flags.throwing : 0) | (isFailable ? Flags.failable : 0)
            | (isComputed ? Flags.computed : 0)
        self.returnType = returnType
    }

    private var modifierList: ModifierList { ModifierList(codes: modifierCodes, overflow: extraModifiers) }

    public var isStatic: Bool { hasModifier("static") || hasModifier("class") }
    public func hasModifier(_ m: String) -> Bool { modifierList.contains(m) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name || $0.baseName == name } }
    public var tokenRange: ClosedRange<Int> { first...last }
}
