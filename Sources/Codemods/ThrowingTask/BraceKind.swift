import Rewriter

extension ThrowingTask {
    /// What a `{` opens, which decides whether a task inside it is a statement,
    /// an implicit return, or code the throw scan must not look into.
    enum BraceKind: Equatable {
        case closure
        /// `func`, `init`, `deinit`, `subscript`; `returnsValue` when it declares a non-Void result.
        case function(returnsValue: Bool)
        /// A computed property or `get` body: its single expression is returned.
        case getter
        /// `set`, `willSet`, `didSet`, `_modify`, `_read`.
        case accessor
        /// `if`/`guard`/`for`/`while`/`switch`/`do`/`catch`/`defer`/`repeat`/`else`;
        /// `isExpression` for an `if`/`switch` used as a value.
        case control(isExpression: Bool)
        case typeBody
    }

    static let controlKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "catch", "do", "repeat", "else", "defer",
    ]
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "class", "final", "override",
        "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "nonisolated",
        "dynamic", "optional", "indirect", "isolated", "distributed", "package", "consuming", "borrowing",
    ]
    static let accessorNames: Set<String> = ["set", "willSet", "didSet", "_modify", "_read", "modify", "read"]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "protocol"]
}

extension ThrowingTask.Tokens {
    typealias BraceKind = ThrowingTask.BraceKind

    /// Classifies the brace at `open` by the construct it belongs to.
    func braceKind(_ open: Int) -> BraceKind {
        guard let p = prev(open) else { return .closure }
        if isWord(p, in: ["else", "do", "repeat", "defer"]) && kind(p) == .keyword { return .control(isExpression: false) }
        let afterDot = prev(p).map { kind($0) == .period } ?? false
        if !afterDot && isIdentifier(p, "get") { return .getter }
        if !afterDot && kind(p) == .identifier && ThrowingTask.accessorNames.contains(text(p)) { return .accessor }
        if kind(p) == .keyword && file.token(p, is: "deinit") { return .function(returnsValue: false) }
        let first = constructStart(endingAt: p)
        return classifyConstruct(from: first, to: open)
    }

    /// Walks back from `last` over one statement's tokens at the same bracket
    /// level (whole bracket groups at a time) to the statement's first token.
    func constructStart(endingAt last: Int) -> Int {
        var cur = kind(last).isClosingBracket ? (partner(last) ?? last) : last
        // The walk is determined by `cur`: the bracket groups it jumps back to are remembered
        // with the start they lead to, so the next walk through the same chain stops there.
        var visited: [Int] = []
        defer { for v in visited { walks.starts[v] = cur } }
        while let q = prev(cur) {
            if let known = walks.starts[cur] { cur = known; break }
            let qk = kind(q)
            if qk.isOpeningBracket || qk == .semicolon { break }
            if qk == .rightBrace {
                // `} else`, `} catch`, `}.modifier`, `} + x` continue the statement.
                let continues = isWord(cur, in: ["else", "catch", "while"]) || kind(cur) == .period
                    || (kind(cur) == .operator && leftBound(cur) == rightBound(cur))
                guard continues, let p = partner(q) else { break }
                cur = p
                visited.append(p)
                continue
            }
            if qk == .colon, isCaseLabelColon(q) { break }
            if boundary(after: q, before: cur) { break }
            if kind(q) == .keyword && file.token(q, is: "in"), isClosureHeadIn(q) { break }
            cur = qk.isClosingBracket ? (partner(q) ?? q) : q
        }
        return cur
    }

