import Rewriter

/// How many times a property is assigned along the paths through a block: the
/// fewest and the most (capped at 2, "more than once").
struct AssignmentCounts: Equatable {
    var min: Int
    var max: Int

    static let zero = AssignmentCounts(min: 0, max: 0)
    func adding(_ n: Int) -> AssignmentCounts { AssignmentCounts(min: Swift.min(min + n, 2), max: Swift.min(max + n, 2)) }

    /// Merges the paths of two branches; nil means no path (every one exits with an error).
    static func merge(_ a: AssignmentCounts?, _ b: AssignmentCounts?) -> AssignmentCounts? {
        guard let a else { return b }
        guard let b else { return a }
        return AssignmentCounts(min: Swift.min(a.min, b.min), max: Swift.max(a.max, b.max))
    }
}

/// What one initializer does with one property.
struct InitAssignment {
    /// Counts over every path that completes the init (nil when none does).
    var counts: AssignmentCounts?
    /// Some assignment sits in a closure, loop, nested function or `defer`.
    var nested = false
    /// Some assignment uses the wrapper form `_x = ...`.
    var underscore = false
    /// Some counted assignment goes through the wrapped value (`x = ...`, `self.x = ...`), which
    /// a declaration default overrides: removing the default lets that value take effect.
    var throughWrappedValue = false
    /// The values assigned through the wrapped value, as compact text: when each is the default
    /// itself (a literal), removing the default changes no starting value.
    var wrappedValues: [String] = []
    /// A construct the analysis does not follow (`fallthrough`, `return` in a loop).
    var uncertain = false
    /// Some assignment is counted on some path.
    var direct: Bool { (counts?.max ?? 0) > 0 }
    var exactlyOnceOnEveryPath: Bool { counts == AssignmentCounts(min: 1, max: 1) && !uncertain }
    var assignsAnywhere: Bool { direct || nested }
}

/// Follows the statements of an init body and counts assignments of one
/// property on every path: top level, if/else chains, switch cases, `#if`
/// branches and do/catch. Closures, loops and nested functions are not paths:
/// an assignment there is only noted.
struct InitAssignmentPaths {
    let index: InitBodyIndex
    let name: String
    /// A parameter or local named like the property: then only `self.x` counts.
    let shadowed: Bool
    var tokens: TokenStatements { index.tokens }
    var file: SourceFile { tokens.file }

    init(index: InitBodyIndex, name: String) {
        self.index = index
        self.name = name
        self.shadowed = index.isShadowed(name)
    }

    func analyze() -> InitAssignment {
        var result = InitAssignment()
        let initializer = index.initializer
        let statements = index.statements(after: initializer.bodyOpen, before: initializer.bodyClose)
        let (fall, ret) = sequence(statements, entry: .zero, &result)
        result.counts = AssignmentCounts.merge(fall, ret)
        return result
    }

    /// Whether the body delegates (`self.init(...)` or `self = ...`); such inits are exempt.
    static func isDelegating(_ initializer: ScannedInit, tokens: TokenStatements) -> Bool {
        var i = initializer.bodyOpen
        while let n = tokens.next(i), n < initializer.bodyClose {
            if tokens.file.token(n, is: "self"), let dot = tokens.next(n) {
                if tokens.kind(dot) == .period, let member = tokens.next(dot), tokens.file.token(member, is: "init") { return true }
                if tokens.kind(dot) == .operator, tokens.file.token(dot, is: "=") { return true }
            }
            i = n
        }
        return false
    }

    // MARK: Statements

    private func sequence(_ statements: [ClosedRange<Int>], entry: AssignmentCounts,
                          _ result: inout InitAssignment) -> (AssignmentCounts?, AssignmentCounts?) {
        var current: AssignmentCounts? = entry
        var returned: AssignmentCounts?
        var k = 0
        while k < statements.count {
            guard let now = current else { break }
            // A statement that neither assigns the property nor holds a control-flow word
            // leaves every count as it is: go straight to the next one that does.
            guard let next = nextStatementWorthReading(statements, from: k) else { break }
            k = next
            let statement = statements[k]
            if tokens.file.token(statement.lowerBound, is: "#if") {
                let (branches, hasElse, end) = conditionalCompilation(statements, from: k)
                var fall: AssignmentCounts? = hasElse ? nil : now
                for branch in branches {
                    let (f, r) = sequence(branch, entry: now, &result)
                    fall = AssignmentCounts.merge(fall, f)
                    returned = AssignmentCounts.merge(returned, r)
                }
                current = fall
                k = end + 1
                continue
            }
            let (fall, ret) = self.statement(statement, entry: now, &result)
            returned = AssignmentCounts.merge(returned, ret)
            current = fall
            k += 1
        }
        return (current, returned)
    }

