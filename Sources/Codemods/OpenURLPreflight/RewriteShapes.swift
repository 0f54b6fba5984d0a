import Rewriter

/// How the failure (and, for `if openURL`, success) code is attached to the open.
struct CompletionPlan {
    var head: String                 // `R.open(U, options: O)` or `openURL(U)`
    var capture: String?             // `[self]`, or the existing capture list
    var parameter: String
    var existing: MovedSpan?         // the existing completion's statements
    var success: MovedSpan?          // `if openURL` then-branch
    var successNegated = false
    var failure: MovedSpan?
    var failureIsChain = false       // the failure is an `if ... else ...` chain
}

extension PreflightAnalyzer {
    var messageForRewrite: String {
        "canOpenURL preflight is deprecated in iOS 27; the open is attempted and failure handled in its completion"
    }

    // MARK: Decisions shared by the shapes

    func facts(for context: ScopeReader.Context) -> TypeFacts {
        TypeFacts.gather(for: context.type, reader: reader, project: project)
    }

    /// An `async` function isolated to the main actor, not inside a closure: `await` works there.
    func canAwait(_ context: ScopeReader.Context, _ facts: TypeFacts) -> Bool {
        guard let function = context.function, function.isAsync, !context.closureInside else { return false }
        return function.attributes.contains("@MainActor") || facts.isMainActorUI
    }

    /// Why `moved` cannot go into the escaping completion, or nil when it can.
    func closureBlocker(_ moved: MovedCode, _ context: ScopeReader.Context, _ facts: TypeFacts,
                        existingCapture: ClosedRange<Int>?) -> String? {
        if !moved.blockers.isEmpty { return moved.blockers.joined(separator: ", ") }
        if moved.usesSelf, context.type != nil, !facts.isMainActorUI, !(context.function?.attributes.contains("@MainActor") ?? false) {
            return "uses self in a type that is not main-actor isolated (the completion is @MainActor @Sendable)"
        }
        if let capture = existingCapture, moved.usesSelf {
            let words = reader.signature(capture.lowerBound, capture.upperBound)
            if words.contains("weak") || words.contains("unowned") || (!words.contains("self") && facts.isClass) {
                return "uses self while the existing completion captures `\(words.joined(separator: " "))`"
            }
        }
        return nil
    }

    /// Why the moved code cannot join the open's completion, or nil: `closureBlocker`, and, when
    /// failure code joins a completion the code already has, a function both call (`completion?(false)`
    /// beside `completion?(success)`): it would be called twice when the open fails.
    func completionBlocker(_ moved: MovedCode, _ context: ScopeReader.Context, _ facts: TypeFacts, open: OpenCall,
                           failure: MovedSpan?) -> String? {
        guard case .closure(let brace, let capture, _, _, _) = open.completion else {
            return closureBlocker(moved, context, facts, existingCapture: nil)
        }
        if let failure, let close = reader.partner(brace),
           let twice = calledNames(failure.first...failure.last).intersection(calledNames(brace...close)).sorted().first {
            return "calls `\(twice)`, which the open's completion already calls: it would be called twice when the open fails"
        }
        return closureBlocker(moved, context, facts, existingCapture: capture)
    }

    /// Names called in a range: `name(`, `name?(`, `x.name(`.
    private func calledNames(_ range: ClosedRange<Int>) -> Set<String> {
        var names: Set<String> = []
        for t in range where reader.kind(t) == .identifier {
            guard var next = reader.next(t) else { continue }
            if reader.kind(next) == .operator, reader.file.token(next, is: "?"), let after = reader.next(next) { next = after }
            if reader.kind(next) == .leftParen { names.insert(reader.file.text(of: t)) }
        }
        return names
    }

    func blockedReport(_ call: CallSite, _ reason: String) -> Verdict {
        report("URL-W5", call.start,
               "code that would move into the open's completion \(reason)",
               "rewrite that code so it can run later in a closure (or make the function async and @MainActor), then re-run")
    }

