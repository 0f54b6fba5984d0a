/// Splits a range of tokens into statements, the way Swift does: by ";", and
/// by line breaks where the expression cannot go on.
extension SyntaxTree {
    /// The keywords that start statements.
    enum StatementWord: String, Sendable, CaseIterable {
        case `if`, `while`, `switch`, `for`, `guard`, `repeat`, `do`, `defer`, `return`, `throw`, `break`, `continue`
        case `fallthrough`, `case`, `default`
    }
    static let statementKeywords = WordSet<StatementWord>(StatementWord.allCases.map { ($0.rawValue, $0) })

    /// The statements of the block opened by `brace` ("{" of a function, closure,
    /// `if` body, type body, ...). For a closure, the signature is skipped.
    public func statements(in brace: Int) -> [Statement] {
        guard let close = partner(of: brace) else { return [] }
        return cachedStatements(in: brace) {
            let role = role(ofBrace: brace)
            var start = brace + 1
            if role == .closure, let c = closure(at: brace) { start = c.bodyStart }
            return statements(from: start, to: close, inMemberList: role == .typeBody)
        }
    }

    /// The statement of the block opened by `brace` that holds token `t` (a binary search:
    /// statements are in order and do not overlap).
    public func statement(containing t: Int, in brace: Int) -> Statement? {
        let list = statements(in: brace)
        let lo = list.partitionPoint { $0.last >= t }
        return lo < list.count && list[lo].first <= t && t <= list[lo].last ? list[lo] : nil
    }

    /// The statements between token `lo` (inclusive) and `hi` (exclusive).
    public func statements(from lo: Int, to hi: Int, inMemberList: Bool = false) -> [Statement] {
        statements(from: lo, to: hi, inMemberList: inMemberList, into: DeclarationTable(file: file))
    }

    /// The statements between token `lo` (inclusive) and `hi` (exclusive), their declarations
    /// added to `table`.
    func statements(from lo: Int, to hi: Int, inMemberList: Bool, into table: DeclarationTable) -> [Statement] {
        var out: [Statement] = []
        // About one statement per 32 tokens, at most 16 (as for member lists).
        out.reserveCapacity(min((hi - lo) / 32, 16))
        var i = significant(from: lo)
        while let s = i, s < hi {
            if kind(s) == .semicolon {
                i = next(s)
                continue
            }
            let statement = parseStatement(at: s, limit: hi, inMemberList: inMemberList, into: table)
            out.append(statement)
            i = next(max(statement.last, s))
        }
        return out
    }

    /// Parses the statement starting at significant token `start`. Always
    /// consumes at least that token.
    public func parseStatement(at start: Int, limit: Int, inMemberList: Bool = false) -> Statement {
        parseStatement(at: start, limit: limit, inMemberList: inMemberList, into: DeclarationTable(file: file))
    }

    /// `parseStatement(at:limit:inMemberList:)`, a declaration's row added to `table`.
    func parseStatement(at start: Int, limit: Int, inMemberList: Bool, into table: DeclarationTable) -> Statement {
        let k = kind(start)
        if k == .poundKeyword {
            if isText(start, "#if") { return parsePoundIf(at: start, limit: limit) }
            if isText(start, "#warning") || isText(start, "#error") || isText(start, "#sourceLocation") {
                var last = start
                if let p = next(start), kind(p) == .leftParen, let close = partner(of: p), close < limit { last = close }
                return Statement(kind: .directive, first: start, last: last, keyword: start)
            }
            if isText(start, "#else") || isText(start, "#elseif") || isText(start, "#endif") {
                // A stray directive (unbalanced #if): consume its line.
                return Statement(kind: .unknown, first: start, last: isText(start, "#elseif") ? lineEnd(from: start, limit: limit) : start)
            }
        }
        if k == .attribute || k == .keyword || k == .identifier,
           let declaration = parseDeclaration(at: start, limit: limit, inMemberList: inMemberList, into: table) {
            return Statement(kind: .declaration, first: start, last: max(declaration.last, start), declaration: declaration)
        }
        if k == .keyword {
            if let statement = parseKeywordStatement(at: start, label: nil, limit: limit) { return statement }
        }
        // Labelled statement: `outer: for ...`.
        if k == .identifier, let colon = next(start), colon < limit, kind(colon) == .colon,
           let kw = next(colon), kw < limit, kind(kw) == .keyword,
           let statement = parseKeywordStatement(at: kw, label: start, limit: limit) {
            return statement
        }
        if k.isClosingBracket || k == .comma || k == .colon {
            // Stray punctuation in broken code: skip it.
            return Statement(kind: .unknown, first: start, last: start)
        }
        if k == .attribute {
            // `@unknown default:` in a switch.
            if let n = next(start), n < limit, isKeyword(n, "default") {
                let colon = nextColon(after: n, limit: limit)
                return Statement(kind: .switchCase, first: start, last: colon, keyword: n)
            }
        }
        let end = expressionEnd(from: start, limit: limit)
        return Statement(kind: .expression, first: start, last: max(end, start))
    }

