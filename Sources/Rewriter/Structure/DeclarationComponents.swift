/// The components of declarations: attributes, parameters, bindings, modifiers.
/// Token indices are stored as Int32 throughout, with -1 for "absent".

/// Files are far below 2 GB: a generated file has a declaration every hundred
/// bytes or so, and the outline's size is the parser's memory.
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
    private let slots: ParameterSlots

    public var first: Int { Int(slots.first) }
    public var last: Int { Int(slots.last) }
    /// First and last token of the default value after "=", if any.
    public var defaultValue: ClosedRange<Int>? { slots.defaultValue }

    init(_ slots: ParameterSlots, label: String?, name: String, type: String?) {
        self.label = label
        self.name = name
        self.type = type
        self.slots = slots
    }

    /// The label callers write: the label, or the name when no separate label is written.
    public var callLabel: String? {
        if let label { return label == "_" ? nil : label }
        return name
    }
}

/// A parameter as the parser records it: token indices only. The strings of `Parameter` are
/// decoded when a rule asks for a declaration's parameters, as most are never looked at; an
/// array of these holds no references, so freeing it is one deallocation.
struct ParameterSlots: Sendable, Hashable {
    let first: Int32
    let last: Int32
    /// The label's token when a separate label is written, else -1.
    private let labelToken: Int32
    let nameToken: Int32
    private let typeStart: Int32
    private let typeEnd: Int32
    private let defaultStart: Int32
    private let defaultEnd: Int32

    init(first: Int, last: Int, labelToken: Int?, nameToken: Int, type: ClosedRange<Int>?, defaultValue: ClosedRange<Int>?) {
        self.first = Int32(first)
        self.last = Int32(last)
        self.labelToken = storedIndex(labelToken)
        self.nameToken = Int32(nameToken)
        typeStart = storedIndex(type?.lowerBound)
        typeEnd = storedIndex(type?.upperBound)
        defaultStart = storedIndex(defaultValue?.lowerBound)
        defaultEnd = storedIndex(defaultValue?.upperBound)
    }

    var defaultValue: ClosedRange<Int>? { optionalRange(defaultStart, defaultEnd) }

    func parameter(in file: SourceFile) -> Parameter {
        Parameter(self, label: labelToken >= 0 ? file.text(of: Int(labelToken)) : nil, name: file.text(of: Int(nameToken)),
                  type: typeStart >= 0 ? file.compactText(Int(typeStart), Int(typeEnd)) : nil)
    }
}

/// Where a declaration's name is in its tokens, and how it is read: names are decoded when
/// asked for, as most are never looked at.
enum NameSpelling: UInt8, Sendable {
    /// No name (a tuple pattern, a missing name): "".
    case none
    /// The keyword is the name: "init", "deinit", "subscript".
    case keyword
    /// One token's text.
    case token
    /// One token's text without backticks.
    case unquotedToken
    /// The tokens of a range, trivia removed ("Foo.Bar", a module path).
    case compactTokens
}

/// A binding as the parser records it: token indices, and whether it binds a name (decoded
/// when the binding is asked for).
struct BindingSlots: Sendable, Hashable {
    let isNamed: Bool
    let nameToken: Int32
    let patternLast: Int32
    let colon: Int32
    let typeStart: Int32
    let typeEnd: Int32
    let equals: Int32
    let initializerStart: Int32
    let initializerEnd: Int32
    let accessorBlock: Int32
    let trailingComma: Int32

    init(isNamed: Bool, nameToken: Int, patternLast: Int, colon: Int?, typeAnnotation: ClosedRange<Int>?,
         equals: Int?, initializer: ClosedRange<Int>?, accessorBlock: Int?, trailingComma: Int?) {
        self.isNamed = isNamed
        self.nameToken = Int32(nameToken)
        self.patternLast = Int32(patternLast)
        self.colon = storedIndex(colon)
        typeStart = storedIndex(typeAnnotation?.lowerBound)
        typeEnd = storedIndex(typeAnnotation?.upperBound)
        self.equals = storedIndex(equals)
        initializerStart = storedIndex(initializer?.lowerBound)
        initializerEnd = storedIndex(initializer?.upperBound)
        self.accessorBlock = storedIndex(accessorBlock)
        self.trailingComma = storedIndex(trailingComma)
    }

    var initializer: ClosedRange<Int>? { optionalRange(initializerStart, initializerEnd) }
    var accessorBlockIndex: Int? { optionalIndex(accessorBlock) }
    var trailingCommaIndex: Int? { optionalIndex(trailingComma) }

    func binding(in file: SourceFile) -> Binding {
        Binding(self, name: isNamed ? file.unquotedText(Int(nameToken)) : nil)
    }
}

/// One binding of a `var`/`let` declaration: `x: Int = 0 { didSet {...} }`.
public struct Binding: Sendable, Hashable {
    /// The bound name; nil for tuple and other patterns.
    public let name: String?
    private let slots: BindingSlots

    public var nameToken: Int { Int(slots.nameToken) }
    /// The pattern's last token (the name for simple bindings).
    public var patternLast: Int { Int(slots.patternLast) }
    /// The ":" of the type annotation and the annotation's tokens.
    public var colon: Int? { optionalIndex(slots.colon) }
    public var typeAnnotation: ClosedRange<Int>? { optionalRange(slots.typeStart, slots.typeEnd) }
    /// The "=" of the initializer and the initializer expression's tokens.
    public var equals: Int? { optionalIndex(slots.equals) }
    public var initializer: ClosedRange<Int>? { slots.initializer }
    /// The "{" of the accessor block (get/set, willSet/didSet, or a getter body).
    public var accessorBlock: Int? { slots.accessorBlockIndex }
    /// The "," ending this binding when another one follows.
    public var trailingComma: Int? { slots.trailingCommaIndex }

    init(_ slots: BindingSlots, name: String?) {
        self.name = name
        self.slots = slots
    }
}

/// The modifiers of a declaration being parsed: the codes `ModifierList` packs, and the run of
/// the table's strings the parser appended the rest to.
struct PackedModifiers {
    private(set) var codes: UInt32 = 0
    private var count = 0
    private(set) var overflow: ListSpan

    init(overflowStart: Int) {
        overflow = ListSpan(start: Int32(overflowStart), count: 0)
    }

    /// Adds word `word` with argument `argument` (`ModifierList.code`); returns its
    /// spelling when it is past the packed ones, for the caller to append to the run.
    mutating func append(word: Int, argument: Int?) -> String? {
        let code = ModifierList.code(word: word, argument: argument)
        defer { count += 1 }
        if count < ModifierList.capacity {
            codes |= UInt32(code) << UInt32(9 * count)
            return nil
        }
        overflow.count += 1
        return ModifierList.spellings[code]
    }
}

/// Modifiers as written, packed: each is a 9-bit code (the modifier word and
/// an optional "(set)"-style argument), three to a UInt32, in order; a fourth
/// and later ones (rare) are kept as strings.
struct ModifierList: Sendable {
    /// The modifier words; `SyntaxTree.declarationWords` gives each its index here.
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

    let codes: UInt32
    /// The modifiers past the packed ones, in order.
    let overflow: ArraySlice<String>

    /// The code of word `word` (an index into `words`) with argument `argument` (an index
    /// into `arguments`, or nil).
    static func code(word: Int, argument: Int?) -> Int { 1 + word * argumentCount + (argument.map { $0 + 1 } ?? 0) }

    var strings: [String] {
        var out: [String] = []
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

