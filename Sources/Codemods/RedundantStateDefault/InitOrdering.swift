import Rewriter

/// The TN3211 ordering rule: with the @State macro, assigning a state property
/// reads `self`, so every other stored property without a default must be
/// initialized first. When the late initializations are plain
/// `self.p = <expr>` statements (or unshadowed `p = <expr>`) whose expression uses only parameters,
/// literals, globals or statics, they move up (in order, with their leading
/// comments) to just before the first state assignment.
struct InitOrdering {
    let tokens: TokenStatements
    /// @State property names of the type.
    let stateNames: Set<String>
    /// Stored non-@State properties without a default.
    let plainNames: Set<String>
    /// Instance member names of the type (its body and extensions).
    let memberNames: Set<String>
    /// Top-level names declared in the project (functions, variables, types).
    let globalNames: TopLevelNames
    var file: SourceFile { tokens.file }

    static let freeFunctions: Set<String> = ["max", "min", "abs", "zip", "stride", "type"]

    enum Outcome {
        case inOrder
        /// `reorderedCalls`: a function a moved statement calls and one a statement it moves above
        /// calls, which now run in the other order; nil when no such pair exists.
        case reorder(stateStatement: Int, names: [String], edits: [Edit], reorderedCalls: (moved: String, overtaken: String)?)
        case cannotReorder(stateStatement: Int, names: [String], reason: String)
    }

    func check(_ index: InitBodyIndex) -> Outcome {
        let initializer = index.initializer
        let statements = index.statements(after: initializer.bodyOpen, before: initializer.bodyClose)
        /// The names of `names` that the statement assigns, read from the body's assignment sites.
        func assigned(in statement: ClosedRange<Int>, among names: Set<String>) -> [String] {
            var out: [String] = []
            for site in index.sites(in: statement) {
                if names.contains(site.name), site.qualified || !index.isShadowed(site.name) { out.append(site.name) }
                if site.name.hasPrefix("_") {
                    let bare = String(site.name.dropFirst())
                    if names.contains(bare) { out.append(bare) }
                }
            }
            return out
        }
        var firstState: Int?
        var lastPlain: Int?
        for (k, statement) in statements.enumerated() {
            if firstState == nil, !assigned(in: statement, among: stateNames).isEmpty { firstState = k }
            if !assigned(in: statement, among: plainNames).isEmpty { lastPlain = k }
        }
        guard let first = firstState, let last = lastPlain, first < last else { return .inOrder }
        let stateToken = statements[first].lowerBound
        var movers: [ClosedRange<Int>] = []
        var moverIndices: [Int] = []
        var names: [String] = []
        // Locals declared by the statements a mover would move above: its value must not read them
        // (`let url = ...` between the state assignment and `self.url = url` shadows the parameter).
        var overtakenLocals: Set<String> = []
        for k in (first + 1)...last {
            let statement = statements[k]
            declaredNames(in: statements[k - 1], into: &overtakenLocals)
            if file.token(statement.lowerBound, is: "#if") || file.token(statement.lowerBound, is: "#else")
                || file.token(statement.lowerBound, is: "#elseif") || file.token(statement.lowerBound, is: "#endif") {
                return .cannotReorder(stateStatement: stateToken, names: names, reason: "the statements are inside #if blocks")
            }
            let assignedPlain = Array(Set(assigned(in: statement, among: plainNames))).sorted()
            guard let name = assignedPlain.first else { continue }
            names += assignedPlain
            if !assigned(in: statement, among: stateNames).isEmpty {
                return .cannotReorder(stateStatement: stateToken, names: names,
                                      reason: "the same statement also assigns state")
            }
            guard let target = plainTarget(statement, initializer: initializer, locals: index.locals) else {
                return .cannotReorder(stateStatement: stateToken, names: names,
                                      reason: "the initialization of '\(name)' is not a plain 'self.\(name) = ...' statement at the top level of the init")
            }
            if let problem = unsafeExpression(statement, initializer: initializer, overtakenLocals: overtakenLocals) {
                return .cannotReorder(stateStatement: stateToken, names: names,
                                      reason: "the value of '\(target)' uses \(problem)")
            }
            guard ownsItsLines(statement) else {
                return .cannotReorder(stateStatement: stateToken, names: names,
                                      reason: "the initialization of '\(target)' shares a line with other code")
            }
            movers.append(statement)
            moverIndices.append(k)
        }
        guard ownsItsLines(statements[first]) else {
            return .cannotReorder(stateStatement: stateToken, names: names, reason: "the state assignment shares a line with other code")
        }
        var moved = ""
        var edits: [Edit] = []
        for statement in movers {
            let range = blockStart(of: statement.lowerBound)..<lineEnd(after: statement.upperBound)
            moved += file.text(range)
            edits.append(.delete(withBlankLineAbove(range)))
        }
        edits.append(.insert(moved, at: blockStart(of: statements[first].lowerBound)))
        return .reorder(stateStatement: stateToken, names: names, edits: edits.sorted(),
                        reorderedCalls: reorderedCalls(statements, first: first, moved: moverIndices))
    }

