import Rewriter

extension ThrowingTask {
    /// Where a task creation's value goes.
    enum Use {
        /// A statement of its own: the task handle is dropped.
        case statement
        /// The only expression of the closure opened at this `{`: returned or
        /// dropped depending on the closure's type.
        case soleExpressionOfClosure(Int)
    }

    /// Closures known to return Void, so a task as their only expression is dropped.
    static let voidCallbacks: Set<String> = [
        "Button", "onAppear", "onDisappear", "onTapGesture", "onChange", "onSubmit", "onReceive",
        "UIAction", "addAction", "sink", "addObserver",
    ]
    static let dispatchCallbacks: Set<String> = ["async", "asyncAfter"]
}

extension ThrowingTask.Tokens {
    /// How the task's value is used, or nil when it is kept (bound, assigned,
    /// returned, passed, a member-access base, an implicit return).
    func use(of call: TaskCall) -> ThrowingTask.Use? { use(first: call.first, last: call.last, depth: 0) }

    /// How the value of the expression spanning `first...last` is used.
    private func use(first: Int, last: Int, depth: Int) -> ThrowingTask.Use? {
        guard startsStatement(first), endsStatement(after: last) else { return nil }
        guard let opener = enclosingOpener(first) else { return .statement }
        guard kind(opener) == .leftBrace, let closer = partner(opener) else { return nil }
        let p = prev(first), n = next(last)
        let sole = (p == opener || (p.map { isKeyword($0, "in") } == true && closureHead(opener)?.inToken == p))
            && n == closer
        switch braceKind(opener) {
        case .typeBody: return nil
        case .getter: return sole ? nil : .statement
        case .function(let returnsValue): return sole && returnsValue ? nil : .statement
        case .accessor: return .statement
        case .control(let isExpression):
            let soleInCase = p.map { kind($0) == .colon && isCaseLabelColon($0) } == true
                && (n == closer || n.map { isWord($0, in: ["case", "default"]) || kind($0) == .attribute } == true)
            guard sole || soleInCase else { return .statement }
            if isExpression { return nil }
            // The only expression of an `if`/`switch` branch is that statement's
            // value when the `if`/`switch` is itself used as an expression.
            guard depth < 8, let owner = branchOwner(of: opener) else { return .statement }
            return use(first: owner.first, last: owner.last, depth: depth + 1)
        case .closure:
            guard sole else { return .statement }
            if let result = closureHead(opener)?.result {
                let declared = file.text(tokens: result.first, through: result.last)
                return declared == "Void" || declared == "()" ? .statement : nil
            }
            return .soleExpressionOfClosure(opener)
        }
    }

    /// The `if … else …` chain or `switch` statement whose branch or body is
    /// opened at `open`; nil for other control flow or an `if` without `else`.
    private func branchOwner(of open: Int) -> (first: Int, last: Int)? {
        guard let p = prev(open) else { return nil }
        let s = constructStart(endingAt: p)
        guard isKeyword(s, "if") || isKeyword(s, "switch") else { return nil }
        let close = enclosingOpener(s).flatMap { partner($0) } ?? count
        let e = statementEnd(from: s, before: close)
        if isKeyword(s, "if") && !hasTopLevel(from: s, to: e + 1, where: { isKeyword($0, "else") }) { return nil }
        return (s, e)
    }

    /// Whether a statement starts at `first`: after `{`, `;`, a closure's `in`,
    /// a `case …:` label, or a line break that ends the previous statement.
    func startsStatement(_ first: Int) -> Bool {
        guard let p = prev(first) else { return true }
        if let opener = enclosingOpener(first), kind(opener) != .leftBrace { return false }
        switch kind(p) {
        case .leftBrace, .semicolon: return true
        case .colon: return isCaseLabelColon(p)
        case .keyword where file.token(p, is: "in"): return isClosureHeadIn(p)
        default: return newlineBetween(p, first) && endsExpression(p)
        }
    }

    /// Whether the expression ending at `last` is not continued (`.value`, `as`, `??`, a call).
    func endsStatement(after last: Int) -> Bool {
        guard let n = next(last) else { return true }
        if kind(n) == .rightBrace || kind(n) == .semicolon { return true }
        return newlineBetween(last, n) && !continuesStatement(n)
    }

    /// The name of the function a closure is passed to (`Button`, `onChange`,
    /// `async` of a `DispatchQueue` chain), when the closure is an argument or trailing closure.
    func callee(ofClosure open: Int) -> String? {
        guard let p = prev(open) else { return nil }
        var name: Int?
        switch kind(p) {
        case .identifier:
            name = p
        case .rightParen:
            name = partner(p).flatMap(prev)
        case .colon, .comma, .leftParen:
            if let o = enclosingOpener(open), kind(o) == .leftParen { name = prev(o) }
        default:
            break
        }
        guard let n = name, kind(n) == .identifier else { return nil }
        let word = text(n)
        if ThrowingTask.dispatchCallbacks.contains(word) {
            return chainMentions(n, "DispatchQueue") ? word : nil
        }
        return word
    }

    /// Whether the member chain ending at `name` contains `word` (`DispatchQueue.main.async`).
    private func chainMentions(_ name: Int, _ word: StaticString) -> Bool {
        var k = prev(name)
        while let dot = k, kind(dot) == .period, var base = prev(dot) {
            if kind(base) == .rightParen, let o = partner(base), let callee = prev(o) { base = callee }
            if isIdentifier(base, word) { return true }
            guard kind(base) == .identifier else { return false }
            k = prev(base)
        }
        return false
    }
}
