import Rewriter

/// What a `{` opens, read from the tokens before it.
enum BraceKind {
    case type(TypeHeader)
    case function(FunctionHeader)
    case closure
    case control(String)
    case unknown
}

/// A type or extension declaration: `@MainActor final class Name: Super, Proto {`.
struct TypeHeader {
    var keyword: String        // class, struct, enum, extension, protocol, actor
    var name: String
    var inherits: [String]     // last component of each inherited name
    var attributes: [String]
    var body: Int              // index of the `{`
}

/// A function-like declaration whose body is a `{`: func, init, deinit,
/// subscript, or an accessor (computed property, get/set/didSet).
struct FunctionHeader {
    var keyword: String        // func, init, deinit, subscript, var, let, get, set, ...
    var name: String
    var isStatic: Bool
    var isAsync: Bool
    var attributes: [String]
    var parameters: Int?       // index of the `(` of the parameter clause
    var body: Int
}

/// Token-level reading of one file for this codemod: significant-token
/// navigation, what each `{` opens, and the declarations around a token.
/// (The shared structural parser was not available when this was written;
/// this covers the little the codemod needs.)
struct ScopeReader {
    let tree: SyntaxTree
    /// For each token, the innermost enclosing `{` (-1 at file level).
    let enclosing: [Int32]

    var file: SourceFile { tree.file }

    init(tree: SyntaxTree) {
        self.tree = tree
        let kinds = tree.file.tokens.kinds
        var enclosing = [Int32](repeating: -1, count: kinds.count)
        var stack: [Int32] = []
        for i in 0..<kinds.count {
            enclosing[i] = stack.last ?? -1
            if kinds[i] == .leftBrace, tree.partner[i] >= 0 {
                stack.append(Int32(i))
            } else if kinds[i] == .rightBrace, let top = stack.last, tree.partner[i] == top {
                stack.removeLast()
            }
        }
        self.enclosing = enclosing
    }

    // MARK: Tokens

    func kind(_ i: Int) -> TokenKind { file.tokens.kinds[i] }
    func text(_ i: Int) -> String { file.text(of: i) }
    func isText(_ i: Int, _ word: String) -> Bool { file.token(i, isText: word) }
    func isKeyword(_ i: Int, _ word: String) -> Bool { kind(i) == .keyword && file.token(i, isText: word) }
    func isOperator(_ i: Int, _ op: String) -> Bool { kind(i) == .operator && file.token(i, isText: op) }
    func partner(_ i: Int) -> Int? {
        let p = Int(tree.partner[i])
        return p >= 0 ? p : nil
    }
    func next(_ i: Int) -> Int? { file.next(after: i) }
    func previous(_ i: Int) -> Int? { file.previous(before: i) }
    func start(_ i: Int) -> Int { file.tokens.start(i) }
    func end(_ i: Int) -> Int { file.tokens.end(i) }

    /// The significant tokens' texts from `first` through `last`, for
    /// token-identity comparisons that ignore spacing and comments.
    func signature(_ first: Int, _ last: Int) -> [String] {
        var out: [String] = []
        var i = first
        while i <= last {
            if !kind(i).isTrivia { out.append(text(i)) }
            i += 1
        }
        return out
    }

    /// Whether a line break separates `a` from the later token `b` such that
    /// `b` starts a new statement (`a` ends an expression, `b` begins one).
    func statementBreak(between a: Int, and b: Int) -> Bool {
        guard file.hasNewline(between: a, and: b) else { return false }
        let endsExpression: Bool
        switch kind(a) {
        case .identifier, .rightParen, .rightBracket, .rightBrace, .integerLiteral, .floatLiteral, .stringLiteral,
             .dollarIdentifier:
            endsExpression = true
        case .keyword:
            endsExpression = ["self", "Self", "true", "false", "nil", "super"].contains(text(a))
        case .operator:
            endsExpression = isPostfixOptional(a)
        default:
            endsExpression = false
        }
        guard endsExpression else { return false }
        switch kind(b) {
        case .identifier:
            return !["async", "where"].contains(text(b))
        case .attribute, .poundKeyword:
            return true
        case .keyword:
            return !["as", "is", "in", "where", "throws", "rethrows"].contains(text(b))
        default:
            return false
        }
    }

