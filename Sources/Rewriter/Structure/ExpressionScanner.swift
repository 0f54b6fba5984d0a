/// Finds where an expression ends, the way Swift separates statements: an
/// expression goes on across a line break only when the next line starts with
/// a "." member access or a binary operator; calls, subscripts and trailing
/// closures must start on the same line.
extension SyntaxTree {
    public struct ExpressionOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In `if`/`while`/`guard`/`for`/`switch` heads a "{" starts the body, not a trailing closure.
        public static let noTrailingClosure = ExpressionOptions(rawValue: 1)
        /// In a variable initializer a "{" holding willSet/didSet is the observer block.
        public static let variableInitializer = ExpressionOptions(rawValue: 2)
        /// Stop at a top-level "=" (binding patterns, labelled conditions).
        public static let stopAtAssignment = ExpressionOptions(rawValue: 4)
    }

    /// The last token of the expression starting at significant token `start`,
    /// staying before `limit` (exclusive). Never returns less than `start`.
    public func expressionEnd(from start: Int, limit: Int, options: ExpressionOptions = []) -> Int {
        var i = start
        var last = start
        var ternaries = 0
        var memberAfterDot = false
        // Each turn: consume prefixes and one primary at `i`, then postfixes and
        // at most one binary operator, which sends us round again.
        primary: while i < limit {
            // Prefix keywords and operators.
            while i < limit {
                let k = kind(i)
                if k == .keyword && (isText(i, "try") || isText(i, "await")) {
                    last = i
                    guard let n = next(i), n < limit else { return last }
                    if kind(n) == .operator && (isText(n, "?") || isText(n, "!")) && !spaceBefore(n) {
                        last = n
                        guard let m = next(n), m < limit else { return last }
                        i = m
                    } else {
                        i = n
                    }
                } else if k == .identifier && (isText(i, "consume") || isText(i, "copy") || isText(i, "each") || isText(i, "repeat")),
                          let n = next(i), n < limit, !newlineBetween(i, n),
                          kind(n) == .identifier || kind(n) == .keyword {
                    last = i
                    i = n
                } else if k == .operator && !spaceAfter(i) && !isText(i, "->") {
                    last = i
                    guard let n = next(i), n < limit else { return last }
                    i = n
                } else if k == .backslash {
                    // Key paths: "\.name", "\Type.name".
                    last = i
                    guard let n = next(i), n < limit else { return last }
                    i = n
                } else if k == .period {
                    // Implicit member expressions: ".red", ".default", ".init(...)":
                    // whatever follows the dot is a member name, keywords included.
                    guard let n = next(i), n < limit else { return i }
                    last = n
                    memberAfterDot = true
                    break
                } else {
                    break
                }
            }
            guard i < limit else { return last }

            // The primary.
            if memberAfterDot {
                memberAfterDot = false
            } else {
            switch kind(i) {
            case .leftParen, .leftBracket, .leftBrace:
                guard let p = partner(of: i), p < limit else { return last }
                last = p
            case .rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon:
                return last == start && i == start ? start : last
            case .keyword where isText(i, "if") || isText(i, "switch"):
                last = skipIfOrSwitchExpression(i, limit: limit)
            case .keyword where isText(i, "else") || isText(i, "in") || isText(i, "return") || isText(i, "case") || isText(i, "default"):
                return i == start ? start : last
            default:
                last = i
            }
            }

            // Postfixes: member access, calls, subscripts, trailing closures, "!" "?".
            postfix: while true {
                guard let n = next(last), n < limit else { return last }
                let newline = newlineBetween(last, n)
                switch kind(n) {
                case .period:
                    // "x.y", also continuing on the next line.
                    guard let m = next(n), m < limit else { return n }
                    last = m
                    // `.init`, `.self`, tuple `.0`, and plain names all count as the member.
                case .leftParen, .leftBracket:
                    if newline { return last }
                    guard let p = partner(of: n), p < limit else { return last }
                    last = p
                case .leftBrace:
                    if newline || options.contains(.noTrailingClosure) { return last }
                    if options.contains(.variableInitializer) && isObserverBlock(n) { return last }
                    if !canTakeTrailingClosure(last) { return last }
                    guard let p = partner(of: n), p < limit else { return last }
                    last = p
                    // Labelled trailing closures: "} label: {".
                    while let l = next(last), l < limit, kind(l) == .identifier || kind(l) == .keyword,
                          let c = next(l), c < limit, kind(c) == .colon,
                          let b = next(c), b < limit, kind(b) == .leftBrace, let p2 = partner(of: b), p2 < limit {
                        last = p2
                    }
                case .operator:
                    let glued = !spaceBefore(n)
                    if glued && (isText(n, "!") || isText(n, "?")) {
                        last = n
                    } else if glued && spaceAfter(n) && !isText(n, "=") {
                        last = n // other postfix operators ("x++"-style custom ones)
                    } else if isText(n, "<") && glued, let gt = genericArgumentsEnd(openingAt: n), gt < limit {
                        last = gt
                    } else {
                        // Binary operator (same spacing on both sides), or a
                        // prefix-looking one on the same line.
                        if isText(n, "=") && options.contains(.stopAtAssignment) { return last }
                        if newline && glued == false && !spaceAfter(n) { return last } // prefix op starting a new statement
                        if isText(n, "?") { ternaries += 1 }
                        guard let m = next(n), m < limit else { return last }
                        last = n
                        i = m
                        continue primary
                    }
                case .colon where ternaries > 0:
                    ternaries -= 1
                    guard let m = next(n), m < limit else { return last }
                    i = m
                    continue primary
                case .keyword where isText(n, "as") || isText(n, "is"):
                    // Casts: "x as? T", "x is T"; the type is consumed as a primary.
                    var m = n
                    if let q = next(n), q < limit, kind(q) == .operator, isText(q, "?") || isText(q, "!"), !spaceBefore(q) { m = q }
                    guard let t = next(m), t < limit else { return m }
                    last = m
                    i = t
                    continue primary
                default:
                    return last
                }
            }
        }
        return last
    }

    /// Whether a "{" after `last` can be a trailing closure of what ends at `last`.
    func canTakeTrailingClosure(_ last: Int) -> Bool {
        switch kind(last) {
        case .identifier, .rightParen, .rightBracket, .rightBrace, .dollarIdentifier, .poundKeyword: return true
        case .keyword: return isText(last, "self") || isText(last, "Self") || isText(last, "super") || isText(last, "init")
        case .operator: return isText(last, ">") || isText(last, "?") || isText(last, "!")
        default: return false
        }
    }

    /// A "{" whose first significant token is willSet/didSet (after attributes).
    func isObserverBlock(_ brace: Int) -> Bool {
        var j = next(brace)
        while let k = j, kind(k) == .attribute { j = next(k) }
        guard let k = j else { return false }
        return kind(k) == .identifier && (isText(k, "willSet") || isText(k, "didSet"))
    }

    /// `if ... {} else if ... {} else {}` or `switch x {}` used as an expression.
    func skipIfOrSwitchExpression(_ i: Int, limit: Int) -> Int {
        var j = i
        while true {
            var k = next(j)
            // Skip the head to the first "{" at this level.
            while let t = k, t < limit, kind(t) != .leftBrace {
                if kind(t).isOpeningBracket, let p = partner(of: t) { k = next(p) } else { k = next(t) }
            }
            guard let brace = k, brace < limit, let close = partner(of: brace), close < limit else { return j }
            guard let e = next(close), e < limit, isKeyword(e, "else"), isText(i, "if") else { return close }
            guard let after = next(e), after < limit else { return close }
            if isKeyword(after, "if") {
                j = after
            } else if kind(after) == .leftBrace, let p = partner(of: after), p < limit {
                return p
            } else {
                return close
            }
        }
    }
}