    /// The completion parameter name: `succeeded` unless the moved code already uses it.
    func parameterName(_ moved: MovedCode, swiftUI: Bool) -> String {
        let preferred = swiftUI ? "accepted" : "succeeded"
        return moved.identifiers.contains(preferred) ? "didOpen" : preferred
    }

    /// `R.open(U, options: O)` from the original receiver and arguments.
    func openHead(_ open: OpenCall) -> String {
        let r = reader
        let receiver = r.file.text(tokens: open.call.receiverStart!, through: open.call.receiverEnd!)
        let url = r.file.text(tokens: open.url.first, through: open.url.last)
        return "\(receiver).open(\(url), options: \(open.options))"
    }

    /// The whole `open` statement as written (with `openURL` renamed), as a span.
    func openSpan(_ open: OpenCall) -> MovedSpan {
        var span = MovedSpan(first: open.call.start, last: open.call.last, fromBase: reader.indentation(of: open.call.start))
        if reader.isText(open.call.name, "openURL") { span.substitutions[open.call.name] = "open" }
        return span
    }

    /// Whether `--swiftui-openurl` applies: an instance member of a View struct,
    /// default options, no completion yet, and `openURL` free or already the environment action.
    func swiftUIInsertion(_ open: OpenCall, _ context: ScopeReader.Context, _ facts: TypeFacts) -> [Edit]? {
        guard options.swiftUI, let type = context.type, type.keyword == "struct", facts.isViewStruct,
              let function = context.function, !function.isStatic, function.keyword != "init",
              !open.hasOptions || open.options == "[:]", !facts.openURLTaken else { return nil }
        switch open.completion {
        case .none, .nilArgument: break
        default: return nil
        }
        if facts.hasOpenURLEnvironment { return [] }
        guard let first = reader.next(type.body), reader.startsLine(first) else { return nil }
        let lineStart = reader.file.offset(ofLine: reader.file.line(of: reader.start(first)))
        let line = reader.indentation(of: first) + "@Environment(\\.openURL) private var openURL" + reader.newline
        return [Edit.insert(line, at: lineStart)]
    }

    // MARK: Rendering the completion form

    /// `HEAD { [capture] S in ... if !S { failure } }` at `indent` (the first line's indentation is the caller's).
    func render(_ plan: CompletionPlan, indent: String, trailing: String, elseComments: String) -> String {
        let r = reader
        let nl = r.newline, u = r.unit
        let inner = indent + u, deeper = indent + u + u
        var s = plan.head + " {" + (plan.capture.map { " " + $0 } ?? "") + " " + plan.parameter + " in" + trailing + nl
        if let existing = plan.existing {
            s += inner + r.render(existing, at: inner) + nl
        }
        if let success = plan.success {
            s += inner + "if " + (plan.successNegated ? "!" : "") + plan.parameter + " {" + nl
            s += deeper + r.render(success, at: deeper) + nl
            if let failure = plan.failure {
                if plan.failureIsChain {
                    s += inner + "} else " + r.render(failure, at: inner) + nl
                } else {
                    s += inner + "} else {" + elseComments + nl + deeper + r.render(failure, at: deeper) + nl + inner + "}" + nl
                }
            } else {
                s += inner + "}" + nl
            }
        } else if let failure = plan.failure {
            s += inner + "if !" + plan.parameter + " {" + elseComments + nl
            s += deeper + r.render(failure, at: deeper) + nl
            s += inner + "}" + nl
        }
        return s + indent + "}"
    }

    /// `if !(await HEAD) { failure }`.
    func renderAwait(head: String, failure: MovedSpan, indent: String, trailing: String) -> String {
        let nl = reader.newline
        return "if !(await " + head + ") {" + trailing + nl + indent + reader.unit
            + reader.render(failure, at: indent + reader.unit) + nl + indent + "}"
    }

