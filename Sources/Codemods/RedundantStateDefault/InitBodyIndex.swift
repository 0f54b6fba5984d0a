import Rewriter

/// What one initializer's body holds, read once and shared by the analysis of every property
/// of the type: where each name is assigned, which names the body declares, where control
/// leaves the straight path, and the statements of each block. Asking per property without it
/// would read the whole body once per property: quadratic in a type with many properties.
final class InitBodyIndex {
    let tokens: TokenStatements
    let initializer: ScannedInit
    /// Assignment sites by target name as written (backticks removed; `_x` for the wrapper form):
    /// the token the assignment starts at (`x`, `self`, `_x`) and whether it is `self.`-qualified.
    let sites: [String: [(token: Int, qualified: Bool)]]
    /// Every site in token order, with its target name.
    let sitesInOrder: [(token: Int, name: String, qualified: Bool)]
    /// Names the body declares with `let`/`var` (a pattern's names included).
    let locals: Set<String>
    /// Tokens after which a statement may not fall through unchanged, whatever the property:
    /// `return`, `throw`, `fatalError`, `preconditionFailure`, `fallthrough`, `guard`, and the
    /// `#if` family (whose branches are read as a group). In token order.
    let controlTokens: [Int]
    private var statementsByBlock: [Int: [ClosedRange<Int>]] = [:]

    init(tokens: TokenStatements, initializer: ScannedInit) {
        self.tokens = tokens
        self.initializer = initializer
        var sites: [String: [(token: Int, qualified: Bool)]] = [:]
        var inOrder: [(token: Int, name: String, qualified: Bool)] = []
        var locals: Set<String> = []
        var control: [Int] = []
        let file = tokens.file
        var i = initializer.bodyOpen
        while let n = tokens.next(i), n < initializer.bodyClose {
            i = n
            let kind = tokens.kind(n)
            if kind == .keyword && (file.token(n, is: "let") || file.token(n, is: "var")) {
                Self.collectDeclaredNames(after: n, tokens: tokens, before: initializer.bodyClose, into: &locals)
            }
            if (kind == .keyword && (file.token(n, is: "return") || file.token(n, is: "throw")
                    || file.token(n, is: "fallthrough") || file.token(n, is: "guard")))
                || (kind == .identifier && (file.token(n, is: "fatalError") || file.token(n, is: "preconditionFailure")))
                || (kind == .poundKeyword && (file.token(n, is: "#if") || file.token(n, is: "#elseif")
                    || file.token(n, is: "#else") || file.token(n, is: "#endif"))) {
                control.append(n)
            }
            guard kind == .identifier || file.token(n, is: "self") else { continue }
            if let p = tokens.previous(n) {
                if tokens.kind(p) == .period { continue }
                if file.token(p, is: "let") || file.token(p, is: "var") { continue }
            }
            guard let (name, qualified) = Self.assignmentTarget(at: n, tokens: tokens) else { continue }
            sites[name, default: []].append((n, qualified))
            inOrder.append((n, name, qualified))
        }
        self.sites = sites
        sitesInOrder = inOrder
        self.locals = locals
        controlTokens = control
    }

    /// At `first`: `x =`, `self.x =`, `_x =` or `self._x =`: the target as written, without backticks.
    static func assignmentTarget(at first: Int, tokens: TokenStatements) -> (name: String, qualified: Bool)? {
        var target = first
        var qualified = false
        if tokens.file.token(first, is: "self"), let dot = tokens.next(first), tokens.kind(dot) == .period,
           let member = tokens.next(dot) {
            target = member
            qualified = true
        }
        guard tokens.kind(target) == .identifier, let eq = tokens.next(target), tokens.kind(eq) == .operator,
              tokens.file.token(eq, is: "=") else { return nil }
        return (tokens.unquotedText(target), qualified)
    }

    /// The names a `let`/`var` at `keyword` declares: its identifier, or the names inside a
    /// parenthesized pattern, up to `=`, `:`, `{`, `,`, `;` or `in`.
    static func collectDeclaredNames(after keyword: Int, tokens: TokenStatements, before close: Int,
                                             into names: inout Set<String>) {
        guard let target = tokens.next(keyword) else { return }
        if tokens.kind(target) == .identifier { names.insert(tokens.text(target)) }
        var j = target
        var steps = 0
        while j < close, steps < 64 {
            let kind = tokens.kind(j)
            if kind == .colon || kind == .leftBrace || kind == .comma || kind == .semicolon
                || (kind == .operator && tokens.file.token(j, is: "=")) || tokens.file.token(j, is: "in") { break }
            if kind == .leftParen, let p = tokens.partner(j) {
                for k in j..<p where tokens.kind(k) == .identifier { names.insert(tokens.text(k)) }
                j = p
            }
            guard let next = tokens.next(j) else { break }
            j = next
            steps += 1
        }
    }

