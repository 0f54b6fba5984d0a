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
                let isTrue = first == last && file.token(first, is: "true")
                let isSuper = file.token(first, is: "super")
                if !isTrue && !isSuper { found.append((t, first...last)) }
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

    /// The edits in the app delegate's file: each return wrapped, the property and the helper
    /// before didFinishLaunching. Nil when the method is not in the class's own body (a stored
    /// property cannot go in an extension).
    func edits() -> [Edit]? {
        let returns = returns()
        guard !returns.isEmpty, method.tree === entry.tree,
              let open = entry.declaration.open, let close = entry.declaration.close,
              open < method.declaration.first, method.declaration.first < close else { return returns.isEmpty ? [] : nil }
        let file = method.tree.file
        var edits: [Edit] = returns.flatMap { r in
            [Edit.insert("acceptLaunch(", at: file.tokens.start(r.expression.lowerBound)),
             Edit.insert(")", at: file.tokens.end(r.expression.upperBound))]
        }
        let indent = SourceIndent.memberIndent(of: method.declaration.first, in: file)
        let unit = SourceIndent.unit(of: file)
        let newline = file.lineEnding
        let lines = [
            "/// What didFinishLaunching answered: false kept UIKit from passing on the URL, user activity or",
            "/// shortcut that launched the app, so the scene delegate asks before passing them on.",
            "private(set) var launchAccepted = true",
            "",
            "private func acceptLaunch(_ accepted: Bool) -> Bool {",
            unit + "launchAccepted = accepted",
            unit + "return accepted",
            "}",
        ]
        let text = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: newline) + newline + newline
        let start = file.offset(ofLine: file.line(of: file.tokens.start(SourceIndent.leadingCommentStart(of: method.declaration.first, in: file))))
        edits.append(.insert(text, at: start))
        return edits
    }
}