    /// The plan for an existing completion: its capture list, parameter and statements.
    func plan(head: String, open: OpenCall, moved: MovedCode, facts: TypeFacts, swiftUI: Bool) -> CompletionPlan {
        var plan = CompletionPlan(head: head, capture: nil, parameter: parameterName(moved, swiftUI: swiftUI))
        if case .closure(let brace, let capture, let parameter, let inKeyword, _) = open.completion {
            if let parameter { plan.parameter = parameter }
            if let capture { plan.capture = reader.file.text(tokens: capture.lowerBound, through: capture.upperBound) }
            plan.existing = reader.span(between: inKeyword, and: reader.partner(brace)!)
            if plan.existing != nil, reader.file.line(of: reader.start(inKeyword)) == reader.file.line(of: reader.start(plan.existing!.first)) {
                plan.existing!.fromBase = reader.indentation(of: open.call.start) + reader.unit
            }
        }
        if plan.capture == nil, facts.isClass, !moved.implicitMembers.isEmpty { plan.capture = "[self]" }
        return plan
    }

    // MARK: A / B / G: `if R.canOpenURL(U) { R.open(U) } [else { E }]`

    func wholeRewrite(_ check: CallSite, conditional: Conditional, open: OpenCall, context: ScopeReader.Context) -> Verdict {
        let r = reader
        let indent = r.indentation(of: conditional.keyword)
        let statement = conditional.keyword...conditional.end
        let facts = facts(for: context)
        let swiftUIEdits = swiftUIInsertion(open, context, facts)
        var failure: MovedSpan?
        var failureIsChain = false
        if let elseBody = conditional.elseBody, let close = r.partner(elseBody) {
            failure = r.span(between: elseBody, and: close)
        } else if let chain = conditional.elseIf {
            failure = MovedSpan(first: chain, last: conditional.end, fromBase: indent)
            failureIsChain = true
        }
        var kept = [open.call.start...open.call.last]
        if let failure { kept.append(failure.first...failure.last) }
        if let success = open.trailing { kept.append(success.first...success.last) }
        // The `} else {` line's comments stay with the failure branch.
        var elseLine: CarriedComments?
        if let elseKeyword = conditional.elseKeyword {
            let region = conditional.bodyEnd...(failure.map { $0.first - 1 } ?? elseKeyword)
            elseLine = r.comments(in: [region])
            kept.append(region)
        }
        var carried = r.comments(in: r.gaps(statement.lowerBound, statement.upperBound, keeping: kept))
        carried.ownLines += elseLine?.ownLines ?? []
        let header = r.leadingComments(carried, indent: indent)
        let elseComments = elseLine?.trailingText ?? ""
        let trailing = carried.trailingText
        var edits: [Edit] = []
        let text: String
        var code = "URL-A"
        guard failure != nil || open.trailing != nil else {
            // A: the open alone, unchanged.
            if let swiftUIEdits {
                edits += swiftUIEdits
                text = "openURL(" + r.file.text(tokens: open.url.first, through: open.url.last) + ")" + trailing
            } else {
                text = r.appendToFirstLine(r.render(openSpan(open), at: indent), trailing)
            }
            edits.append(Edit(range: r.start(statement.lowerBound)..<r.end(statement.upperBound), replacement: header + text))
            return .rewrite(code: code, at: conditional.keyword, edits: edits,
                            message: "canOpenURL preflight before the open is deprecated in iOS 27; the open is attempted directly",
                            covers: statement, safety: OpenURLSafety.preflight(swiftUI: swiftUIEdits != nil))
        }
        let movedSpans = [failure, open.trailing].compactMap { $0 }.map { $0.first...$0.last }
        let moved = r.movedCode(movedSpans, context: context, facts: facts)
        if let reason = completionBlocker(moved, context, facts, open: open, failure: failure) {
            guard canAwait(context, facts), case .none = open.completion, open.trailing == nil, let failure else {
                return blockedReport(check, reason)
            }
            code = "URL-G"
            text = renderAwait(head: openHead(open), failure: failure, indent: indent, trailing: trailing + elseComments)
        } else if let swiftUIEdits {
            edits += swiftUIEdits
            code = "URL-B"
            var plan = CompletionPlan(head: "openURL(" + r.file.text(tokens: open.url.first, through: open.url.last) + ")",
                                      capture: nil, parameter: parameterName(moved, swiftUI: true))
            plan.success = open.trailing
            plan.failure = failure
            plan.failureIsChain = failureIsChain
            text = render(plan, indent: indent, trailing: trailing, elseComments: elseComments)
        } else {
            code = "URL-B"
            var plan = plan(head: openHead(open), open: open, moved: moved, facts: facts, swiftUI: false)
            plan.success = open.trailing
            plan.failure = failure
            plan.failureIsChain = failureIsChain
            text = render(plan, indent: indent, trailing: trailing, elseComments: elseComments)
        }
        edits.append(Edit(range: r.start(statement.lowerBound)..<r.end(statement.upperBound), replacement: header + text))
        let safety = OpenURLSafety.preflight(failure: failure != nil, success: open.trailing != nil, awaited: code == "URL-G",
                                             swiftUI: code != "URL-G" && swiftUIEdits != nil)
        return .rewrite(code: code, at: conditional.keyword, edits: edits, message: messageForRewrite, covers: statement, safety: safety)
    }

