import Rewriter

/// One button of a legacy `Alert` or `ActionSheet`: `.default(Text("OK")) { ... }`, `.destructive(label,
/// action: f)`, `.cancel()`, ...
struct LegacyButton {
    enum Role { case plain, destructive, cancel }
    enum Label {
        /// `Text("literal")`: the literal as written, which `Button` reads as the same LocalizedStringKey.
        case key(String)
        /// Any other Text expression, kept as written.
        case text(ClosedRange<Int>)
        /// `.cancel()` and `.cancel(action)`: the system's localized "Cancel".
        case system
    }
    enum Action {
        case none
        /// A closure literal, given as a trailing closure or as `action: { ... }`.
        case closure(ClosedRange<Int>)
        /// A function or closure value: `action: f`.
        case expression(ClosedRange<Int>)
    }
    let role: Role
    let label: Label
    let action: Action
    /// The whole button expression.
    let range: ClosedRange<Int>

    var isSystemCancel: Bool {
        if case .system = label { return true }
        return false
    }
    var hasAction: Bool {
        if case .none = action { return false }
        return true
    }
}

/// Reads the buttons of legacy alerts and action sheets and writes them as `Button` views.
enum LegacyDialogButtons {
    enum Reading {
        case button(LegacyButton)
        case unreadable(String)
    }

    private static let prefixes: Set<String> = [".", "Alert.Button.", "ActionSheet.Button.", "SwiftUI.Alert.Button.", "SwiftUI.ActionSheet.Button."]

    /// The button spelled by the tokens of `range`. `optionalNames`: names some declaration of the
    /// project types as optional, which `Button` cannot take as its action.
    static func read(_ range: ClosedRange<Int>, optionalNames: Set<String>, in tree: SyntaxTree) -> Reading {
        var prefix = ""
        var i = range.lowerBound
        var name: Int? = nil
        while i <= range.upperBound {
            let kind = tree.kind(i)
            guard kind == .identifier || kind == .keyword || kind == .period else { break }
            if kind != .period { name = i }
            prefix += tree.text(i)
            guard let next = tree.next(i) else { break }
            i = next
        }
        guard let name, i <= range.upperBound, tree.kind(i) == .leftParen || tree.kind(i) == .leftBrace else {
            return .unreadable("its button `\(LegacyPresentation.short(range, tree))` is not built with .default, .destructive or .cancel")
        }
        let member = tree.text(name)
        prefix.removeLast(member.count)
        guard prefixes.contains(prefix), ["default", "destructive", "cancel"].contains(member),
              let call = tree.call(calleeLast: name), call.last == range.upperBound, call.trailingClosures.count <= 1,
              call.trailingClosures.first?.label == nil else {
            return .unreadable("its button `\(LegacyPresentation.short(range, tree))` is not built with .default, .destructive or .cancel")
        }
        let arguments = call.arguments
        let trailing = call.trailingClosures.first.flatMap { brace in tree.partner(of: brace.leftBrace).map { brace.leftBrace...$0 } }
        let role: LegacyButton.Role = member == "destructive" ? .destructive : member == "cancel" ? .cancel : .plain
        func button(_ label: LegacyButton.Label, _ action: LegacyButton.Action) -> Reading {
            .button(LegacyButton(role: role, label: label, action: action, range: range))
        }
        let unreadable = Reading.unreadable("its button `\(LegacyPresentation.short(range, tree))` has arguments the SDK does not declare")
        if arguments.isEmpty {
            // `.cancel()` or `.cancel { ... }`: the other buttons need a label.
            guard role == .cancel else { return unreadable }
            return button(.system, trailing.map { .closure($0) } ?? .none)
        }
        guard arguments[0].label == nil else { return unreadable }
        let first = arguments[0].value
        if arguments.count == 1 {
            if let trailing { return button(label(first, tree), .closure(trailing)) }
            guard role == .cancel else { return button(label(first, tree), .none) }
            // `.cancel(x)`: the label (`cancel(_:action:)`) or the action (`cancel(_:)`).
            if isTextExpression(first, tree) { return button(label(first, tree), .none) }
            if tree.kind(first.lowerBound) == .leftBrace, tree.partner(of: first.lowerBound) == first.upperBound { return button(.system, .closure(first)) }
            if first.lowerBound == first.upperBound, tree.isKeyword(first.lowerBound, "nil") { return button(.system, .none) }
            return .unreadable("its button `\(LegacyPresentation.short(range, tree))` does not show whether `\(tree.compactText(first.lowerBound, first.upperBound))` is its label or its action")
        }
        guard arguments.count == 2, trailing == nil, arguments[1].label == "action" else { return unreadable }
        switch action(arguments[1].value, optionalNames: optionalNames, tree) {
        case .some(let action): return button(label(first, tree), action)
        case nil:
            return .unreadable("its button's action `\(LegacyPresentation.short(arguments[1].value, tree))` is declared optional; Button takes a non-optional action")
        }
    }

