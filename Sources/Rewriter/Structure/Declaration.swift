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

/// An attribute such as `@State`, `@SwiftUI.State` or `@available(iOS 17, *)`.
public struct Attribute: Sendable, Hashable {
    /// The name without "@": "State", "SwiftUI.State", "MainActor".
    public let name: String
    /// First and last token (the closing parenthesis when it has arguments).
    public let first: Int
    public let last: Int
    /// The "(" of its arguments, if any.
    public let arguments: Int?

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
    public let first: Int
    public let last: Int
    /// First and last token of the default value after "=", if any.
    public let defaultValue: ClosedRange<Int>?

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
    public let nameToken: Int
    /// The pattern's last token (the name for simple bindings).
    public let patternLast: Int
    /// The ":" of the type annotation and the annotation's tokens.
    public let colon: Int?
    public let typeAnnotation: ClosedRange<Int>?
    /// The "=" of the initializer and the initializer expression's tokens.
    public let equals: Int?
    public let initializer: ClosedRange<Int>?
    /// The "{" of the accessor block (get/set, willSet/didSet, or a getter body).
    public let accessorBlock: Int?
    /// The "," ending this binding when another one follows.
    public let trailingComma: Int?
}

/// A declaration with its parts as token indices into the file. Built by the
/// structural parser for every declaration in a declaration context (the file's
/// top level and the bodies of types and extensions, including `#if` blocks).
public final class Declaration: Sendable {
    public let kind: DeclarationKind
    /// First token (the first attribute or modifier) and last token.
    public let first: Int
    public let last: Int
    /// The introducing keyword ("class", "func", "var", "init", ...).
    public let keyword: Int
    /// The declared name: the type name, the extended type for extensions
    /// ("UIView", "Foo.Bar"), "init"/"deinit"/"subscript", the function's base
    /// name, or the first binding's name for variables.
    public let name: String
    public let nameToken: Int?
    public let attributes: [Attribute]
    /// Modifiers as written: "public", "static", "class", "override", "private(set)", "lazy", ...
    public let modifiers: [String]
    /// The "<" and ">" of the generic parameter clause.
    public let genericParameters: ClosedRange<Int>?
    /// The inherited types / conformances as written, trivia removed ("UIView", "Codable").
    public let inheritance: [String]
    /// The tokens after "where", up to the body.
    public let whereClause: ClosedRange<Int>?
    /// The "{" of the body: members for types, statements for functions, the
    /// accessor block for subscripts and computed variables. Nil when absent.
    public let body: Int?
    /// Members of a type or extension body, in order.
    public let members: [Declaration]

    // Functions, initializers, subscripts
    public let parameters: [Parameter]
    /// The "(" of the parameter clause.
    public let parameterClause: Int?
    public let isAsync: Bool
    public let isThrowing: Bool
    /// `init?` or `init!`.
    public let isFailable: Bool
    /// The return type as written, trivia removed.
    public let returnType: String?

    // Variables
    public let bindings: [Binding]

    init(kind: DeclarationKind, first: Int, last: Int, keyword: Int, name: String, nameToken: Int?,
         attributes: [Attribute], modifiers: [String], genericParameters: ClosedRange<Int>?,
         inheritance: [String], whereClause: ClosedRange<Int>?, body: Int?, members: [Declaration],
         parameters: [Parameter], parameterClause: Int?, isAsync: Bool, isThrowing: Bool, isFailable: Bool,
         returnType: String?, bindings: [Binding], isComputed: Bool) {
        self.kind = kind
        self.first = first
        self.last = last
        self.keyword = keyword
        self.name = name
        self.nameToken = nameToken
        self.attributes = attributes
        self.modifiers = modifiers
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.body = body
        self.members = members
        self.parameters = parameters
        self.parameterClause = parameterClause
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.isFailable = isFailable
        self.returnType = returnType
        self.bindings = bindings
        self.isComputed = isComputed
    }

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public func hasModifier(_ m: String) -> Bool { modifiers.contains(m) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name || $0.baseName == name } }
    /// A variable whose accessor block is a getter (or get/set), not willSet/didSet observers.
    public let isComputed: Bool
    public var tokenRange: ClosedRange<Int> { first...last }
}