    /// The index of the first statement at or after `k` that holds an assignment site of the
    /// property or a control token, or nil when none does.
    private func nextStatementWorthReading(_ statements: [ClosedRange<Int>], from k: Int) -> Int? {
        let from = statements[k].lowerBound
        let site = index.firstSite(of: name, atOrAfter: from)
        let control = index.firstControl(atOrAfter: from)
        guard let token = [site, control].compactMap({ $0 }).min(), token <= statements[statements.count - 1].upperBound else {
            return nil
        }
        // The statement whose range holds `token` (or the first one after it).
        let found = statements[k...].partitionPoint { $0.upperBound >= token }
        return found < statements.count ? found : nil
    }

    /// `#if ... #elseif ... #else ... #endif` as branches of statements.
    private func conditionalCompilation(_ statements: [ClosedRange<Int>], from start: Int)
        -> ([[ClosedRange<Int>]], Bool, Int) {
        var branches: [[ClosedRange<Int>]] = [[]]
        var hasElse = false
        var depth = 0
        var k = start + 1
        while k < statements.count {
            let first = statements[k].lowerBound
            if file.token(first, is: "#if") { depth += 1 }
            if depth == 0 && (file.token(first, is: "#elseif") || file.token(first, is: "#else")) {
                if file.token(first, is: "#else") { hasElse = true }
                branches.append([])
            } else if depth == 0 && file.token(first, is: "#endif") {
                return (branches, hasElse, k)
            } else {
                if file.token(first, is: "#endif") { depth -= 1 }
                branches[branches.count - 1].append(statements[k])
            }
            k += 1
        }
        return (branches, hasElse, statements.count - 1)
    }

    private func block(_ open: Int, entry: AssignmentCounts, _ result: inout InitAssignment)
        -> (AssignmentCounts?, AssignmentCounts?) {
        guard let close = tokens.partner(open) else { return (entry, nil) }
        return sequence(index.statements(after: open, before: close), entry: entry, &result)
    }

    private func statement(_ s: ClosedRange<Int>, entry: AssignmentCounts,
                           _ result: inout InitAssignment) -> (AssignmentCounts?, AssignmentCounts?) {
        let first = s.lowerBound
        let word = tokens.kind(first) == .keyword || tokens.kind(first) == .identifier ? tokens.text(first) : ""
        switch word {
        case "if":
            return ifChain(s, entry: entry, &result)
        case "guard":
            guard let elseBrace = tokens.firstAtTopLevel(in: s, where: { tokens.kind($0) == .leftBrace }) else {
                return (entry, nil)
            }
            let (fall, ret) = block(elseBrace, entry: entry, &result)
            return (entry, AssignmentCounts.merge(fall, ret))
        case "switch":
            return switchCases(s, entry: entry, &result)
        case "do":
            return doCatch(s, entry: entry, &result)
        case "for", "while", "repeat", "func", "defer":
            if containsAssignment(s) { result.nested = true }
            if word != "func" && word != "defer" && containsPlainReturn(s) { result.uncertain = true }
            return (entry, nil)
        case "return":
            if let n = tokens.next(first), n <= s.upperBound, tokens.file.token(n, is: "nil") { return (nil, nil) }
            return (nil, entry)
        case "throw", "fatalError", "preconditionFailure":
            return (nil, nil)
        case "fallthrough":
            result.uncertain = true
            return (entry, nil)
        default:
            if let underscore = assignmentTarget(at: first), first <= s.upperBound {
                if underscore { result.underscore = true } else { result.throughWrappedValue = true }
                if let eq = assignmentOperator(at: first), let rhs = tokens.next(eq), rhs <= s.upperBound {
                    if containsAssignment(rhs...s.upperBound) { result.nested = true }
                    if !underscore { result.wrappedValues.append(tokens.file.compactText(rhs, s.upperBound)) }
                } else if !underscore {
                    // A value not found matches no default.
                    result.wrappedValues.append("")
                }
                return (entry.adding(1), nil)
            }
            if containsAssignment(s) { result.nested = true }
            return (entry, nil)
        }
    }

    private func ifChain(_ s: ClosedRange<Int>, entry: AssignmentCounts,
                         _ result: inout InitAssignment) -> (AssignmentCounts?, AssignmentCounts?) {
        var fall: AssignmentCounts?
        var returned: AssignmentCounts?
        var hasElse = false
        var i = s.lowerBound
        while true {
            guard let open = tokens.firstAtTopLevel(in: i...s.upperBound, where: { tokens.kind($0) == .leftBrace }),
                  let close = tokens.partner(open) else { break }
            let (f, r) = block(open, entry: entry, &result)
            fall = AssignmentCounts.merge(fall, f)
            returned = AssignmentCounts.merge(returned, r)
            guard let elseWord = tokens.next(close), elseWord <= s.upperBound, tokens.file.token(elseWord, is: "else"),
                  let after = tokens.next(elseWord) else { break }
            if tokens.kind(after) == .leftBrace {
                let (f, r) = block(after, entry: entry, &result)
                fall = AssignmentCounts.merge(fall, f)
                returned = AssignmentCounts.merge(returned, r)
                hasElse = true
                break
            }
            i = after
        }
        if !hasElse { fall = AssignmentCounts.merge(fall, entry) }
        return (fall, returned)
    }

