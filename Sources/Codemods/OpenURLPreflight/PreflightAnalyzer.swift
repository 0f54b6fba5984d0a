import Rewriter

/// The outcome for one call site: a rewrite (edits, info finding) or a report.
enum Verdict {
    case rewrite(code: String, at: Int, edits: [Edit], message: String, covers: ClosedRange<Int>, safety: FixSafety)
    case report(code: String, at: Int, message: String, suggestion: String)
}

/// The `open` call found where a preflight expects it.
struct OpenCall {
    var call: CallSite
    var url: Argument
    /// Options argument text, `[:]` when absent.
    var options: String
    var hasOptions: Bool
    var completion: Completion
    /// With `--open-url-trailing move`: the statements after the open in the
    /// checked branch, which then run in the completion on success.
    var trailing: MovedSpan?

    enum Completion {
        case none
        /// A closure (trailing or `completionHandler:`): its `{`, capture list, parameter name (nil for `_`) and `in`.
        case closure(brace: Int, capture: ClosedRange<Int>?, parameter: String?, inKeyword: Int, argument: Argument?)
        case nilArgument(Argument)
        case reference
    }
}

/// Analyses one file: every `canOpenURL` and `openURL` call of the file.
struct PreflightAnalyzer {
    let reader: ScopeReader
    let project: ProjectContext
    let options: OpenURLOptions

    var file: SourceFile { reader.file }

    func findings() -> [Finding] {
        // Unbalanced brackets make statement boundaries guesswork: leave such a file alone.
        guard reader.tree.isBalanced else { return [] }
        var verdicts: [Verdict] = []
        var covered: [ClosedRange<Int>] = []
        var legacyCalls: [CallSite] = []
        for i in 0..<file.tokens.count where reader.kind(i) == .identifier {
            let isCheck = reader.isText(i, "canOpenURL")
            guard isCheck || reader.isText(i, "openURL") else { continue }
            if let p = reader.previous(i), reader.kind(p) == .keyword, reader.isText(p, "func") {
                if isCheck { verdicts.append(wrapperDeclaration(p)) }
                continue
            }
            guard let call = reader.callSite(name: i) else { continue }
            if isCheck {
                if let verdict = check(call) {
                    verdicts.append(verdict)
                    if case .rewrite(_, _, _, _, let range, _) = verdict { covered.append(range) }
                }
            } else {
                legacyCalls.append(call)
            }
        }
        for call in legacyCalls where !covered.contains(where: { $0.contains(call.name) }) {
            if let verdict = legacyOpen(call) { verdicts.append(verdict) }
        }
        return verdicts.map(finding)
    }

    func finding(_ verdict: Verdict) -> Finding {
        switch verdict {
        case .rewrite(let code, let at, let edits, let message, _, let safety):
            return Finding(rule: OpenURLPreflight.id, code: code, severity: .info, file: file, offset: reader.start(at),
                           message: message, fix: Fix(path: file.path, edits: edits, safety: safety))
        case .report(let code, let at, let message, let suggestion):
            return Finding(rule: OpenURLPreflight.id, code: code, severity: .warning, file: file, offset: reader.start(at),
                           message: message, suggestion: suggestion)
        }
    }

    // MARK: canOpenURL

    func check(_ call: CallSite) -> Verdict? {
        // `#selector(UIApplication.canOpenURL(_:))` and other signatures are not calls of the API.
        guard call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        let context = reader.context(of: call.name)
        guard reader.isApplication(call, in: context) else {
            let receiver = call.receiverStart.map { reader.file.text(tokens: $0, through: call.receiverEnd!) } ?? "self"
            return .report(code: "URL-W1", at: call.start,
                           message: "canOpenURL on `\(receiver)` is left alone: only UIApplication.shared, a UIApplication parameter or a local bound to UIApplication.shared is rewritten",
                           suggestion: "if it wraps UIApplication.canOpenURL, attempt UIApplication.open there and report failure through its completion")
        }
        var first = call.start
        var negated = false
        if let p = reader.previous(first), reader.isOperator(p, "!"), reader.end(p) == reader.start(first) {
            negated = true
            first = p
        }
        switch reader.position(of: first, through: call.last) {
        case .condition(let keyword):
            if reader.isKeyword(keyword, "while") { return stateReport(call, "used as a while condition") }
            guard let conditional = reader.conditional(at: keyword) else { return stateReport(call, "used as a value") }
            return preflight(call, first: first, negated: negated, in: conditional, context: context)
        case .stored: return stateReport(call, "stored")
        case .returned: return stateReport(call, "returned")
        case .argument: return stateReport(call, "passed as an argument")
        case .ternary: return stateReport(call, "used in a ternary")
        case .switchSubject: return stateReport(call, "used as a switch subject")
        case .statement: return stateReport(call, "used as a value")
        }
    }