    private func nextColon(after i: Int, limit: Int) -> Int {
        var j = next(i)
        var last = i
        while let t = j, t < limit {
            if kind(t) == .colon { return t }
            last = kind(t).isOpeningBracket ? (partner(of: t) ?? t) : t
            j = next(last)
        }
        return last
    }

    /// Condition-list elements from `from` up to (excluding) `end`: split at top-level commas.
    private func conditionList(from: Int, before end: Int) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var elementStart: Int? = nil
        var last = from
        var j: Int? = from
        while let t = j, t < end {
            if kind(t) == .comma {
                if let s = elementStart { out.append(s...last) }
                elementStart = nil
                j = next(t)
                continue
            }
            if elementStart == nil { elementStart = t }
            last = kind(t).isOpeningBracket ? (partner(of: t) ?? t) : t
            j = next(last)
        }
        if let s = elementStart { out.append(s...last) }
        return out
    }

    /// The first top-level token at or after `from` satisfying `stop`, before `limit`.
    private func scanHead(from: Int, limit: Int, stop: (Int) -> Bool) -> Int? {
        var j: Int? = from
        while let t = j, t < limit {
            if stop(t) { return t }
            if kind(t).isOpeningBracket {
                guard let p = partner(of: t) else { return nil }
                j = next(p)
            } else {
                j = next(t)
            }
        }
        return nil
    }

    private func parseKeywordStatement(at kw: Int, label: Int?, limit: Int) -> Statement? {
        let first = label ?? kw
        func unknownTo(_ last: Int) -> Statement { Statement(kind: .unknown, first: first, last: max(last, first), label: label, keyword: kw) }
        guard let word = Self.statementKeywords.lookup(file, kw) else { return nil }
        switch word {
        case .if:
            return parseIf(at: kw, first: first, label: label, limit: limit)
        case .while, .switch, .for:
            guard let n = next(kw), n < limit,
                  let brace = scanHead(from: n, limit: limit, stop: { kind($0) == .leftBrace }),
                  let close = partner(of: brace), close < limit else { return unknownTo(lineEnd(from: kw, limit: limit)) }
            let conditions = word == .while ? conditionList(from: n, before: brace) : (brace > n ? [n...previous(brace)!] : [])
            let statementKind: StatementKind = word == .while ? .while : word == .switch ? .switch : .for
            return Statement(kind: statementKind, first: first, last: close, label: label, keyword: kw, conditions: conditions, body: brace)
        case .guard:
            guard let n = next(kw), n < limit,
                  let elseKeyword = scanHead(from: n, limit: limit, stop: { self.isKeyword($0, "else") }),
                  let brace = next(elseKeyword), brace < limit, kind(brace) == .leftBrace,
                  let close = partner(of: brace), close < limit else { return unknownTo(lineEnd(from: kw, limit: limit)) }
            return Statement(kind: .guard, first: first, last: close, label: label, keyword: kw,
                             conditions: conditionList(from: n, before: elseKeyword), body: brace)
        case .repeat:
            guard let brace = next(kw), brace < limit, kind(brace) == .leftBrace, let close = partner(of: brace), close < limit else {
                return unknownTo(kw)
            }
            var last = close
            var conditions: [ClosedRange<Int>] = []
            if let w = next(close), w < limit, isKeyword(w, "while"), let c = next(w), c < limit {
                last = expressionEnd(from: c, limit: limit)
                conditions = [c...last]
            }
            return Statement(kind: .repeat, first: first, last: last, label: label, keyword: kw, conditions: conditions, body: brace)
        case .do:
            // `do {` or `do throws(E) {`.
            guard let n = next(kw), n < limit,
                  let brace = scanHead(from: n, limit: limit, stop: { kind($0) == .leftBrace }),
                  let close = partner(of: brace), close < limit else { return unknownTo(kw) }
            var last = close
            var catches: [CatchClause] = []
            while let c = next(last), c < limit, isKeyword(c, "catch"),
                  let b = scanHead(from: c, limit: limit, stop: { kind($0) == .leftBrace }),
                  let bc = partner(of: b), bc < limit {
                let pattern: ClosedRange<Int>? = b > next(c)! ? next(c)!...previous(b)! : nil
                catches.append(CatchClause(keyword: c, pattern: pattern, body: b))
                last = bc
            }
            return Statement(kind: .do, first: first, last: last, label: label, keyword: kw, body: brace, catches: catches)
        case .defer:
            guard let brace = next(kw), brace < limit, kind(brace) == .leftBrace, let close = partner(of: brace), close < limit else {
                return unknownTo(kw)
            }
            return Statement(kind: .defer, first: first, last: close, keyword: kw, body: brace)
        case .return, .throw:
            guard let n = next(kw), n < limit, !kind(n).isClosingBracket, kind(n) != .semicolon,
                  !isKeyword(n, "case"), !isKeyword(n, "default"), !(kind(n) == .poundKeyword && !isText(n, "#selector") && !isText(n, "#keyPath")),
                  !(word == .return && newlineBetween(kw, n) && startsDeclaration(n)) else {
                return Statement(kind: word == .return ? .return : .throw, first: first, last: kw, keyword: kw)
            }
            let end = expressionEnd(from: n, limit: limit)
            return Statement(kind: word == .return ? .return : .throw, first: first, last: end, keyword: kw, conditions: [n...end])
        case .break, .continue:
            var last = kw
            if let n = next(kw), n < limit, kind(n) == .identifier, !newlineBetween(kw, n) { last = n }
            return Statement(kind: word == .break ? .break : .continue, first: first, last: last, keyword: kw)
        case .fallthrough:
            return Statement(kind: .fallthrough, first: first, last: kw, keyword: kw)
        case .case, .default:
            let colon = nextColon(after: kw, limit: limit)
            return Statement(kind: .switchCase, first: first, last: colon, keyword: kw,
                             conditions: word == .case && colon > kw ? [next(kw)!...max(next(kw)!, previous(colon)!)] : [])
        }
    }

    private func startsDeclaration(_ i: Int) -> Bool {
        kind(i) == .attribute || declarationKind(at: i, inMemberList: false) != nil
    }

    private func parseIf(at kw: Int, first: Int, label: Int?, limit: Int) -> Statement {
        guard let (conditions, brace, close) = ifHead(at: kw, limit: limit) else {
            return Statement(kind: .unknown, first: first, last: lineEnd(from: kw, limit: limit), label: label, keyword: kw)
        }
        // The `else if` chain, followed in a loop rather than by recursion.
        var elseIfs: [Statement] = []
        var last = close
        var elseBody: Int? = nil
        while let e = next(last), e < limit, isKeyword(e, "else"), let after = next(e), after < limit {
            if isKeyword(after, "if") {
                guard let (linkConditions, linkBrace, linkClose) = ifHead(at: after, limit: limit) else {
                    elseIfs.append(Statement(kind: .unknown, first: after, last: lineEnd(from: after, limit: limit), keyword: after))
                    last = elseIfs.last!.last
                    break
                }
                elseIfs.append(Statement(kind: .if, first: after, last: linkClose, keyword: after,
                                         conditions: linkConditions, body: linkBrace))
                last = linkClose
                continue
            }
            if kind(after) == .leftBrace, let elseClose = partner(of: after), elseClose < limit {
                elseBody = after
                last = elseClose
            }
            break
        }
        return Statement(kind: .if, first: first, last: last, label: label, keyword: kw,
                         conditions: conditions, body: brace, elseBody: elseBody, elseIfs: elseIfs)
    }

    /// The conditions, "{" and "}" of the `if` at `kw`, or nil when it has no body.
    private func ifHead(at kw: Int, limit: Int) -> (conditions: [ClosedRange<Int>], brace: Int, close: Int)? {
        guard let n = next(kw), n < limit,
              let brace = scanHead(from: n, limit: limit, stop: { kind($0) == .leftBrace }),
              let close = partner(of: brace), close < limit else { return nil }
        return (conditionList(from: n, before: brace), brace, close)
    }

    /// `#if cond ... #elseif cond ... #else ... #endif`, nested ones included.
    private func parsePoundIf(at start: Int, limit: Int) -> Statement {
        var clauses: [PoundIfClause] = []
        var depth = 0
        var directive = start
        var condition: ClosedRange<Int>? = nil
        var contentStart = start + 1
        func conditionRange(_ d: Int) -> ClosedRange<Int>? {
            guard let c = next(d), c < limit, !newlineBetween(d, c) else { return nil }
            var last = c
            var j = c
            // The condition runs to the end of the directive's line.
            while let n = next(j), n < limit, !newlineBetween(j, n) {
                j = kind(n).isOpeningBracket ? (partner(of: n) ?? n) : n
                last = j
            }
            if kind(c).isOpeningBracket, let p = partner(of: c), p > last { last = p }
            return c...last
        }
        condition = conditionRange(start)
        contentStart = (condition?.upperBound ?? start) + 1
        var i = start + 1
        while i < limit {
            if kind(i) == .poundKeyword {
                if isText(i, "#if") {
                    depth += 1
                } else if depth == 0 && (isText(i, "#elseif") || isText(i, "#else") || isText(i, "#endif")) {
                    clauses.append(PoundIfClause(directive: directive, condition: condition, contents: contentStart..<i))
                    if isText(i, "#endif") {
                        return Statement(kind: .poundIf, first: start, last: i, keyword: start, poundIfClauses: clauses)
                    }
                    directive = i
                    condition = isText(i, "#elseif") ? conditionRange(i) : nil
                    contentStart = (condition?.upperBound ?? i) + 1
                    i = contentStart
                    continue
                } else if isText(i, "#endif") {
                    depth -= 1
                }
            }
            i += 1
        }
        // Unterminated: everything to the limit is the last clause.
        clauses.append(PoundIfClause(directive: directive, condition: condition, contents: contentStart..<limit))
        return Statement(kind: .poundIf, first: start, last: previous(limit) ?? start, keyword: start, poundIfClauses: clauses)
    }
}