    // MARK: E / F: `if let u = ..., R.canOpenURL(u) { R.open(u) } [else { F() }]`

    func listRewrite(_ check: CallSite, conditional: Conditional, open: OpenCall, removal: ClauseRemoval, shape: String,
                     context: ScopeReader.Context) -> Verdict {
        let r = reader
        let code = "URL-" + shape
        if open.trailing != nil { return trailingReport(check) }
        var edits = removal.edits
        let covers = conditional.keyword...conditional.end
        let message = "canOpenURL clause dropped from the condition: it is deprecated in iOS 27 and the open reports failure itself"
        if conditional.elseKeyword == nil {
            if r.isText(open.call.name, "openURL") { edits.append(Edit(range: r.start(open.call.name)..<r.end(open.call.name), replacement: "open")) }
            return .rewrite(code: code, at: removal.anchor, edits: edits, message: message, covers: covers,
                            safety: OpenURLSafety.preflight())
        }
        guard let elseBody = conditional.elseBody, let close = r.partner(elseBody), let failure = r.span(between: elseBody, and: close),
              isSingleCall(failure), r.startsLine(open.call.start) else {
            return report("URL-W4", check.start,
                          "canOpenURL among other conditions with an else branch that is not a single call is left alone",
                          "make the check an `if` of its own, or move the fallback into a function, then re-run")
        }
        let facts = facts(for: context)
        let moved = r.movedCode([failure.first...failure.last], context: context, facts: facts)
        if let reason = completionBlocker(moved, context, facts, open: open, failure: failure) {
            return blockedReport(check, reason)
        }
        let indent = r.indentation(of: open.call.start)
        var plan = plan(head: openHead(open), open: open, moved: moved, facts: facts, swiftUI: false)
        plan.failure = failure
        let text = render(plan, indent: indent, trailing: "", elseComments: "")
        edits.append(Edit(range: r.start(open.call.start)..<r.end(open.call.last), replacement: text))
        return .rewrite(code: code, at: removal.anchor, edits: edits, message: message, covers: covers,
                        safety: OpenURLSafety.preflight(failure: true))
    }

    /// One call statement (`showStore()`, `app.open(web)`), so it can run in both places.
    func isSingleCall(_ span: MovedSpan) -> Bool {
        let r = reader
        guard !r.kind(span.first).isComment, !r.kind(span.last).isComment, r.kind(span.last) == .rightParen,
              r.expressionStart(endingAt: span.last) == span.first else { return false }
        return true
    }

    // MARK: C / D: `guard R.canOpenURL(U) else { E; return }` or `if !R.canOpenURL(U) { E; return }`, then the open