    /// A type's own `func canOpenURL(_:)` (a wrapper, protocol requirement or test
    /// double): the migration point for every call that goes through it.
    func wrapperDeclaration(_ keyword: Int) -> Verdict {
        .report(code: "URL-W1", at: keyword,
                message: "declares its own canOpenURL(_:); calls through it are not rewritten",
                suggestion: "if it forwards to UIApplication.canOpenURL (deprecated in iOS 27), replace the probe with an attempted open that reports failure")
    }

    func stateReport(_ call: CallSite, _ how: String) -> Verdict {
        .report(code: "URL-W7", at: call.start,
                message: "canOpenURL result is \(how): installed-app state, which iOS 27 deprecates and limits to 25 query schemes",
                suggestion: "use a universal link or drop the gate and attempt the open, handling failure in its completion")
    }

    func report(_ code: String, _ at: Int, _ message: String, _ suggestion: String) -> Verdict {
        .report(code: code, at: at, message: message, suggestion: suggestion)
    }

    /// `canOpenURL` as (part of) an `if` or `guard` condition.
    func preflight(_ call: CallSite, first: Int, negated: Bool, in conditional: Conditional,
                   context: ScopeReader.Context) -> Verdict? {
        let r = reader
        let keyword = conditional.keyword
        guard let clauseIndex = conditional.clauses.firstIndex(where: { $0.contains(first) }) else { return nil }
        let clause = conditional.clauses[clauseIndex]
        let isElseIf = r.previous(keyword).map { r.isKeyword($0, "else") } ?? false
        if !r.startsStatement(keyword) {
            return stateReport(call, "used in an if expression")
        }
        let simple = clause.lowerBound == first && clause.upperBound == call.last
        var removal: ClauseRemoval?
        var shape = "B"
        if !simple {
            guard !negated, !conditional.isGuard, let parts = r.conjuncts(clause),
                  let part = parts.firstIndex(where: { $0.lowerBound == first && $0.upperBound == call.last }),
                  parts.count > 1 else {
                return report("URL-W4", call.start,
                              "canOpenURL in a compound condition (`||`, negation or comparison) is left alone",
                              "split the condition so the check is an `if` of its own, or drop the check and attempt the open")
            }
            removal = r.removal(of: part, in: parts)
            shape = "F"
        } else if conditional.clauses.count > 1 {
            guard !negated else {
                return report("URL-W4", call.start, "canOpenURL in a condition list with a negation or guard is left alone",
                              "make the check an `if` of its own, or drop it and attempt the open")
            }
            removal = r.removal(of: clauseIndex, in: conditional.clauses)
            shape = "E"
        }
        if isElseIf && removal == nil {
            // Replacing the whole `if` would leave `else R.open(...)`; dropping a clause is fine.
            return report("URL-W4", call.start, "canOpenURL as the whole condition of an else-if is left alone",
                          "make the check a statement of its own (or drop it and attempt the open), then re-run")
        }
        if conditional.isGuard {
            guard !negated else { return stateReport(call, "negated in a guard") }
            return earlyExit(call, conditional: conditional, failureBlock: conditional.body, context: context,
                             code: removal == nil ? "URL-C" : "URL-E", removal: removal)
        }
        if negated {
            guard conditional.elseKeyword == nil else {
                return report("URL-W4", call.start, "negated canOpenURL with an else branch is left alone",
                              "swap the branches so the open comes first, then re-run")
            }
            return earlyExit(call, conditional: conditional, failureBlock: conditional.body, context: context, code: "URL-D")
        }
        let open: OpenCall
        switch bodyOpen(conditional, matching: call) {
        case .failure(let verdict): return verdict
        case .success(let found): open = found
        }
        if let removal {
            return listRewrite(call, conditional: conditional, open: open, removal: removal, shape: shape, context: context)
        }
        return wholeRewrite(call, conditional: conditional, open: open, context: context)
    }

    enum Lookup<T> {
        case success(T)
        case failure(Verdict)
    }