    /// A function call in a moved statement and one in a statement it moves above: they now run
    /// in the other order, which matters if they have effects. Type initializers (capitalized
    /// callees) are taken to build values only, and `max`, `min`, ... are pure.
    private func reorderedCalls(_ statements: [ClosedRange<Int>], first: Int, moved: [Int]) -> (moved: String, overtaken: String)? {
        guard let lastMoved = moved.last else { return nil }
        let movedSet = Set(moved)
        guard let overtaken = (first..<lastMoved).lazy.filter({ !movedSet.contains($0) })
            .compactMap({ firstEffectfulCall(in: statements[$0]) }).first,
              let call = moved.lazy.compactMap({ firstEffectfulCall(in: statements[$0]) }).first else { return nil }
        return (call, overtaken)
    }

    /// `name(...)` for the first call in the statement of a function or method (not a type's initializer).
    private func firstEffectfulCall(in statement: ClosedRange<Int>) -> String? {
        for i in statement where tokens.kind(i) == .identifier {
            guard let open = tokens.next(i), open <= statement.upperBound, tokens.kind(open) == .leftParen else { continue }
            let name = tokens.text(i)
            if let firstByte = name.utf8.first, firstByte >= UInt8(ascii: "A"), firstByte <= UInt8(ascii: "Z") { continue }
            if Self.freeFunctions.contains(name) { continue }
            return name + "(...)"
        }
        return nil
    }

    /// `self.p = ...` or `self._p = ...` for a plain property: its name. The
    /// unqualified `p = ...` / `_p = ...` is the same statement when no
    /// parameter or local shadows the name, so it may move too.
    private func plainTarget(_ statement: ClosedRange<Int>, initializer: ScannedInit, locals: Set<String>) -> String? {
        var member = statement.lowerBound
        let qualified = file.token(member, is: "self")
        if qualified {
            guard let dot = tokens.next(member), tokens.kind(dot) == .period, let m = tokens.next(dot) else { return nil }
            member = m
        }
        guard tokens.kind(member) == .identifier, let eq = tokens.next(member), tokens.kind(eq) == .operator,
              file.token(eq, is: "=") else { return nil }
        let written = tokens.text(member)
        var name = written
        if name.hasPrefix("_") && !plainNames.contains(name) { name.removeFirst() }
        guard plainNames.contains(name) else { return nil }
        if !qualified {
            if initializer.parameterNames.contains(written) || locals.contains(written) { return nil }
        }
        return name
    }

    /// Why the right-hand side might read instance state or have effects, or nil when it cannot.
    /// The names `let` and `var` declare in `statement` (in nested blocks too: a name found there
    /// only makes the check stricter).
    private func declaredNames(in statement: ClosedRange<Int>, into names: inout Set<String>) {
        for i in statement where tokens.kind(i) == .keyword && (file.token(i, is: "let") || file.token(i, is: "var")) {
            InitBodyIndex.collectDeclaredNames(after: i, tokens: tokens, before: statement.upperBound + 1, into: &names)
        }
    }

