import Rewriter

/// Before the scene life cycle, didFinishLaunching returning false kept UIKit from passing on the
/// URL, user activity or shortcut that launched the app. When the app's didFinishLaunching can
/// return anything but `true`, the app delegate records its answer and the scene delegate asks
/// it before passing them on:
///
///     return loopAppManager.isLaunchComplete     ->    return acceptLaunch(loopAppManager.isLaunchComplete)
///
/// plus `launchAccepted` and `acceptLaunch(_:)` in the app delegate.
struct LaunchAcceptance {
    let method: AppDelegateSurface.Method
    let entry: AppDelegateEntry

    /// The returns that need recording: not `return true`, not the base class's answer.
    func returns() -> [(keyword: Int, expression: ClosedRange<Int>)] {
        guard let body = method.body else { return [] }
        let tree = method.tree, file = tree.file
        let kinds = file.tokens.kinds
        var found: [(Int, ClosedRange<Int>)] = []
        var t = body.open + 1
        while t < body.close {
            // Returns inside closures and nested functions answer someone else.
            if kinds[t] == .leftBrace, tree.role(ofBrace: t) == .closure || tree.owner(ofBody: t)?.kind.isFunctionLike == true,
               let close = tree.partner(of: t) {
                t = close + 1
                continue
            }
            if kinds[t] == .keyword, file.token(t, is: "return"), let first = file.next(after: t), first < body.close,
               !file.hasNewline(between: t, and: first), let last = expressionEnd(from: first, limit: body.close) {
                // `return super.application(...)` too: a framework's app delegate answers false
                // when one of its plugins does.
                let isTrue = first == last && file.token(first, is: "true")
                if !isTrue { found.append((t, first...last)) }
                t = last + 1
                continue
            }
            t += 1
        }
        return found
    }

    /// The last token of the expression starting at `first`: up to a line break, `;` or `}` outside brackets.
    private func expressionEnd(from first: Int, limit: Int) -> Int? {
        let file = method.tree.file
        let kinds = file.tokens.kinds
        var last: Int?
        var t = first
        while t < limit {
            let kind = kinds[t]
            if kind == .newline || kind == .semicolon || kind == .rightBrace { break }
            if kind.isOpeningBracket, let close = method.tree.partner(of: t) {
                last = close
                t = close + 1
                continue
            }
            if !kind.isTrivia { last = t }
            t += 1
        }
        return last
    }

    /// Whether the members can be added: didFinishLaunching is in the class's own body (a
    /// stored property cannot go in an extension).
    var canRecord: Bool {
        guard let body = method.body, method.tree === entry.tree, let open = entry.declaration.open, let close = entry.declaration.close
        else { return false }
        return open < method.declaration.first && body.close < close
    }

    /// The edits in the app delegate's file. `answer`: each return that is not `true` records
    /// it in `launchAccepted`. `phase`: `launchFinished` turns true once the main queue runs
    /// after launch; UIKit connects the scene the app launches with before that, so the scene
    /// delegate can tell it from a scene connecting after a launch in the background.
    func edits(answer: Bool, phase: Bool) -> [Edit] {
        guard canRecord, answer || phase, let body = method.body else { return [] }
        let file = method.tree.file
        var edits: [Edit] = []
        if answer {
            for r in returns() {
                edits.append(.insert("acceptLaunch(", at: file.tokens.start(r.expression.lowerBound)))
                edits.append(.insert(")", at: file.tokens.end(r.expression.upperBound)))
            }
        }
        let indent = SourceIndent.memberIndent(of: method.declaration.first, in: file)
        let unit = SourceIndent.unit(of: file)
        let newline = file.lineEnding
        var lines: [String] = []
        if phase {
            lines += [
                "/// Whether launch is over: UIKit connects the scene the app launches with before the main",
                "/// queue runs again, so a scene connecting later (after a launch in the background) is",
                "/// one for a running app.",
                "private(set) var launchFinished = false",
                "",
            ]
        }
        if answer {
            lines += [
                "/// What didFinishLaunching answered: false kept UIKit from passing on the URL, user activity or",
                "/// shortcut that launched the app, so the scene delegate asks before passing them on.",
                "private(set) var launchAccepted = true",
                "",
                "private func acceptLaunch(_ accepted: Bool) -> Bool {",
                unit + "launchAccepted = accepted",
                unit + "return accepted",
                "}",
                "",
            ]
        }
        let text = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: newline) + newline
        let start = file.offset(ofLine: file.line(of: file.tokens.start(SourceIndent.leadingCommentStart(of: method.declaration.first, in: file))))
        edits.append(.insert(text, at: start))
        if phase {
            // The first statement of didFinishLaunching, so no early return skips it; on the line
            // after the "{", above the comments that introduce the first statement.
            let statement = indent + unit + "DispatchQueue.main.async { self.launchFinished = true }" + newline
            if let next = file.next(after: body.open), file.hasNewline(between: body.open, and: next) {
                edits.append(.insert(statement, at: file.offset(ofLine: file.line(of: file.tokens.start(body.open)) + 1)))
            } else {
                edits.append(.insert(newline + statement, at: file.tokens.end(body.open)))
            }
        }
        return edits
    }
}
