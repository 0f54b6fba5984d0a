import Rewriter

extension ThrowingTask.Tokens {
    /// The first `try` (not `try?`/`try!`), `throw` or `for try await` that
    /// makes a closure body throw, mirroring closure effect inference: nested
    /// closures, functions and types are skipped, and so are `do` bodies whose
    /// last `catch` is exhaustive (their `catch` bodies are still searched).
    func firstThrowingToken(from first: Int, before close: Int) -> Int? {
        var found: Int?
        forEachThrowingToken(from: first, before: close) { found = $0; return false }
        return found
    }

    /// Calls `visit` with each token that makes the body throw (as `firstThrowingToken`), in order,
    /// while it returns true. False when a brace has no partner (nothing is known then).
    @discardableResult
    func forEachThrowingToken(from first: Int, before close: Int, _ visit: (Int) -> Bool) -> Bool {
        var k = first
        while k < close {
            let ck = kind(k)
            if ck.isTrivia { k += 1; continue }
            if ck == .leftBrace {
                guard let c = partner(k) else { return false }
                if case .control = braceKind(k) { k += 1 } else { k = c + 1 }
                continue
            }
            if ck == .keyword {
                if file.token(k, is: "throw") {
                    if !visit(k) { return true }
                } else if file.token(k, is: "try") {
                    if let n = next(k), kind(n) == .operator, start(n) == end(k),
                       file.bytes[start(n)] == UInt8(ascii: "?") || file.bytes[start(n)] == UInt8(ascii: "!") {
                        k = n + 1
                        continue
                    }
                    if !visit(k) { return true }
                } else if file.token(k, is: "do"), let body = doBody(k), let c = partner(body), lastCatchIsExhaustive(afterDoBody: c) {
                    k = c + 1
                    continue
                }
            }
            k += 1
        }
        return true
    }

    /// A `return <value>` of the closure body itself (not of nested closures or functions).
    func firstValueReturn(from first: Int, before close: Int) -> Int? {
        var k = first
        while k < close {
            let ck = kind(k)
            if ck == .leftBrace {
                guard let c = partner(k) else { return nil }
                if case .control = braceKind(k) { k += 1 } else { k = c + 1 }
                continue
            }
            if ck == .keyword && file.token(k, is: "return"), let n = next(k), n < close, sameLine(k, n),
               kind(n) != .rightBrace, kind(n) != .semicolon {
                return k
            }
            k += 1
        }
        return nil
    }

    /// Whether control can reach the end of the body: its last statement is an
    /// expression, assignment or declaration, not a jump, a branch or a `Never` call.
    func fallsThrough(from first: Int, before close: Int) -> Bool {
        guard let f = next(first - 1), f < close, let last = statementStarts(from: f, before: close).last else { return true }
        if kind(last) == .poundKeyword { return false }
        if kind(last) == .keyword {
            return !isWord(last, in: ["return", "throw", "if", "guard", "switch", "do", "for", "while", "repeat"])
        }
        return !isWord(last, in: ["fatalError", "preconditionFailure"])
    }

    /// The `{` of a `do` statement (`do {` or `do throws(E) {`).
    func doBody(_ doToken: Int) -> Int? {
        guard var k = next(doToken) else { return nil }
        if isKeyword(k, "throws") {
            guard let n = next(k) else { return nil }
            k = n
            if kind(k) == .leftParen, let c = partner(k), let n2 = next(c) { k = n2 }
        }
        return kind(k) == .leftBrace ? k : nil
    }

    /// Whether the catch clauses following a `do` body end with one that
    /// catches everything: no pattern, `let e`/`var e`, `_`, or a bridging
    /// `let e as NSError`, and no `where`.
    func lastCatchIsExhaustive(afterDoBody close: Int) -> Bool {
        var exhaustive = false
        var k = next(close)
        while let c = k, isKeyword(c, "catch") {
            var pattern: [Int] = []
            var j = next(c)
            var body: Int?
            while let cur = j {
                if kind(cur) == .leftBrace { body = cur; break }
                if kind(cur) == .rightBrace || kind(cur) == .semicolon { return false }
                pattern.append(cur)
                j = kind(cur).isOpeningBracket ? partner(cur).flatMap(next) : next(cur)
            }
            guard let b = body, let bc = partner(b) else { return false }
            exhaustive = catchPatternIsExhaustive(pattern)
            k = next(bc)
        }
        return exhaustive
    }

    private func catchPatternIsExhaustive(_ p: [Int]) -> Bool {
        switch p.count {
        case 0: return true
        case 1: return kind(p[0]) == .identifier && file.token(p[0], is: "_")
        case 2: return isWord(p[0], in: ["let", "var"]) && kind(p[1]) == .identifier
        case 4: return isWord(p[0], in: ["let", "var"]) && kind(p[1]) == .identifier && isKeyword(p[2], "as")
            && isIdentifier(p[3], "NSError")
        default: return false
        }
    }
}
