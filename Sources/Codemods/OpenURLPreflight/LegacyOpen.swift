import Rewriter

/// `openURL(_:)`, deprecated since iOS 10, opens nothing on iOS 27.
extension PreflightAnalyzer {
    func legacyOpen(_ call: CallSite) -> Verdict? {
        let r = reader
        guard call.arguments.count == 1, call.arguments[0].label == nil, call.trailingClosure == nil else { return nil }
        let context = r.context(of: call.name)
        guard r.isApplication(call, in: context) else { return nil }
        var first = call.start
        var negated = false
        if let p = r.previous(first), r.isOperator(p, "!"), r.end(p) == r.start(first) {
            negated = true
            first = p
        }
        let rename = Edit(range: r.start(call.name)..<r.end(call.name), replacement: "open")
        let message = "openURL(_:) opens nothing on iOS 27; open(_:options:completionHandler:) replaces it"
        switch r.position(of: first, through: call.last) {
        case .statement where !negated && endsStatement(call.last):
            return .rewrite(code: "URL-H", at: call.start, edits: [rename], message: message, covers: call.start...call.last, safety: .safe)
        case .stored where !negated && endsStatement(call.last):
            // `_ = app.openURL(u)`: `open` returns nothing, so the discard goes too.
            if let eq = r.previous(call.start), r.isOperator(eq, "="), let blank = r.previous(eq), r.isText(blank, "_"),
               r.kind(blank) == .identifier, r.previous(blank).map({ r.statementBreak(between: $0, and: blank)
                   || r.kind($0) == .leftBrace || r.kind($0) == .semicolon || r.kind($0) == .rightBrace }) ?? true {
                return .rewrite(code: "URL-H", at: blank,
                                edits: [Edit(range: r.start(blank)..<r.start(call.start), replacement: ""), rename],
                                message: message, covers: blank...call.last, safety: .safe)
            }
        case .condition(let keyword) where r.isKeyword(keyword, "if"):
            if let verdict = openURLCondition(call, first: first, negated: negated, keyword: keyword, context: context) {
                return verdict
            }
        default:
            break
        }
        return .report(code: "URL-W10", at: call.start,
                       message: "openURL(_:) result is used, but it always returns false on iOS 27 and opens nothing",
                       suggestion: "call open(_:options:completionHandler:) and use the Bool its completion receives")
    }

    func endsStatement(_ last: Int) -> Bool {
        guard let n = reader.next(last) else { return true }
        return reader.kind(n) == .rightBrace || reader.kind(n) == .semicolon || reader.statementBreak(between: last, and: n)
    }

    /// I: `if R.openURL(U) { T } else { E }` -> `R.open(U, options: [:]) { S in if S { T } else { E } }`.
    func openURLCondition(_ call: CallSite, first: Int, negated: Bool, keyword: Int,
                          context: ScopeReader.Context) -> Verdict? {
        let r = reader
        guard let conditional = r.conditional(at: keyword), conditional.clauses.count == 1,
              conditional.clauses[0] == first...call.last,
              !(r.previous(keyword).map { r.isKeyword($0, "else") } ?? false), r.startsStatement(keyword),
              let open = openCall(call) else { return nil }
        let indent = r.indentation(of: keyword)
        let success = r.span(between: conditional.body, and: conditional.bodyEnd)
        var failure: MovedSpan?
        var failureIsChain = false
        if let elseBody = conditional.elseBody, let close = r.partner(elseBody) {
            failure = r.span(between: elseBody, and: close)
        } else if let chain = conditional.elseIf {
            failure = MovedSpan(first: chain, last: conditional.end, fromBase: indent)
            failureIsChain = true
        }
        let facts = facts(for: context)
        let spans = [success, failure].compactMap { $0 }.map { $0.first...$0.last }
        let moved = r.movedCode(spans, context: context, facts: facts)
        let statement = keyword...conditional.end
        if let reason = closureBlocker(moved, context, facts, existingCapture: nil) {
            guard canAwait(context, facts) else { return blockedReport(call, reason) }
            // `if await app.open(u, options: [:]) { ... }` keeps every branch as written.
            let head = openHead(open)
            return .rewrite(code: "URL-G", at: keyword,
                            edits: [Edit(range: r.start(first)..<r.end(call.last),
                                         replacement: negated ? "!(await \(head))" : "await \(head)")],
                            message: "openURL(_:) opens nothing on iOS 27; the awaited open(_:options:) reports success",
                            covers: statement, safety: OpenURLSafety.awaitedOpenURLBranches)
        }
        guard let success else {
            return nil
        }
        var plan = CompletionPlan(head: openHead(open), capture: nil, parameter: parameterName(moved, swiftUI: false))
        if facts.isClass, !moved.implicitMembers.isEmpty { plan.capture = "[self]" }
        plan.success = success
        plan.successNegated = negated
        plan.failure = failure
        plan.failureIsChain = failureIsChain
        var kept = spans
        var elseComments = ""
        if let elseKeyword = conditional.elseKeyword {
            let region = conditional.bodyEnd...(failure.map { $0.first - 1 } ?? elseKeyword)
            elseComments = r.comments(in: [region]).trailingText
            kept.append(region)
        }
        let carried = r.comments(in: r.gaps(statement.lowerBound, statement.upperBound, keeping: kept))
        let text = r.leadingComments(carried, indent: indent)
            + render(plan, indent: indent, trailing: carried.trailingText, elseComments: elseComments)
        return .rewrite(code: "URL-I", at: keyword,
                        edits: [Edit(range: r.start(statement.lowerBound)..<r.end(statement.upperBound), replacement: text)],
                        message: "openURL(_:) opens nothing on iOS 27; open(_:options:completionHandler:) reports success to its completion",
                        covers: statement, safety: OpenURLSafety.openURLBranchesInCompletion)
    }
}