    // MARK: Braces

    /// Whether the statement keyword at `keyword` starts a statement (rather
    /// than being an expression after `=`, `return` or inside an argument).
    func startsStatement(_ keyword: Int) -> Bool {
        guard let p = previous(keyword) else { return true }
        switch kind(p) {
        case .leftBrace, .rightBrace, .semicolon:
            return true
        case .keyword:
            return isText(p, "in") || isText(p, "else") || statementBreak(between: p, and: keyword)
        case .colon:
            return true   // after a `case .x:` or `default:` label
        default:
            return statementBreak(between: p, and: keyword)
        }
    }

    /// Classifies the `{` at `brace` by walking back to the start of its statement.
    func classify(_ brace: Int) -> BraceKind {
        guard let prev = previous(brace) else { return .unknown }
        if kind(prev) == .identifier, ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(text(prev)) {
            return .function(accessorHeader(keyword: text(prev), around: brace))
        }
        if kind(prev) == .rightParen, let open = partner(prev), let name = previous(open),
           kind(name) == .identifier, ["set", "willSet", "didSet"].contains(text(name)) {
            return .function(accessorHeader(keyword: text(name), around: brace))
        }
        var j = prev
        var sawEquals = false
        while true {
            let k = kind(j)
            if k == .rightParen || k == .rightBracket {
                guard let open = partner(j) else { return .unknown }
                j = open
            } else if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .leftParen || k == .leftBracket {
                return .closure
            } else if k == .keyword {
                let word = text(j)
                switch word {
                case "if", "guard", "while", "for", "switch", "catch", "else", "do", "repeat", "defer":
                    return .control(word)
                case "func", "deinit", "subscript":
                    return .function(functionHeader(keyword: j, body: brace))
                case "init":
                    if let p = previous(j), kind(p) == .period { break }
                    return .function(functionHeader(keyword: j, body: brace))
                case "class", "struct", "enum", "extension", "protocol":
                    return .type(typeHeader(keyword: j, body: brace))
                case "var", "let":
                    if let p = previous(j), kind(p) == .comma || isKeyword(p, "if") || isKeyword(p, "guard")
                        || isKeyword(p, "while") || isKeyword(p, "case") {
                        break
                    }
                    if sawEquals { return .closure }
                    return .function(functionHeader(keyword: j, body: brace))
                case "return", "throw", "in", "case":
                    return .closure
                default:
                    break
                }
            } else if k == .identifier, isText(j, "actor"), let n = next(j), kind(n) == .identifier, n < brace {
                return .type(typeHeader(keyword: j, body: brace))
            } else if k == .operator, isText(j, "=") {
                sawEquals = true
            }
            guard let before = previous(j) else { return .closure }
            if statementBreak(between: before, and: j) { return .closure }
            j = before
        }
    }

    /// Reads `[attributes] [modifiers] KEYWORD NAME ... (params) async ... {`.
    func functionHeader(keyword j: Int, body: Int) -> FunctionHeader {
        let word = text(j)
        var name = word
        var parameters: Int?
        var isAsync = false
        var i = next(j)
        if let n = i, n < body, ["func", "var", "let"].contains(word), kind(n) == .identifier || kind(n) == .operator {
            name = text(n)
        }
        while let t = i, t < body {
            if kind(t) == .leftParen {
                if parameters == nil, word != "var", word != "let" { parameters = t }
                i = partner(t).flatMap { next($0) }
                continue
            }
            if kind(t) == .identifier, isText(t, "async"), parameters != nil { isAsync = true }
            i = next(t)
        }
        let (attributes, modifiers) = prefix(before: j)
        return FunctionHeader(keyword: word, name: name,
                              isStatic: modifiers.contains("static") || modifiers.contains("class"),
                              isAsync: isAsync, attributes: attributes, parameters: parameters, body: body)
    }

