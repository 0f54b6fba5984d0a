import Rewriter

/// One `if` or `guard` statement: its condition clauses, body and else part.
struct Conditional {
    var keyword: Int
    var clauses: [ClosedRange<Int>]
    var body: Int
    var bodyEnd: Int
    var elseKeyword: Int?
    /// The `{` of a plain `else { ... }`.
    var elseBody: Int?
    /// The `if` of an `else if ...` chain.
    var elseIf: Int?
    /// The last token of the whole statement.
    var end: Int
    var isGuard: Bool
}

/// Where an expression sits, read from the tokens before and after it.
enum ExpressionPosition {
    case condition(keyword: Int)
    case stored
    case returned
    case argument
    case ternary
    case switchSubject
    case statement
}

extension ScopeReader {
    func conditional(at keyword: Int) -> Conditional? {
        let isGuard = isKeyword(keyword, "guard")
        var clauses: [ClosedRange<Int>] = []
        var clauseStart: Int?
        var last: Int?
        var i = next(keyword)
        func flush() {
            if let s = clauseStart, let l = last { clauses.append(s...l) }
            clauseStart = nil
            last = nil
        }
        while let t = i {
            if kind(t) == .leftBrace && !isGuard { break }
            if isGuard && isKeyword(t, "else") { break }
            if kind(t) == .rightBrace || kind(t) == .semicolon || kind(t) == .leftBrace { return nil }
            if kind(t) == .comma {
                flush()
                i = next(t)
                continue
            }
            if clauseStart == nil { clauseStart = t }
            if kind(t) == .leftParen || kind(t) == .leftBracket, let p = partner(t) {
                last = p
                i = next(p)
                continue
            }
            last = t
            i = next(t)
        }
        flush()
        guard var brace = i, !clauses.isEmpty else { return nil }
        var elseKeyword: Int?
        if isGuard {
            elseKeyword = brace
            guard let b = next(brace), kind(b) == .leftBrace else { return nil }
            brace = b
        }
        guard let bodyEnd = partner(brace) else { return nil }
        var result = Conditional(keyword: keyword, clauses: clauses, body: brace, bodyEnd: bodyEnd, elseKeyword: elseKeyword,
                                 elseBody: nil, elseIf: nil, end: bodyEnd, isGuard: isGuard)
        if !isGuard, let e = next(bodyEnd), isKeyword(e, "else"), let after = next(e) {
            result.elseKeyword = e
            if kind(after) == .leftBrace, let close = partner(after) {
                result.elseBody = after
                result.end = close
            } else if isKeyword(after, "if"), let chain = conditional(at: after) {
                result.elseIf = after
                result.end = chain.end
            } else {
                return nil
            }
        }
        return result
    }

    /// Reads what surrounds the expression `first...last`.
    func position(of first: Int, through last: Int) -> ExpressionPosition {
        if let n = next(last), kind(n) == .operator, isText(n, "?"), !isPostfixOptional(n) { return .ternary }
        var sawEquals = false
        var j = previous(first)
        var later = first
        while let t = j {
            if statementBreak(between: t, and: later) { break }
            switch kind(t) {
            case .rightParen, .rightBracket:
                guard let open = partner(t) else { return .statement }
                later = open
                j = previous(open)
                continue
            case .leftParen, .leftBracket:
                return .argument
            case .leftBrace, .rightBrace, .semicolon:
                return sawEquals ? .stored : .statement
            case .colon:
                if let label = previous(t), kind(label) == .identifier, let p = previous(label),
                   kind(p) == .leftParen || kind(p) == .comma {
                    return .argument
                }
                return .ternary
            case .operator:
                if isText(t, "?"), !isPostfixOptional(t) { return .ternary }
                if isText(t, "=") { sawEquals = true }
            case .keyword:
                let word = text(t)
                switch word {
                case "if", "guard", "while":
                    return .condition(keyword: t)
                case "switch":
                    return .switchSubject
                case "return":
                    return .returned
                case "let", "var":
                    if let p = previous(t), kind(p) == .comma || isKeyword(p, "if") || isKeyword(p, "guard")
                        || isKeyword(p, "while") || isKeyword(p, "case") {
                        break
                    }
                    return .stored
                case "in", "else", "do", "repeat", "defer":
                    return sawEquals ? .stored : .statement
                default:
                    break
                }
            default:
                break
            }
            later = t
            j = previous(t)
        }
        return sawEquals ? .stored : .statement
    }

    /// Splits a condition clause at its top-level `&&`; nil when the clause
    /// also has `||`, a ternary or an assignment (removing a part would change it).
    func conjuncts(_ clause: ClosedRange<Int>) -> [ClosedRange<Int>]? {
        var parts: [ClosedRange<Int>] = []
        var partStart: Int? = nil
        var last: Int? = nil
        var i: Int? = clause.lowerBound
        while let t = i, t <= clause.upperBound {
            if kind(t) == .operator {
                if isText(t, "||") || isText(t, "=") || (isText(t, "?") && !isPostfixOptional(t)) { return nil }
                if isText(t, "&&") {
                    if let s = partStart, let l = last { parts.append(s...l) }
                    partStart = nil
                    i = next(t)
                    continue
                }
            }
            if partStart == nil { partStart = t }
            if kind(t).isOpeningBracket, let p = partner(t) {
                last = p
                i = next(p)
                continue
            }
            last = t
            i = next(t)
        }
        if let s = partStart, let l = last { parts.append(s...l) }
        return parts
    }

    /// The token range to delete to drop part `index` of `parts` (a clause
    /// of a condition list, or a conjunct): with its separator, never leaving one dangling.
    func removal(of index: Int, in parts: [ClosedRange<Int>]) -> Range<Int> {
        if index > 0 {
            return end(parts[index - 1].upperBound)..<end(parts[index].upperBound)
        }
        return start(parts[0].lowerBound)..<start(parts[1].lowerBound)
    }

    /// The last significant token before `close`, skipping a trailing `;`.
    func lastStatementToken(before close: Int) -> Int? {
        guard var p = previous(close) else { return nil }
        if kind(p) == .semicolon, let q = previous(p) { p = q }
        return p
    }
}