    /// The one `open` the if-body consists of, opening the checked URL.
    func bodyOpen(_ conditional: Conditional, matching check: CallSite) -> Lookup<OpenCall> {
        let r = reader
        var topLevel: [CallSite] = []
        var nested = false
        var i = conditional.body + 1
        var nestedEnd = -1
        while i < conditional.bodyEnd {
            if r.kind(i) == .identifier || r.kind(i) == .keyword, r.isText(i, "open") || r.isText(i, "openURL"),
               let call = r.callSite(name: i), call.receiverStart != nil,
               r.isApplication(call, in: r.context(of: i)) {
                if i <= nestedEnd || r.enclosing[i] != Int32(conditional.body) || r.isNestedInBrackets(i, within: conditional.body) {
                    nested = true
                } else {
                    topLevel.append(call)
                }
            }
            if r.kind(i) == .leftBrace, i > nestedEnd, let close = r.partner(i) { nestedEnd = close }
            i += 1
        }
        guard let call = topLevel.first else {
            if nested {
                return .failure(report("URL-W6", check.start,
                                       "the open in this canOpenURL branch is nested in other code, which would run before the app switch",
                                       "make the open the only statement of the branch, then re-run"))
            }
            return .failure(stateReport(check, "gating code other than an open"))
        }
        guard var open = openCall(call) else {
            return .failure(report("URL-W2", check.start, "the open in this canOpenURL branch has an unusual argument list",
                                   "open the checked URL with open(_:options:completionHandler:), then re-run"))
        }
        let checked = check.arguments[0]
        guard r.isSimpleURL(checked),
              r.signature(checked.first, checked.last) == r.signature(open.url.first, open.url.last) else {
            return .failure(report("URL-W2", check.start,
                                   "canOpenURL checks a different or computed URL than the one opened",
                                   "bind the URL to a constant, check and open that constant, then re-run"))
        }
        let firstToken = r.next(conditional.body)
        let lastToken = r.lastStatementToken(before: conditional.bodyEnd)
        guard topLevel.count == 1, firstToken == call.start, let lastToken else { return .failure(trailingReport(check)) }
        if lastToken != call.last {
            // Statements after the open keep their order when they move into `if succeeded { }`.
            var movable = false
            switch open.completion {
            case .none, .nilArgument: movable = options.moveTrailing
            default: break
            }
            guard movable, var first = r.next(call.last) else { return .failure(trailingReport(check)) }
            if r.kind(first) == .semicolon, let n = r.next(first) { first = n }
            guard r.startsLine(first), let content = r.content(between: call.last, and: conditional.bodyEnd) else {
                return .failure(trailingReport(check))
            }
            var start = content.first
            while start < first, !r.kind(start).isComment { start += 1 }
            open.trailing = MovedSpan(first: min(start, first), last: content.last, fromBase: r.indentation(of: first))
        }
        if case .reference = open.completion {
            return .failure(report("URL-W3", check.start,
                                   "the open's completion handler is a function reference; the fallback cannot be merged into it",
                                   "call the fallback from that function when its Bool argument is false, then drop the check"))
        }
        return .success(open)
    }

    /// Reads an `open(_:options:completionHandler:)` or `openURL(_:)` call.
    func openCall(_ call: CallSite) -> OpenCall? {
        let r = reader
        guard let url = call.arguments.first, url.label == nil else { return nil }
        var options = "[:]"
        var hasOptions = false
        var completion = OpenCall.Completion.none
        for argument in call.arguments.dropFirst() {
            switch argument.label {
            case "options":
                options = r.file.text(tokens: argument.first, through: argument.last)
                hasOptions = true
            case "completionHandler":
                if r.kind(argument.first) == .leftBrace, r.partner(argument.first) == argument.last {
                    guard let closure = closureHeader(argument.first, argument: argument) else { completion = .reference; break }
                    completion = closure
                } else if r.isKeyword(argument.first, "nil"), argument.first == argument.last {
                    completion = .nilArgument(argument)
                } else {
                    completion = .reference
                }
            default:
                return nil
            }
        }
        if r.isText(call.name, "openURL"), call.arguments.count != 1 { return nil }
        if let brace = call.trailingClosure {
            guard case .none = completion, let closure = closureHeader(brace, argument: nil) else { return nil }
            completion = closure
        }
        return OpenCall(call: call, url: url, options: options, hasOptions: hasOptions, completion: completion)
    }

    /// `{ [capture] name in` / `{ _ in` / `{ (name: Bool) in`; nil without `in`.
    func closureHeader(_ brace: Int, argument: Argument?) -> OpenCall.Completion? {
        let r = reader
        guard var i = r.next(brace) else { return nil }
        var capture: ClosedRange<Int>?
        if r.kind(i) == .leftBracket, let close = r.partner(i), let after = r.next(close) {
            capture = i...close
            i = after
        }
        var names: [String] = []
        var steps = 0
        while !r.isKeyword(i, "in") {
            if r.kind(i) == .identifier { names.append(r.text(i)) }
            if r.kind(i) == .leftBrace || r.kind(i) == .rightBrace || steps > 8 { return nil }
            if r.kind(i) == .colon { break }
            guard let n = r.next(i) else { return nil }
            i = n
            steps += 1
        }
        while !r.isKeyword(i, "in") {
            guard let n = r.next(i), r.kind(n) != .leftBrace, r.kind(n) != .rightBrace, steps < 16 else { return nil }
            i = n
            steps += 1
        }
        let parameter = names.first.flatMap { $0 == "_" ? nil : $0 }
        return .closure(brace: brace, capture: capture, parameter: parameter, inKeyword: i, argument: argument)
    }
}

extension ScopeReader {
    /// Whether `token` sits inside parentheses or brackets opened after `brace`.
    func isNestedInBrackets(_ token: Int, within brace: Int) -> Bool {
        var i = brace + 1
        while i < token {
            if (kind(i) == .leftParen || kind(i) == .leftBracket), let close = partner(i) {
                if close > token { return true }
                i = close
            }
            i += 1
        }
        return false
    }
}