    /// An accessor takes the static-ness and attributes of its property.
    func accessorHeader(keyword: String, around brace: Int) -> FunctionHeader {
        var header = FunctionHeader(keyword: keyword, name: keyword, isStatic: false, isAsync: false, attributes: [],
                                    parameters: nil, body: brace)
        let outer = Int(enclosing[brace])
        if outer >= 0, case .function(let property) = classify(outer) {
            header.isStatic = property.isStatic
            header.attributes = property.attributes
            header.name = property.name
        }
        return header
    }

    func typeHeader(keyword j: Int, body: Int) -> TypeHeader {
        var name = ""
        var inherits: [String] = []
        var i = next(j)
        var inInheritance = false
        var current: String?
        while let t = i, t < body {
            if kind(t) == .keyword, isText(t, "where") { break }
            if kind(t) == .colon, !inInheritance {
                inInheritance = true
            } else if inInheritance {
                if kind(t) == .comma {
                    if let c = current { inherits.append(c) }
                    current = nil
                } else if kind(t) == .identifier {
                    current = text(t)
                } else if kind(t) == .operator, isText(t, "<") {
                    // Generic arguments of an inherited type: skip to the matching ">".
                    var depth = 0
                    var g: Int? = t
                    while let x = g, x < body {
                        if kind(x) == .operator, isText(x, "<") { depth += 1 }
                        if kind(x) == .operator, isText(x, ">") { depth -= 1; if depth == 0 { break } }
                        g = next(x)
                    }
                    i = g.flatMap { next($0) }
                    continue
                }
            } else if kind(t) == .identifier || kind(t) == .keyword {
                if name.isEmpty || (i.flatMap(previous).map { kind($0) == .period } ?? false) {
                    name = text(t)
                }
            }
            i = next(t)
        }
        if let c = current { inherits.append(c) }
        let (attributes, _) = prefix(before: j)
        return TypeHeader(keyword: text(j), name: name, inherits: inherits, attributes: attributes, body: body)
    }

    /// Attributes and modifiers written before a declaration keyword.
    func prefix(before keyword: Int) -> (attributes: [String], modifiers: [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var i = previous(keyword)
        while let t = i {
            if kind(t) == .rightParen, let open = partner(t), let before = previous(open) {
                // `@available(...)`, `private(set)`
                i = before
                if kind(before) == .attribute { attributes.append(text(before)); i = previous(before) }
                continue
            }
            if kind(t) == .attribute {
                attributes.append(text(t))
            } else if kind(t) == .keyword || kind(t) == .identifier,
                      Self.modifierWords.contains(text(t)) {
                modifiers.append(text(t))
            } else {
                break
            }
            i = previous(t)
        }
        return (attributes, modifiers)
    }

    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override", "mutating",
        "nonmutating", "nonisolated", "convenience", "required", "dynamic", "lazy", "weak", "unowned", "optional",
        "indirect", "isolated", "consuming", "borrowing", "distributed", "package",
    ]

    // MARK: Context of a token

    /// The declarations around a token: the nearest function-like body, the
    /// nearest type, and whether a closure lies between the token and the function.
    struct Context {
        var function: FunctionHeader?
        var type: TypeHeader?
        var closureInside = false
    }

    func context(of token: Int) -> Context {
        var result = Context()
        var b = Int(enclosing[token])
        while b >= 0 {
            switch classify(b) {
            case .type(let header):
                result.type = header
                return result
            case .function(let header):
                if result.function == nil { result.function = header }
            case .closure:
                if result.function == nil { result.closureInside = true }
            default:
                break
            }
            b = Int(enclosing[b])
        }
        return result
    }

    /// The innermost `{` that is a function, accessor or closure body around `token`.
    func enclosingBody(of token: Int) -> (brace: Int, kind: BraceKind)? {
        let b = Int(enclosing[token])
        guard b >= 0 else { return nil }
        return (b, classify(b))
    }
}