    /// A parameter or local named `name`: then only `self.name` assigns the property.
    func isShadowed(_ name: String) -> Bool {
        initializer.parameterNames.contains(name) || locals.contains(name)
    }

    /// The statements between `open` and `close`, split once per block.
    func statements(after open: Int, before close: Int) -> [ClosedRange<Int>] {
        if let known = statementsByBlock[open] { return known }
        let split = tokens.statements(after: open, before: close)
        statementsByBlock[open] = split
        return split
    }

    /// The first token at or after `token` that assigns `name` (either form, shadowed or not:
    /// a superset, to find statements worth reading), or nil.
    func firstSite(of name: String, atOrAfter token: Int) -> Int? {
        let a = Self.first(in: sites[name], atOrAfter: token)
        let b = Self.first(in: sites["_" + name], atOrAfter: token)
        switch (a, b) {
        case let (a?, b?): return min(a, b)
        default: return a ?? b
        }
    }

    /// The first use of `self` before the body first assigns `name` (either form): a read of an
    /// instance member that is not an assignment's target (`titleView.tag = 0`, `update()`), or
    /// `self` or `super` other than as `self.x = ...`; nil when there is none, or no assignment.
    /// Once the property's default is gone its storage is uninitialized until that assignment,
    /// and Swift rejects any use of `self` before every stored property is initialized.
    func firstUseOfSelf(beforeAssigning name: String, memberNames: Set<String>) -> Int? {
        guard let assignment = firstSite(of: name, atOrAfter: initializer.bodyOpen) else { return nil }
        let file = tokens.file
        let targets = sites(in: initializer.bodyOpen...assignment)
        var nextTarget = targets.startIndex
        var i = initializer.bodyOpen
        while let n = tokens.next(i), n < assignment {
            i = n
            while nextTarget < targets.endIndex, targets[nextTarget].token < n { nextTarget += 1 }
            if nextTarget < targets.endIndex, targets[nextTarget].token == n {
                // An assignment's target: `x`, `_x`, or `self.x` read as a whole.
                if file.token(n, is: "self"), let dot = tokens.next(n), let member = tokens.next(dot) { i = member }
                continue
            }
            if file.token(n, is: "self") || file.token(n, is: "super") { return n }
            guard tokens.kind(n) == .identifier else { continue }
            if let p = tokens.previous(n), tokens.kind(p) == .period { continue }
            let text = tokens.unquotedText(n)
            if memberNames.contains(text), !isShadowed(text) { return n }
        }
        return nil
    }

    func firstControl(atOrAfter token: Int) -> Int? {
        let k = controlTokens.partitionPoint { $0 >= token }
        return k < controlTokens.count ? controlTokens[k] : nil
    }

    /// Whether the range holds an assignment of property `name` (`_name` always; `name` when
    /// qualified or not shadowed).
    func containsAssignment(of name: String, in range: ClosedRange<Int>) -> Bool {
        if let list = sites["_" + name], let k = Self.index(in: list, atOrAfter: range.lowerBound),
           list[k].token <= range.upperBound { return true }
        guard let list = sites[name], var k = Self.index(in: list, atOrAfter: range.lowerBound) else { return false }
        let shadowed = isShadowed(name)
        while k < list.count, list[k].token <= range.upperBound {
            if list[k].qualified || !shadowed { return true }
            k += 1
        }
        return false
    }

    /// The assignment sites inside `range`, in order.
    func sites(in range: ClosedRange<Int>) -> ArraySlice<(token: Int, name: String, qualified: Bool)> {
        let lo = sitesInOrder.partitionPoint { $0.token >= range.lowerBound }
        let end = sitesInOrder[lo...].partitionPoint { $0.token > range.upperBound }
        return sitesInOrder[lo..<end]
    }

    private static func index(in list: [(token: Int, qualified: Bool)], atOrAfter token: Int) -> Int? {
        let k = list.partitionPoint { $0.token >= token }
        return k < list.count ? k : nil
    }

    private static func first(in list: [(token: Int, qualified: Bool)]?, atOrAfter token: Int) -> Int? {
        guard let list, let k = index(in: list, atOrAfter: token) else { return nil }
        return list[k].token
    }
}
