import Rewriter

/// What a `NavigationView { ... }` call holds and how it is styled, as far as the tokens show.
enum NavigationViewShape {
    /// How many columns the content makes: NavigationView shows each top-level view of its content
    /// as a column (sidebar, content, detail).
    enum Columns: Equatable {
        case one
        case several(Int)
        case unknown(String)
    }

    /// `navigationViewStyle(_:)` argument kinds.
    enum Style: Equatable {
        case stack, columns, automatic
        case other(String)
    }

    /// The column count of the content closure opened by `brace`.
    static func columns(ofContent brace: Int, in tree: SyntaxTree) -> Columns {
        let statements = tree.statements(in: brace)
        if statements.isEmpty { return .unknown("its content is empty") }
        if statements.count == 1, statements[0].kind == .if {
            return ifBranchesHoldOneView(statements[0], tree) ? .one : .unknown("its `if` has a branch that is not one view")
        }
        var views = 0
        for statement in statements {
            // `View()` then `#if os(iOS) .modifier() #endif` and `.more()`: postfix modifiers of that view.
            if views > 0, isPostfixContinuation(statement, tree) { continue }
            views += 1
            guard statement.kind == .expression else {
                return .unknown("its content holds \(statement.kind == .declaration ? "a declaration" : "`\(tree.text(statement.first))`"), not only views")
            }
            if let root = rootName(of: statement, tree), root == "Group" || root == "ForEach" {
                // A Group of one view is that view.
                if root == "Group", let group = tree.call(calleeLast: statement.first), group.arguments.isEmpty,
                   group.trailingClosures.count == 1, columns(ofContent: group.trailingClosures[0].leftBrace, in: tree) == .one { continue }
                return .unknown("its content is a \(root), whose children become columns")
            }
        }
        return views == 1 ? .one : .several(views)
    }

    /// A statement that continues the view before it: `.modifier(...)` or `#if` clauses of modifiers only.
    private static func isPostfixContinuation(_ statement: Statement, _ tree: SyntaxTree) -> Bool {
        switch statement.kind {
        case .expression: return tree.kind(statement.first) == .period
        case .poundIf:
            return statement.poundIfClauses.allSatisfy { clause in
                guard let first = tree.significant(from: clause.contents.lowerBound), first < clause.contents.upperBound else { return true }
                return tree.kind(first) == .period
            }
        default: return false
        }
    }

    private static func ifBranchesHoldOneView(_ statement: Statement, _ tree: SyntaxTree) -> Bool {
        let branches = ([statement] + statement.elseIfs).compactMap(\.body) + [statement.elseBody].compactMap { $0 }
        return branches.allSatisfy { brace in
            let inner = tree.statements(in: brace)
            guard inner.count == 1, inner[0].kind == .expression else { return false }
            let root = rootName(of: inner[0], tree)
            return root != "Group" && root != "ForEach"
        }
    }

    /// The type or function a view expression starts with (`List`, `SwiftUI.Group` -> `Group`).
    static func rootName(of statement: Statement, _ tree: SyntaxTree) -> String? {
        var first = statement.first
        if tree.isIdentifier(first, "SwiftUI"), let dot = tree.next(first), tree.kind(dot) == .period, let name = tree.next(dot) { first = name }
        return tree.kind(first) == .identifier ? tree.text(first) : nil
    }

    static func style(of link: ChainedCall, in tree: SyntaxTree) -> Style {
        let call = link.call
        guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil else {
            return .other(tree.compactText(link.dot, call.last))
        }
        var text = tree.compactText(call.arguments[0].value.lowerBound, call.arguments[0].value.upperBound)
        if text.hasPrefix("SwiftUI.") { text.removeFirst("SwiftUI.".count) }
        switch text {
        case ".stack", "StackNavigationViewStyle()", "StackNavigationViewStyle.init()": return .stack
        case ".columns", "DoubleColumnNavigationViewStyle()", "ColumnNavigationViewStyle()": return .columns
        case ".automatic", "DefaultNavigationViewStyle()": return .automatic
        default: return .other(text)
        }
    }

    /// A `.navigationViewStyle(.stack)` on a view that encloses token `i` in the same expression
    /// (`TabView { NavigationView { ... } }.navigationViewStyle(.stack)`): the style reaches every
    /// NavigationView below it through the environment.
    static func stackStyledByAncestor(_ i: Int, in tree: SyntaxTree) -> Bool {
        for brace in tree.enclosingBraces(of: i) {
            guard tree.role(ofBrace: brace) == .closure else { return false }
            guard let callee = calleeOwning(closure: brace, tree), let call = tree.call(calleeLast: callee) else { continue }
            let styles = ModifierChain.links(after: call.last, in: tree).filter { tree.isIdentifier($0.name, "navigationViewStyle") }
            if let innermost = styles.first { return style(of: innermost, in: tree) == .stack }
        }
        return false
    }

    /// The callee whose trailing closure (or last parenthesised closure argument) opens at `brace`.
    private static func calleeOwning(closure brace: Int, _ tree: SyntaxTree) -> Int? {
        guard var before = tree.previous(brace) else { return nil }
        if tree.kind(before) == .colon, let label = tree.previous(before), let previousClosure = tree.previous(label),
           tree.kind(previousClosure) == .rightBrace, let open = tree.partner(of: previousClosure) {
            // `} label: {`: the first trailing closure's owner owns this one too.
            return calleeOwning(closure: open, tree)
        }
        if tree.kind(before) == .rightParen, let open = tree.partner(of: before), let callee = tree.previous(open) { before = callee }
        return tree.kind(before) == .identifier ? before : nil
    }

    /// The first `NavigationLink(..., isActive: ...)` or `NavigationLink(..., tag: ..., selection: ...)`
    /// of the project, as "path:line": such links behave differently inside a NavigationStack.
    static func firstProgrammaticLink(in project: ProjectContext) -> String? {
        project.shared("swiftui.programmatic-navigation-link") {
            for tree in project.files where ByteSearch.contains(tree.file.bytes, "NavigationLink") {
                if let link = programmaticLinks(in: tree, from: 0, to: tree.tokenCount).first {
                    return "\(tree.file.path):\(tree.file.line(of: tree.file.tokens.start(link)))"
                }
            }
            return nil
        }
    }

    /// `NavigationLink` calls between tokens `lo` and `hi` that take `isActive:` or `selection:`.
    static func programmaticLinks(in tree: SyntaxTree, from lo: Int, to hi: Int) -> [Int] {
        var found: [Int] = []
        var i = lo
        while i < hi {
            defer { i += 1 }
            guard tree.kind(i) == .identifier, tree.isIdentifier(i, "NavigationLink"), let open = tree.next(i), tree.kind(open) == .leftParen
            else { continue }
            if tree.parseArguments(open).contains(where: { $0.label == "isActive" || $0.label == "selection" }) { found.append(i) }
        }
        return found
    }
}