    private func switchCases(_ s: ClosedRange<Int>, entry: AssignmentCounts,
                             _ result: inout InitAssignment) -> (AssignmentCounts?, AssignmentCounts?) {
        guard let open = tokens.firstAtTopLevel(in: s, where: { tokens.kind($0) == .leftBrace }),
              let close = tokens.partner(open) else { return (entry, nil) }
        let colons = caseLabelColons(open: open, close: close)
        guard !colons.isEmpty else { return (entry, nil) }
        var fall: AssignmentCounts?
        var returned: AssignmentCounts?
        for (k, colon) in colons.enumerated() {
            let end = k + 1 < colons.count ? colons[k + 1].label : close
            let (f, r) = sequence(index.statements(after: colon.colon, before: end), entry: entry, &result)
            fall = AssignmentCounts.merge(fall, f)
            returned = AssignmentCounts.merge(returned, r)
        }
        return (fall, returned)
    }

    /// The label start and its `:` for each `case`/`default` of a switch body.
    func caseLabelColons(open: Int, close: Int) -> [(label: Int, colon: Int)] {
        var labels: [(label: Int, colon: Int)] = []
        var i = open
        while let n = tokens.next(i), n < close {
            if tokens.file.token(n, is: "case") || tokens.file.token(n, is: "default"), let p = tokens.previous(n),
               p == open || tokens.kind(p) == .attribute || tokens.kind(p) == .semicolon
                || (tokens.file.hasNewline(between: p, and: n) && !["if", "guard", "while", "for", ","].contains(tokens.text(p))) {
                let start = tokens.kind(p) == .attribute ? p : n
                if let colon = tokens.firstAtTopLevel(in: n...(close - 1), where: { tokens.kind($0) == .colon }) {
                    labels.append((start, colon))
                    i = colon
                    continue
                }
            }
            i = tokens.kind(n).isOpeningBracket ? (tokens.partner(n) ?? n) : n
        }
        return labels
    }

    private func doCatch(_ s: ClosedRange<Int>, entry: AssignmentCounts,
                         _ result: inout InitAssignment) -> (AssignmentCounts?, AssignmentCounts?) {
        guard let open = tokens.firstAtTopLevel(in: s, where: { tokens.kind($0) == .leftBrace }),
              var close = tokens.partner(open) else { return (entry, nil) }
        let (bodyFall, bodyReturn) = block(open, entry: entry, &result)
        var fall = bodyFall
        var returned = bodyReturn
        // A catch can start anywhere in the body: before or after its assignments.
        let catchEntry = AssignmentCounts(min: entry.min, max: Swift.max(entry.max, bodyFall?.max ?? entry.max))
        while let word = tokens.next(close), word <= s.upperBound, tokens.file.token(word, is: "catch"),
              let catchOpen = tokens.firstAtTopLevel(in: word...s.upperBound, where: { tokens.kind($0) == .leftBrace }),
              let catchClose = tokens.partner(catchOpen) {
            let (f, r) = block(catchOpen, entry: catchEntry, &result)
            fall = AssignmentCounts.merge(fall, f)
            returned = AssignmentCounts.merge(returned, r)
            close = catchClose
        }
        return (fall, returned)
    }

    // MARK: Assignments

    /// At `first`: `x =`, `self.x =`, `_x =` or `self._x =` of this property; returns whether it
    /// is the `_x` form.
    func assignmentTarget(at first: Int) -> Bool? {
        guard let (target, qualified) = InitBodyIndex.assignmentTarget(at: first, tokens: tokens) else { return nil }
        if target == "_" + name { return true }
        if target == name && (qualified || !shadowed) { return false }
        return nil
    }

    private func assignmentOperator(at first: Int) -> Int? {
        var i = first
        while let n = tokens.next(i) {
            if tokens.kind(n) == .operator && tokens.file.token(n, is: "=") { return n }
            i = n
            if i > first + 8 { return nil }
        }
        return nil
    }

    /// Whether any token of the range (brackets included) starts an assignment of the property.
    func containsAssignment(_ range: ClosedRange<Int>) -> Bool {
        index.containsAssignment(of: name, in: range)
    }

    private func containsPlainReturn(_ range: ClosedRange<Int>) -> Bool {
        for i in range where tokens.file.token(i, is: "return") {
            if let n = tokens.next(i), tokens.file.token(n, is: "nil") { continue }
            return true
        }
        return false
    }
}