    func earlyExit(_ check: CallSite, conditional: Conditional, failureBlock: Int, context: ScopeReader.Context,
                   code: String, removal: ClauseRemoval? = nil) -> Verdict {
        let r = reader
        let close = conditional.bodyEnd
        // The next statement must be the open of the same URL, and the last of a function or closure body.
        var nextToken = r.next(conditional.end)
        if let t = nextToken, r.kind(t) == .semicolon { nextToken = r.next(t) }
        guard let nextToken, let open = followingOpen(startingAt: nextToken) else {
            return stateReport(check, conditional.isGuard ? "guarding code other than an open" : "gating code other than an open")
        }
        guard let returnToken = r.lastStatementToken(before: close), r.isKeyword(returnToken, "return"),
              r.next(returnToken) == close || r.kind(r.next(returnToken)!) == .semicolon else {
            if conditional.isGuard || containsKeyword(conditional.body, close, ["return", "throw", "break", "continue"]) {
                return blockedReport(check, "leaves the function other than by a bare return (the completion cannot do that)")
            }
            return stateReport(check, "gating code before an open")
        }
        let checked = check.arguments[0]
        guard r.isSimpleURL(checked), r.signature(checked.first, checked.last) == r.signature(open.url.first, open.url.last) else {
            return report("URL-W2", check.start, "canOpenURL checks a different or computed URL than the one opened",
                          "bind the URL to a constant, check and open that constant, then re-run")
        }
        let block = Int(r.enclosing[conditional.keyword])
        var isFunctionBody = false
        if block >= 0 {
            switch r.classify(block) {
            case .function, .closure: isFunctionBody = true
            default: break
            }
        }
        guard isFunctionBody, let blockEnd = r.partner(block), r.lastStatementToken(before: blockEnd) == open.call.last else {
            return report("URL-W5", check.start,
                          "the open after this early exit is not the last statement of its function: code after it would run even when the open fails",
                          "move the code after the open into its completion (or make the open the last statement), then re-run")
        }
        if case .reference = open.completion {
            return report("URL-W3", check.start,
                          "the open's completion handler is a function reference; the fallback cannot be merged into it",
                          "call the fallback from that function when its Bool argument is false, then drop the check")
        }
        let indent = r.indentation(of: conditional.keyword)
        let lastFailure = r.previous(returnToken).flatMap { $0 > conditional.body ? $0 : nil }
        var failure: MovedSpan?
        if let lastFailure, let (first, _) = r.content(between: conditional.body, and: returnToken) {
            var last = returnToken - 1
            while last > lastFailure, r.kind(last) == .whitespace || r.kind(last) == .newline { last -= 1 }
            let base = r.startsLine(first) ? r.indentation(of: first) : indent + r.unit
            failure = MovedSpan(first: first, last: last, fromBase: base)
        }
        if let removal {
            return guardListRewrite(check, conditional: conditional, open: open, failure: failure, removal: removal,
                                    context: context)
        }
        let statement = conditional.keyword...open.call.last
        var kept = [open.call.start...open.call.last]
        if let failure { kept.append(failure.first...failure.last) }
        let carried = r.comments(in: r.gaps(statement.lowerBound, statement.upperBound, keeping: kept))
        let header = r.leadingComments(carried, indent: indent)
        let facts = facts(for: context)
        var edits: [Edit] = []
        var text: String
        var finalCode = code
        var throughSwiftUI = false
        if let failure {
            let moved = r.movedCode([failure.first...failure.last], context: context, facts: facts)
            if let reason = completionBlocker(moved, context, facts, open: open, failure: failure) {
                guard canAwait(context, facts), case .none = open.completion else { return blockedReport(check, reason) }
                finalCode = "URL-G"
                text = renderAwait(head: openHead(open), failure: failure, indent: indent, trailing: carried.trailingText)
            } else if let swiftUIEdits = swiftUIInsertion(open, context, facts) {
                edits += swiftUIEdits
                throughSwiftUI = true
                var plan = CompletionPlan(head: "openURL(" + r.file.text(tokens: open.url.first, through: open.url.last) + ")",
                                          capture: nil, parameter: parameterName(moved, swiftUI: true))
                plan.failure = failure
                text = render(plan, indent: indent, trailing: carried.trailingText, elseComments: "")
            } else {
                var plan = plan(head: openHead(open), open: open, moved: moved, facts: facts, swiftUI: false)
                plan.failure = failure
                text = render(plan, indent: indent, trailing: carried.trailingText, elseComments: "")
            }
        } else {
            text = r.appendToFirstLine(r.render(openSpan(open), at: indent), carried.trailingText)
        }
        edits.append(Edit(range: r.start(statement.lowerBound)..<r.end(statement.upperBound), replacement: header + text))
        let safety = OpenURLSafety.preflight(failure: failure != nil, awaited: finalCode == "URL-G", swiftUI: throughSwiftUI)
        return .rewrite(code: finalCode, at: conditional.keyword, edits: edits, message: messageForRewrite, covers: statement,
                        safety: safety)
    }