    private func classifyConstruct(from first: Int, to open: Int) -> BraceKind {
        var k = first
        // Skip attributes (with their arguments) and modifiers.
        while k < open {
            if kind(k) == .attribute {
                if let n = next(k), kind(n) == .leftParen, sameLine(k, n), start(n) == end(k), let c = partner(n) {
                    k = next(c) ?? open
                } else {
                    k = next(k) ?? open
                }
                continue
            }
            if isWord(k, in: ThrowingTask.modifiers), let n = next(k), n < open,
               kind(n) == .keyword || kind(n) == .identifier || kind(n) == .leftParen {
                // `private(set) var` / `class func`: a modifier only when a declaration word follows.
                if kind(n) == .leftParen {
                    guard let inner = next(n), isWord(inner, in: ["set", "unsafe", "safe"]), let c = partner(n) else { break }
                    k = next(c) ?? open
                    continue
                }
                if file.token(k, is: "class") && !isWord(n, in: ["func", "var", "let", "subscript", "class", "static", "final", "override", "public", "private", "internal", "fileprivate", "open"]) { break }
                k = n
                continue
            }
            break
        }
        guard k < open else { return .closure }
        let word = (kind(k) == .keyword || kind(k) == .identifier) ? text(k) : ""
        switch word {
        case "func", "init", "subscript", "deinit":
            return .function(returnsValue: word == "subscript" || declaresValueResult(from: k, to: open))
        case "var", "let":
            return hasTopLevel(from: k, to: open, where: { isOperator($0, "=") }) ? valueContext(from: k, to: open) : .getter
        case "struct", "enum", "extension", "protocol", "class":
            return .typeBody
        case "actor", "macro":
            if let n = next(k), kind(n) == .identifier { return .typeBody }
            return .closure
        default:
            if kind(k) == .keyword && ThrowingTask.controlKeywords.contains(word) { return .control(isExpression: false) }
            return valueContext(from: k, to: open)
        }
    }

    /// An expression statement ending in `{`: an `if`/`switch` after `=`/`return` is a value, else a closure.
    private func valueContext(from first: Int, to open: Int) -> BraceKind {
        var k: Int? = first
        while let cur = k, cur < open {
            if (isKeyword(cur, "if") || isKeyword(cur, "switch")), let p = prev(cur),
               isOperator(p, "=") || isKeyword(p, "return") || kind(p) == .leftParen || kind(p) == .comma {
                return .control(isExpression: true)
            }
            k = kind(cur).isOpeningBracket ? partner(cur).flatMap(next) : next(cur)
        }
        return .closure
    }

    /// Whether a declaration head has `-> T` at its own level with T not Void or `()`.
    func declaresValueResult(from first: Int, to open: Int) -> Bool {
        var k: Int? = first
        while let cur = k, cur < open {
            if isOperator(cur, "->"), let t = next(cur) {
                if isIdentifier(t, "Void") || isIdentifier(t, "Never") { return false }
                if kind(t) == .leftParen, let c = partner(t), c == t + 1 || next(t) == c { return false }
                return true
            }
            k = kind(cur).isOpeningBracket ? partner(cur).flatMap(next) : next(cur)
        }
        return false
    }

    func hasTopLevel(from first: Int, to end: Int, where test: (Int) -> Bool) -> Bool {
        var k: Int? = first
        while let cur = k, cur < end {
            if test(cur) { return true }
            k = kind(cur).isOpeningBracket ? partner(cur).flatMap(next) : next(cur)
        }
        return false
    }

    /// Whether the `:` at `colon` ends a `case …:` or `default:` label of a switch.
    func isCaseLabelColon(_ colon: Int) -> Bool {
        var k = prev(colon)
        var steps = 0
        while let cur = k, steps < 400 {
            steps += 1
            if isKeyword(cur, "case") || isKeyword(cur, "default") { return true }
            let ck = kind(cur)
            if ck == .leftBrace || ck == .rightBrace || ck == .semicolon || ck == .colon { return false }
            if ck == .operator && file.token(cur, is: "?") && !leftBound(cur) { return false }
            if ck.isOpeningBracket { return false }
            k = ck.isClosingBracket ? partner(cur).flatMap(prev) : prev(cur)
        }
        return false
    }

    /// Whether the `in` at `i` ends a closure's head (not a `for … in`).
    func isClosureHeadIn(_ i: Int) -> Bool {
        guard let opener = enclosingOpener(i), kind(opener) == .leftBrace else { return false }
        return closureHead(opener)?.inToken == i
    }
}