    /// The action argument's value; nil when it names something the project declares optional.
    private static func action(_ value: ClosedRange<Int>, optionalNames: Set<String>, _ tree: SyntaxTree) -> LegacyButton.Action? {
        if tree.kind(value.lowerBound) == .leftBrace, tree.partner(of: value.lowerBound) == value.upperBound { return .closure(value) }
        // `action: nil` runs nothing, as `{}` does.
        if value.lowerBound == value.upperBound, tree.isKeyword(value.lowerBound, "nil") { return LegacyButton.Action.none }
        let last = value.upperBound
        if tree.kind(last) == .identifier, optionalNames.contains(tree.text(last)) { return nil }
        // `model?.save`: optional chaining makes the function optional.
        if value.contains(where: { tree.isOperator($0, "?") }) { return nil }
        return .expression(value)
    }

    /// `Text("literal")` becomes the literal (Button's LocalizedStringKey overload reads it the same
    /// way); any other expression is kept as a Text.
    static func label(_ range: ClosedRange<Int>, _ tree: SyntaxTree) -> LegacyButton.Label {
        localizedKey(range, tree).map { .key($0) } ?? .text(range)
    }

    /// The string literal of `Text("literal")` (interpolations included), exactly that and nothing more.
    static func localizedKey(_ range: ClosedRange<Int>, _ tree: SyntaxTree) -> String? {
        guard let name = textCallee(range, tree), let paren = tree.next(name), let close = tree.partner(of: paren),
              close == range.upperBound else { return nil }
        let arguments = tree.parseArguments(paren)
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.lowerBound == arguments[0].value.upperBound,
              tree.kind(arguments[0].value.lowerBound) == .stringLiteral else { return nil }
        return tree.text(arguments[0].value.lowerBound)
    }

    /// Whether `range` is `Text(...)` followed only by modifiers: a Text, as a message must be.
    static func isTextExpression(_ range: ClosedRange<Int>, _ tree: SyntaxTree) -> Bool {
        guard let name = textCallee(range, tree), let call = tree.call(calleeLast: name, noTrailingClosure: true) else { return false }
        return call.last == range.upperBound || ModifierChain.links(after: call.last, in: tree).contains { $0.call.last == range.upperBound }
    }

    private static func textCallee(_ range: ClosedRange<Int>, _ tree: SyntaxTree) -> Int? {
        var first = range.lowerBound
        if tree.isIdentifier(first, "SwiftUI"), let dot = tree.next(first), tree.kind(dot) == .period, let next = tree.next(dot) { first = next }
        guard tree.isIdentifier(first, "Text"), let paren = tree.next(first), tree.kind(paren) == .leftParen, !tree.newlineBetween(first, paren) else { return nil }
        return first
    }

    /// The `Button` that replaces `button`, its later lines indented from `indent`.
    static func write(_ button: LegacyButton, indent: String, in tree: SyntaxTree) -> String {
        let role = button.role == .destructive ? "role: .destructive" : button.role == .cancel ? "role: .cancel" : nil
        let action: String
        switch button.action {
        case .none: action = "{}"
        case .closure(let range), .expression(let range): action = moved(range, to: indent, tree)
        }
        let isClosure: Bool
        if case .expression = button.action { isClosure = false } else { isClosure = true }
        switch button.label {
        case .key(let literal):
            let head = "Button(" + ([literal] + [role].compactMap { $0 }).joined(separator: ", ")
            return isClosure ? head + ") " + action : head + ", action: " + action + ")"
        case .system:
            return isClosure ? "Button(role: .cancel) " + action : "Button(role: .cancel, action: " + action + ")"
        case .text(let range):
            let arguments = [role, "action: " + action].compactMap { $0 }.joined(separator: ", ")
            return "Button(" + arguments + ") { " + moved(range, to: indent, tree) + " }"
        }
    }

    /// The source of `range`, its second and later lines moved so that their common indentation
    /// becomes `indent` (the line of its `{`, when every later line starts with that line's
    /// indentation, else the smallest indentation among them), and a `}` alone on its last line
    /// at `indent`. Lines that do not share the indentation are left as written, whole.
    static func moved(_ range: ClosedRange<Int>, to indent: String, _ tree: SyntaxTree) -> String {
        let text = tree.sourceText(range.lowerBound, range.upperBound)
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
        guard lines.count > 1 else { return text }
        func leading(_ line: String) -> String { String(line.prefix { $0 == " " || $0 == "\t" }) }
        func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }
        let tail = lines.dropFirst().filter { !isBlank($0) }
        let opening = tree.file.indentation(ofLineAt: tree.file.tokens.start(range.lowerBound))
        var from = opening
        if !tail.allSatisfy({ $0.hasPrefix(opening) }) {
            guard let shortest = tail.map(leading).min(by: { $0.count < $1.count }), tail.allSatisfy({ $0.hasPrefix(shortest) }) else { return text }
            from = shortest
        }
        for k in 1..<lines.count where lines[k].hasPrefix(from) && !isBlank(lines[k]) {
            lines[k] = indent + lines[k].dropFirst(from.count)
        }
        // A closing brace alone on the last line lines up with the new line's start.
        if let last = lines.last, last.drop(while: { $0 == " " || $0 == "\t" }) == "}" { lines[lines.count - 1] = indent + "}" }
        return lines.joined(separator: tree.file.lineEnding)
    }
}