    /// `guard let u = ..., R.canOpenURL(u) else { [F()]; return }` then `R.open(u)`: the clause
    /// goes; a single-call F also runs in the open's completion on failure.
    func guardListRewrite(_ check: CallSite, conditional: Conditional, open: OpenCall, failure: MovedSpan?,
                          removal: ClauseRemoval, context: ScopeReader.Context) -> Verdict {
        let r = reader
        var edits = removal.edits
        let covers = conditional.keyword...open.call.last
        let message = "canOpenURL clause dropped from the guard: it is deprecated in iOS 27 and the open reports failure itself"
        guard let failure else {
            if r.isText(open.call.name, "openURL") {
                edits.append(Edit(range: r.start(open.call.name)..<r.end(open.call.name), replacement: "open"))
            }
            return .rewrite(code: "URL-E", at: removal.anchor, edits: edits, message: message, covers: covers,
                            safety: OpenURLSafety.preflight())
        }
        guard isSingleCall(failure), r.startsLine(open.call.start) else {
            return report("URL-W4", check.start,
                          "canOpenURL among other guard conditions with an else that is not a single call is left alone",
                          "make the check a guard of its own, or move the fallback into a function, then re-run")
        }
        let facts = facts(for: context)
        let moved = r.movedCode([failure.first...failure.last], context: context, facts: facts)
        if let reason = completionBlocker(moved, context, facts, open: open, failure: failure) {
            return blockedReport(check, reason)
        }
        var plan = plan(head: openHead(open), open: open, moved: moved, facts: facts, swiftUI: false)
        plan.failure = failure
        let text = render(plan, indent: r.indentation(of: open.call.start), trailing: "", elseComments: "")
        edits.append(Edit(range: r.start(open.call.start)..<r.end(open.call.last), replacement: text))
        return .rewrite(code: "URL-E", at: removal.anchor, edits: edits, message: message, covers: covers,
                        safety: OpenURLSafety.preflight(failure: true))
    }

    func trailingReport(_ check: CallSite) -> Verdict {
        report("URL-W6", check.start,
               "statements besides the open in this canOpenURL branch would run before the app switch",
               "move them into the open's completion (`if succeeded { ... }`) or before the check, then re-run")
    }

    func containsKeyword(_ open: Int, _ close: Int, _ words: [String]) -> Bool {
        (open..<close).contains { reader.kind($0) == .keyword && words.contains(reader.text($0)) }
    }

    /// The app `open`/`openURL` call statement starting at `token`, if it is one.
    func followingOpen(startingAt token: Int) -> OpenCall? {
        let r = reader
        var i: Int? = token
        var steps = 0
        while let t = i, steps < 8 {
            if r.kind(t) == .identifier || r.kind(t) == .keyword, r.isText(t, "open") || r.isText(t, "openURL"), let call = r.callSite(name: t),
               call.start == token, r.isApplication(call, in: r.context(of: t)) {
                return openCall(call)
            }
            guard r.kind(t) == .identifier || r.kind(t) == .period || r.kind(t) == .keyword else { return nil }
            i = r.next(t)
            steps += 1
        }
        return nil
    }
}
