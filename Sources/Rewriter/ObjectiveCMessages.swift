/// Reading message sends and selectors of Objective-C code: where a name is used as code, what
/// a message's keywords are, and what a `@selector(...)` spells. Tokens of a `#define` count as
/// code (a macro's body runs wherever the macro is used); inside one, navigation stays within
/// its line, where brackets have no recorded partners.
extension ObjectiveCSyntax {
    /// Identifier tokens spelled `name` in code: not in comments or strings (the lexer keeps
    /// those whole), not in directives other than `#define`.
    public func codeIdentifiers(spelled name: StaticString) -> [Int] {
        guard ByteSearch.contains(file.bytes, name) else { return [] }
        let kinds = file.tokens.kinds
        var found: [Int] = []
        for t in 0..<kinds.count where kinds[t] == .identifier && file.token(t, is: name) {
            if let d = directive(holding: t), d.name != "define" { continue }
            found.append(t)
        }
        return found
    }

    /// The significant token after `t`: within the directive line when `t` is in one, else the
    /// next one outside directive lines.
    public func codeAfter(_ t: Int) -> Int? {
        guard let d = directive(holding: t) else { return nextCode(after: t) }
        return file.next(after: t).flatMap { $0 <= d.last ? $0 : nil }
    }

    /// The significant token before `t`, as `codeAfter` reads.
    public func codeBefore(_ t: Int) -> Int? {
        guard let d = directive(holding: t) else { return previousCode(before: t) }
        return file.previous(before: t).flatMap { $0 > d.pound ? $0 : nil }
    }

    /// The selector a `@selector(...)` around `token` spells ("openURL:", "openURL:options:completionHandler:").
    public func selectorLiteral(holding token: Int) -> String? {
        let kinds = file.tokens.kinds
        var t = token
        while let p = codeBefore(t), kinds[p] == .identifier || kinds[p] == .colon { t = p }
        guard let open = codeBefore(t), kinds[open] == .leftParen, let at = codeBefore(open), file.token(at, is: "@selector") else {
            return nil
        }
        var selector = ""
        var k = codeAfter(open)
        while let c = k, kinds[c] == .identifier || kinds[c] == .colon {
            selector += file.text(of: c)
            k = codeAfter(c)
        }
        guard let close = k, kinds[close] == .rightParen else { return nil }
        return selector
    }

    /// For a keyword of a message send (`openURL` in `[app openURL:u options:@{} completionHandler:nil]`),
    /// the message's later keywords (["options", "completionHandler"]); nil when `keyword` is not
    /// followed by a colon, or the message's closing bracket is not found before the statement ends.
    public func laterKeywords(of keyword: Int) -> [String]? {
        let kinds = file.tokens.kinds
        guard let colon = codeAfter(keyword), kinds[colon] == .colon else { return nil }
        var keywords: [String] = []
        var previous = colon
        var k = codeAfter(colon)
        var depth = 0
        while let t = k {
            let kind = kinds[t]
            if kind.isOpeningBracket {
                if let close = partner(of: t) {
                    previous = close
                    k = codeAfter(close)
                    continue
                }
                depth += 1
            } else if kind.isClosingBracket {
                if depth == 0 { return kind == .rightBracket ? keywords : nil }
                depth -= 1
            } else if depth == 0 && kind == .semicolon {
                return nil
            } else if depth == 0, kind == .identifier || kind == .keyword, let next = codeAfter(t), kinds[next] == .colon,
                      kinds[previous] != .period, !file.token(previous, is: "?") {
                // A keyword follows an argument; `cond ? a : b` puts a colon after `a` too.
                keywords.append(file.text(of: t))
            }
            previous = t
            k = codeAfter(t)
        }
        return nil
    }
}

/// The methods of an Objective-C file by position: which method a token is in, and whether it
/// declares rather than runs. Built once per file; each question is a binary search.
public struct ObjectiveCMethods: Sendable {
    private let methods: [(container: Int, method: ObjectiveCDeclarations.Method)]
    private let containers: [ObjectiveCDeclarations.Container]

    public init(_ syntax: ObjectiveCSyntax) {
        let sorted = syntax.declarations.containers.sorted { $0.first < $1.first }
        containers = sorted
        methods = sorted.indices.flatMap { c in sorted[c].methods.map { (c, $0) } }.sorted { $0.method.first < $1.method.first }
    }

    /// The method whose header or body holds `token`, with the block it is declared in.
    public func method(holding token: Int) -> (container: ObjectiveCDeclarations.Container, method: ObjectiveCDeclarations.Method)? {
        let k = methods.partitionPoint { $0.method.first > token }
        guard k > 0, token <= methods[k - 1].method.last else { return nil }
        return (containers[methods[k - 1].container], methods[k - 1].method)
    }

    /// Whether `token` declares rather than runs: in a method's header (`- (BOOL)application:
    /// (UIApplication *)app openURL:(NSURL *)url ...`), or outside methods in an `@interface` or
    /// `@protocol` (a property, an instance variable).
    public func isInDeclaration(_ token: Int) -> Bool {
        if let (_, method) = method(holding: token) { return method.body.map { token < $0.open } ?? true }
        let k = containers.partitionPoint { $0.first > token }
        guard k > 0, token <= containers[k - 1].end else { return false }
        return containers[k - 1].kind != .implementation
    }

    /// How code names the method holding `token` ("-[SettingsViewController openSettings:]"), nil outside methods.
    public func name(holding token: Int) -> String? {
        guard let (container, method) = method(holding: token) else { return nil }
        let owner = container.category.map { $0.isEmpty ? container.name : "\(container.name)(\($0))" } ?? container.name
        return "\(method.isClassMethod ? "+" : "-")[\(owner) \(method.selector)]"
    }
}