    private func unsafeExpression(_ statement: ClosedRange<Int>, initializer: ScannedInit, overtakenLocals: Set<String>) -> String? {
        guard let eq = tokens.firstAtTopLevel(in: statement, where: { tokens.kind($0) == .operator && file.token($0, is: "=") }),
              let rhs = tokens.next(eq), rhs <= statement.upperBound else { return "nothing" }
        for i in rhs...statement.upperBound where !tokens.kind(i).isTrivia {
            let text = tokens.text(i)
            switch tokens.kind(i) {
            case .keyword:
                if ["true", "false", "nil", "as", "is", "Self"].contains(text) { continue }
                return "'\(text)'"
            case .leftBrace:
                return "a closure"
            case .dollarIdentifier:
                if text.dropFirst().allSatisfy({ $0.isNumber }) { continue }
                return "'\(text)'"
            case .stringLiteral:
                if text.contains("\\(") || text.contains("\\#(") { return "string interpolation" }
            case .identifier:
                if let p = tokens.previous(i), tokens.kind(p) == .period { continue }
                if let p = tokens.previous(i), tokens.kind(p) == .leftParen || tokens.kind(p) == .comma,
                   let n = tokens.next(i), tokens.kind(n) == .colon { continue }
                if let firstByte = text.utf8.first, firstByte >= UInt8(ascii: "A"), firstByte <= UInt8(ascii: "Z") { continue }
                if overtakenLocals.contains(text) { return "'\(text)', a local declared in a statement it would move above" }
                if initializer.parameterNames.contains(text) { continue }
                if !memberNames.contains(text) && (globalNames.contains(text) || Self.freeFunctions.contains(text)) { continue }
                if memberNames.contains(text) { return "'\(text)', an instance member" }
                return "'\(text)', which may be an instance member or a local"
            default:
                continue
            }
        }
        return nil
    }

    /// Whether only trivia shares the statement's lines.
    private func ownsItsLines(_ statement: ClosedRange<Int>) -> Bool {
        var i = statement.lowerBound - 1
        while i >= 0 && tokens.kind(i) != .newline {
            if tokens.kind(i) != .whitespace { return false }
            i -= 1
        }
        var j = statement.upperBound + 1
        while j < file.tokens.count && tokens.kind(j) != .newline {
            if !tokens.kind(j).isTrivia { return false }
            j += 1
        }
        return j < file.tokens.count
    }

    /// The start of the statement's line, extended up over comment-only lines directly above it.
    /// A moved statement that was the last of its block and set off by a blank line: the blank
    /// line goes with it, so none is left hanging above the `}`. Likewise one between two blank
    /// lines: the one above goes, so they do not end up adjacent.
    private func withBlankLineAbove(_ range: Range<Int>) -> Range<Int> {
        let bytes = file.bytes
        var after = range.upperBound
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        guard after < bytes.count,
              bytes[after] == UInt8(ascii: "}") || bytes[after] == 0x0A || bytes[after] == 0x0D else { return range }
        // The line break ending the line above, then that line's blanks.
        var start = range.lowerBound - 1
        guard start >= 0, bytes[start] == 0x0A else { return range }
        if start > 0, bytes[start - 1] == 0x0D { start -= 1 }
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start > 0, bytes[start - 1] == 0x0A else { return range }
        return start..<range.upperBound
    }

    private func blockStart(of token: Int) -> Int {
        var lineStart = token
        while lineStart > 0 && tokens.kind(lineStart - 1) != .newline { lineStart -= 1 }
        while true {
            // lineStart - 1 is the newline ending the line above.
            var i = lineStart - 2
            var sawComment = false
            while i >= 0 && tokens.kind(i) != .newline {
                if tokens.kind(i).isComment { sawComment = true } else if tokens.kind(i) != .whitespace { return file.tokens.start(lineStart) }
                i -= 1
            }
            guard sawComment, lineStart >= 1 else { return file.tokens.start(lineStart) }
            lineStart = i + 1
        }
    }

    /// The offset just past the line break that ends the statement's last line.
    private func lineEnd(after token: Int) -> Int {
        var j = token + 1
        while j < file.tokens.count && tokens.kind(j) != .newline { j += 1 }
        return j < file.tokens.count ? file.tokens.end(j) : file.bytes.count
    }
}
