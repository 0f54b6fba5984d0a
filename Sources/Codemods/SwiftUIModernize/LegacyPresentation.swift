import Rewriter

/// A legacy `.alert(isPresented:content:)` or `.actionSheet(isPresented:content:)` modifier and the
/// `Alert(...)` or `ActionSheet(...)` its content closure builds, as far as the tokens show.
enum LegacyPresentation {
    enum Reading {
        /// Not the legacy form (`alert("Title", isPresented:)`, `alert(isPresented:error:)`, ...): not a match.
        case other
        /// `alert(item:content:)` or `actionSheet(item:content:)`.
        case item
        /// The legacy form, with content this reading cannot follow: why, for the finding.
        case unreadable(String)
        case inline(Site)
    }

    struct Site {
        let modifier: ModifierCall
        /// The `isPresented:` argument's value, as written.
        let binding: ClosedRange<Int>
        /// The content closure's `{` and `}`.
        let open: Int
        let close: Int
        /// The closure's one statement (`Alert(...)` or `return Alert(...)`): its first token.
        let statement: Int
        /// The `Alert(...)` or `ActionSheet(...)` call the closure returns.
        let initializer: Call
        /// The modifier's last token: the content's `}`, or the `)` when the content is an argument.
        let last: Int
    }

    /// Reads `modifier` (an `alert` or `actionSheet` call) whose content should build `typeName`.
    static func read(_ modifier: ModifierCall, building typeName: String, in tree: SyntaxTree) -> Reading {
        guard let first = modifier.arguments.first, let label = first.label, label == "isPresented" || label == "item" else { return .other }
        let brace: Int
        let last: Int
        if modifier.arguments.count == 1, modifier.trailingClosures.count == 1, modifier.trailingClosures[0].label == nil,
           let close = tree.partner(of: modifier.trailingClosures[0].leftBrace) {
            brace = modifier.trailingClosures[0].leftBrace
            last = close
        } else if modifier.arguments.count == 2, modifier.trailingClosures.isEmpty, modifier.arguments[1].label == "content" {
            let value = modifier.arguments[1].value
            if label == "item" { return .item }
            guard tree.kind(value.lowerBound) == .leftBrace, tree.partner(of: value.lowerBound) == value.upperBound else {
                return .unreadable("its content is `\(short(value, tree))`, not \(typeName)(...) built in the closure")
            }
            brace = value.lowerBound
            last = modifier.rightParen
        } else {
            return .other
        }
        if label == "item" { return .item }
        guard let close = tree.partner(of: brace), let closure = tree.closure(at: brace) else { return .unreadable("its content could not be read") }
        if closure.inToken != nil { return .unreadable("its content closure has a signature") }
        let statements = tree.statements(in: brace)
        guard statements.count == 1, let statement = statements.first else {
            return .unreadable(statements.isEmpty ? "its content is empty" : "its content has \(statements.count) statements")
        }
        let expression: ClosedRange<Int>
        switch statement.kind {
        case .expression: expression = statement.first...statement.last
        case .return where statement.conditions.count == 1: expression = statement.conditions[0]
        case .if, .switch: return .unreadable("its content chooses the \(typeName) with `\(tree.text(statement.first))`")
        default: return .unreadable("its content is `\(short(statement.first...statement.last, tree))`, not \(typeName)(...)")
        }
        guard let callee = typeName == "Alert" ? initializerName(expression, "Alert", tree) : initializerName(expression, "ActionSheet", tree),
              let call = tree.call(calleeLast: callee, noTrailingClosure: true), call.leftParen != nil, call.last == expression.upperBound else {
            return .unreadable("its content is `\(short(expression, tree))`, not \(typeName)(...) built in the closure")
        }
        return .inline(Site(modifier: modifier, binding: first.value, open: brace, close: close, statement: statement.first,
                            initializer: call, last: last))
    }

    /// The `Alert` of `Alert(` or `SwiftUI.Alert(` at the start of `expression`.
    private static func initializerName(_ expression: ClosedRange<Int>, _ name: StaticString, _ tree: SyntaxTree) -> Int? {
        var first = expression.lowerBound
        if tree.isIdentifier(first, "SwiftUI"), let dot = tree.next(first), tree.kind(dot) == .period, let next = tree.next(dot) { first = next }
        guard tree.isIdentifier(first, name), let paren = tree.next(first), tree.kind(paren) == .leftParen else { return nil }
        return first
    }

    /// Whether `name` at token `i` may be a type of the app rather than SwiftUI's: the app declares one
    /// at the top level, or nested in a type (or an extension) around `i`. Types nested elsewhere
    /// (`OrderDetailsViewController.Alert`) do not hide SwiftUI's.
    static func shadowed(_ name: String, at i: Int, in tree: SyntaxTree, project: ProjectContext) -> Bool {
        let types = project.index.types(named: name)
        guard !types.isEmpty else { return false }
        if types.contains(where: { $0.qualifiedName == name }) { return true }
        let enclosing = Set(tree.enclosingDeclarations(of: i).map { ProjectIndex.baseName($0.name) })
        return types.contains { $0.qualifiedName.split(separator: ".").dropLast().contains { enclosing.contains(String($0)) } }
    }

    /// An expression as the finding quotes it: on one line, at most 60 characters.
    static func short(_ range: ClosedRange<Int>, _ tree: SyntaxTree) -> String {
        let text = tree.compactText(range.lowerBound, range.upperBound)
        return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }
}
