import Rewriter

/// Moves `onChange(of:perform:)` actions to the iOS 17 form, whose closure takes the old and the
/// new value, or nothing.
///
///     .onChange(of: query) { newValue in search(newValue) }   ->   .onChange(of: query) { _, newValue in search(newValue) }
///     .onChange(of: query) { _ in reload() }                  ->   .onChange(of: query) { reload() }
public struct OnChangeTwoParameters: Codemod {
    public static let id = "swiftui-on-change"
    public static let summary = "move onChange(of:perform:) actions to the two- or zero-parameter form where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `onChange(of:perform:)`, whose action takes the new value, is deprecated in iOS 17, macOS 14, tvOS 17 and
        watchOS 10 (visionOS 1): the compiler warns wherever the deployment target is at least that. Its
        replacement `onChange(of:initial:_:)` takes an action with two parameters (old and new value) or none.

        Before:
            .onChange(of: query) { newValue in
                search(newValue)
            }
            .onChange(of: selection) { _ in reload() }
            .onChange(of: flag, perform: { value in log(value) })
        After (deployment target iOS 17):
            .onChange(of: query) { _, newValue in
                search(newValue)
            }
            .onChange(of: selection) { reload() }
            .onChange(of: flag) { _, value in log(value) }

        What it rewrites: a one-parameter action (`x in`, `(x) in`, `(x: T) in`, `_ in`, after a capture list)
        given as a trailing closure or as `perform: { ... }`; an action that uses `$0` (and no other `$n`)
        reads `$1`. Actions that already take two or no parameters are the new form and are left alone, as are
        calls with `initial:`.
        The change of behaviour SwiftUI documents for the new form is marked on each fix: the old action saw
        the view's values from before the change, the new one sees them after it (the parameters are the same).
        ONCHANGE-W1 (warning): a deprecated call it cannot rewrite (`perform: handler`, an async or typed-throws
        action); the compiler warns there too.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.onChangePerform], new: [SwiftUIAvailabilityTable.onChangeInitial])

    static let behaviour = FixSafety.behavior("the action now sees the view's values after the change, not before it, as SwiftUI documents for the two-parameter form")

    public static let fixSafety = """
    A behavior change on every fix, as SwiftUI documents for the new forms: the old action saw the view's \
    values from before the change, the new one sees them after it. The value passed in is the same new value.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.onChangePerform) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "onChange", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.onChangePerform, SwiftUIAvailabilityTable.onChangeInitial, in: deployment)
        else { return [] }
        var findings: [Finding] = []
        for modifier in calls {
            let call = modifier
            guard let of = call.arguments.first, of.label == "of", call.argument(labelled: "initial") == nil else { continue }
            let at = tree.file.tokens.start(modifier.name)
            var edits: [Edit] = []
            let brace: Int
            if call.arguments.count == 1, call.trailingClosures.count == 1, call.trailingClosures[0].label == nil {
                brace = call.trailingClosures[0].leftBrace
            } else if call.arguments.count == 2, call.trailingClosures.isEmpty, let perform = call.arguments.last, perform.label == "perform" {
                let close = call.rightParen
                guard tree.kind(perform.value.lowerBound) == .leftBrace, tree.partner(of: perform.value.lowerBound) == perform.value.upperBound else {
                    findings.append(notRewritten(at, "its action is `\(tree.compactText(perform.value.lowerBound, perform.value.upperBound))`, not a closure", tree))
                    continue
                }
                brace = perform.value.lowerBound
                // `, perform: {` -> `) {`, and the call's `)` goes.
                edits.append(Edit(range: tree.file.tokens.end(of.value.upperBound)..<tree.file.tokens.start(brace), replacement: ") "))
                edits.append(Edit(range: tree.file.tokens.end(perform.value.upperBound)..<tree.file.tokens.end(close), replacement: ""))
            } else {
                continue
            }
            switch actionEdits(brace, tree) {
            case .newForm: continue
            case .cannot(let why): findings.append(notRewritten(at, why, tree))
            case .edits(let more):
                findings.append(Finding(rule: Self.id, severity: .info, file: tree.file, offset: at,
                                        message: "onChange(of:perform:) -> onChange(of:) with a two- or zero-parameter action: \(reason)",
                                        fix: Fix(path: tree.file.path, edits: edits + more, safety: Self.behaviour)))
            }
        }
        return findings
    }

    private func notRewritten(_ offset: Int, _ why: String, _ tree: SyntaxTree) -> Finding {
        Finding(rule: Self.id, code: "ONCHANGE-W1", severity: .warning, file: tree.file, offset: offset,
                message: "deprecated onChange(of:perform:) not rewritten: \(why)",
                suggestion: "give the action two parameters (`{ oldValue, newValue in ... }`) or none")
    }

    private enum ActionChange {
        case newForm
        case cannot(String)
        case edits([Edit])
    }

    /// How the action closure at `brace` becomes a two- or zero-parameter one.
    private func actionEdits(_ brace: Int, _ tree: SyntaxTree) -> ActionChange {
        guard let closure = tree.closure(at: brace) else { return .cannot("its action could not be read") }
        guard let inToken = closure.inToken else { return dollarEdits(closure, tree) }
        if closure.asyncToken != nil || closure.throwsToken != nil || closure.arrow != nil {
            return .cannot("its action has an effect or result clause")
        }
        guard let clause = closure.parameterClause else { return .newForm }
        if closure.parameterNames.count != 1 { return .newForm }
        let first = clause.lowerBound
        if tree.kind(first) == .leftParen {
            // `(x) in`, `(x: T) in` -> `(_, x) in`, `(_: T, x: T) in`
            guard let close = tree.partner(of: first), let name = tree.next(first), name < close else { return .cannot("its parameter list could not be read") }
            if let colon = tree.next(name), tree.kind(colon) == .colon, let typeFirst = tree.next(colon), let typeLast = tree.previous(close), typeFirst <= typeLast {
                return .edits([.insert("_: \(tree.sourceText(typeFirst, typeLast)), ", at: tree.file.tokens.start(name))])
            }
            return .edits([.insert("_, ", at: tree.file.tokens.start(name))])
        }
        if tree.isIdentifier(first, "_") || tree.isKeyword(first, "_") || tree.text(first) == "_" {
            // `{ _ in body }` -> `{ body }`: drop the signature and the space after it.
            var end = tree.file.tokens.end(inToken)
            var after = inToken + 1
            if after < tree.tokenCount, tree.kind(after) == .whitespace { end = tree.file.tokens.end(after); after += 1 }
            let lineGoesOn = after < tree.tokenCount && tree.kind(after) != .newline
            let start = closure.captureList.map { tree.file.tokens.end($0.upperBound) } ?? tree.file.tokens.end(brace)
            if closure.captureList != nil {
                return .edits([Edit(range: start..<end, replacement: " in" + (lineGoesOn ? " " : ""))])
            }
            return .edits([Edit(range: start..<end, replacement: lineGoesOn ? " " : "")])
        }
        return .edits([.insert("_, ", at: tree.file.tokens.start(first))])
    }

    /// An action without a signature: `$0` alone means the one-parameter form (it becomes `$1`);
    /// none means the zero-parameter form already.
    private func dollarEdits(_ closure: Closure, _ tree: SyntaxTree) -> ActionChange {
        var zeros: [Int] = []
        for i in (closure.leftBrace + 1)..<closure.rightBrace where tree.kind(i) == .dollarIdentifier {
            guard innermostClosure(of: i, tree) == closure.leftBrace else { continue }
            guard tree.isText(i, "$0") else { return tree.isText(i, "$1") ? .newForm : .cannot("its action reads \(tree.text(i))") }
            zeros.append(i)
        }
        if zeros.isEmpty { return .newForm }
        return .edits(zeros.map { Edit(range: tree.byteRange($0, $0), replacement: "$1") })
    }

    private func innermostClosure(of i: Int, _ tree: SyntaxTree) -> Int? {
        tree.enclosingBraces(of: i).first { tree.role(ofBrace: $0) == .closure }
    }
}
