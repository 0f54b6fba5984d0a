import Rewriter

/// Replaces a single-column, stack-styled `NavigationView` with `NavigationStack`.
///
///     NavigationView { List { ... } }.navigationViewStyle(.stack)   ->   NavigationStack { List { ... } }
public struct NavigationViewStack: Codemod {
    public static let id = "swiftui-navigation-stack"
    public static let summary = "replace single-column, stack-styled NavigationView with NavigationStack where the deployment target allows; report multi-column ones"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `NavigationView` is deprecated softly (100000, "use NavigationStack or NavigationSplitView instead"), as are
        `navigationViewStyle(_:)` and its styles: the compiler never warns, so the default `--swiftui-modernize
        warned` leaves it alone, and `--swiftui-modernize available` rewrites it from iOS 16 (macOS 13, tvOS 16,
        watchOS 9), where `NavigationStack` exists.

        Before:
            NavigationView {
                List(items) { item in
                    NavigationLink(item.title, destination: ItemView(item: item))
                }
                .navigationTitle("Items")
            }
            .navigationViewStyle(.stack)
        After (--swiftui-modernize available, deployment target iOS 16 or later):
            NavigationStack {
                List(items) { item in
                    NavigationLink(item.title, destination: ItemView(item: item))
                }
                .navigationTitle("Items")
            }

        What it rewrites: `NavigationView { one view }` (or `NavigationView(content: { ... })`; an `if` whose
        branches are one view each counts as one) that is stack-styled: `.navigationViewStyle(.stack)` or
        `StackNavigationViewStyle()` chained on it (the modifier is removed) or on a view around it in the same
        expression (that modifier stays: it may style other NavigationViews). `NavigationLink(destination:)` and
        `NavigationLink(_:destination:)` push the same way inside a NavigationStack.
        Why the style matters: without it, NavigationView takes the column style wherever the width is regular
        (iPad, Mac, Apple Vision Pro, and Plus and Max iPhones in landscape): its one view becomes a sidebar
        column beside an empty detail. A NavigationStack is a stack everywhere, so the rewrite would change how
        the app looks there. It is therefore rewritten only when that cannot happen, or barely can:
          - every target compiling the file builds only for watchOS (NavigationView is always a stack there): safe;
          - every target compiling the file is iPhone-only (TARGETED_DEVICE_FAMILY = 1 in every configuration, no
            Mac Catalyst): rewritten, and the fix is marked as a behaviour change, since Plus and Max iPhones in
            landscape now show the stack instead of the column;
          - anywhere else: NAVSTACK-I4, not rewritten.
        NAVSTACK-I1 (info): two or three views (sidebar, content, detail) or a `.columns` style: a NavigationSplitView
          models the columns.
        NAVSTACK-I2 (info): content or style it cannot read (a Group of several views, a ForEach, `#if` or
          `switch` around views, declarations, a style it does not know, the file naming NavigationView as a
          type). Postfix `#if` clauses of modifiers and a Group of one view are one view.
        NAVSTACK-I3 (info): the project uses `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)`
          (deprecated in iOS 16); inside a NavigationStack they do not reset their binding when the user goes
          back, so a later push can fail. Move them to `navigationDestination(isPresented:)` or value links first.
        NAVSTACK-I4 (info): no stack style, and the file builds for iPad, Mac or Vision Pro (or the device family is
          not known): add `.navigationViewStyle(.stack)` where a stack is what the app shows (then this rule
          rewrites it), or move to NavigationSplitView.
        Apps that declare their own `NavigationView` or `NavigationStack` type are left alone.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.navigationView],
                                                new: [SwiftUIAvailabilityTable.navigationStack, SwiftUIAvailabilityTable.navigationSplitView])

    public static let fixSafety = """
    Safe for a stack-styled NavigationView and for one that builds for watchOS only: a NavigationStack pushes \
    and shows its content the same way, and the removed `navigationViewStyle(.stack)` only chose that style. \
    A behavior change on an iPhone-only target without a style: Plus and Max iPhones in landscape showed \
    NavigationView's column style (its view as a sidebar beside an empty detail); NavigationStack shows a \
    stack there, as on every other iPhone.
    """

    static let iPhoneLandscape = FixSafety.behavior(
        "on Plus and Max iPhones in landscape the view is a stack, where NavigationView without a style showed it as a column beside an empty detail")

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.navigationView) else { return [] }
        var calls: [Int] = []
        var typeUse: Int? = nil
        for i in tree.file.identifierTokens(spelling: "NavigationView") {
            if let dot = tree.previous(i), tree.kind(dot) == .period,
               !(tree.previous(dot).map { tree.isIdentifier($0, "SwiftUI") } ?? false) { continue }
            if let after = tree.next(i), !tree.newlineBetween(i, after), tree.kind(after) == .leftBrace || tree.kind(after) == .leftParen {
                calls.append(i)
            } else if typeUse == nil, !WordTokens.isDeclaredName(i, in: tree) {
                typeUse = i
            }
        }
        guard !calls.isEmpty, !project.index.declares("NavigationView"), !project.index.declares("NavigationStack"),
              let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.navigationView, SwiftUIAvailabilityTable.navigationStack, in: deployment)
        else { return [] }
        let programmaticLink = NavigationViewShape.firstProgrammaticLink(in: project)
        return calls.compactMap { callee in
            finding(callee, reason: reason, deployment: deployment, typeUse: typeUse, programmaticLink: programmaticLink, tree)
        }
    }

    private func finding(_ callee: Int, reason: String, deployment: FileDeployment, typeUse: Int?, programmaticLink: String?,
                         _ tree: SyntaxTree) -> Finding? {
        guard let call = tree.call(calleeLast: callee) else { return nil }
        let at = tree.file.tokens.start(callee)
        func report(_ code: String, _ message: String, _ suggestion: String) -> Finding {
            Finding(rule: Self.id, code: code, severity: .info, file: tree.file, offset: at, message: message, suggestion: suggestion)
        }
        let split = "use NavigationSplitView { sidebar } content: { ... } detail: { ... } (iOS 16)"
        // `NavigationView { ... }`, `NavigationView() { ... }` or `NavigationView(content: { ... })`.
        let content: Int
        var labelEdit: Edit? = nil
        if call.trailingClosures.count == 1, call.trailingClosures[0].label == nil, call.arguments.isEmpty {
            content = call.trailingClosures[0].leftBrace
        } else if call.trailingClosures.isEmpty, call.arguments.count == 1, let argument = call.arguments.first, argument.label == "content",
                  let label = argument.labelToken, tree.kind(argument.value.lowerBound) == .leftBrace,
                  tree.partner(of: argument.value.lowerBound) == argument.value.upperBound {
            content = argument.value.lowerBound
            labelEdit = Edit(range: tree.byteRange(label, label), replacement: "root")
        } else {
            return nil
        }
        if let typeUse {
            return report("NAVSTACK-I2", "NavigationView not rewritten: the file names NavigationView as a type (line \(line(typeUse, tree)))",
                          "change the type to NavigationStack together with the call")
        }
        let styles = ModifierChain.links(after: call.last, in: tree).filter { tree.isIdentifier($0.name, "navigationViewStyle") }
        guard styles.count <= 1 else {
            return report("NAVSTACK-I2", "NavigationView not rewritten: it has \(styles.count) navigationViewStyle modifiers", "keep one style, then re-run")
        }
        let style = styles.first.map { NavigationViewShape.style(of: $0, in: tree) } ?? .automatic
        switch NavigationViewShape.columns(ofContent: content, in: tree) {
        case .several(let count):
            return report("NAVSTACK-I1", "NavigationView with \(count) columns: NavigationStack would show only a stack", split)
        case .unknown(let why):
            return report("NAVSTACK-I2", "NavigationView not rewritten: \(why)", "use NavigationStack for one column, NavigationSplitView for several")
        case .one:
            break
        }
        var edits = [Edit(range: tree.byteRange(callee, callee), replacement: "NavigationStack")] + [labelEdit].compactMap { $0 }
        var safety = FixSafety.safe
        var how = "stack-styled"
        switch style {
        case .columns:
            return report("NAVSTACK-I1", "NavigationView with the column style: NavigationStack would show a stack", split)
        case .other(let text):
            return report("NAVSTACK-I2", "NavigationView not rewritten: style `\(text)` is not one it knows", "use NavigationStack for a stack, NavigationSplitView for columns")
        case .stack:
            edits.append(ModifierChain.removal(of: styles[0], in: tree))
        case .automatic:
            if styles.isEmpty && NavigationViewShape.stackStyledByAncestor(callee, in: tree) {
                how = "stack-styled by an enclosing view"
            } else if deployment.platforms.keys.allSatisfy({ $0 == .watchOS }) {
                how = "watchOS only, where NavigationView is a stack"
            } else if deployment.iPhoneOnly {
                how = "iPhone-only target"
                safety = Self.iPhoneLandscape
            } else {
                return report("NAVSTACK-I4", "NavigationView without a stack style shows its view as a column on iPad, Mac and Vision Pro; NavigationStack would show a stack there",
                              "add .navigationViewStyle(.stack) where a stack is intended (then this rule rewrites it), or use NavigationSplitView")
            }
            edits += styles.map { ModifierChain.removal(of: $0, in: tree) }
        }
        if let programmaticLink {
            return report("NAVSTACK-I3", "NavigationView not rewritten: the project uses NavigationLink(isActive:) or NavigationLink(tag:selection:) (\(programmaticLink)), which do not reset their binding inside a NavigationStack",
                          "move those links to navigationDestination(isPresented:) or NavigationLink(value:) first")
        }
        return Finding(rule: Self.id, severity: .info, file: tree.file, offset: at,
                       message: "NavigationView -> NavigationStack (\(how)): \(reason)",
                       fix: Fix(path: tree.file.path, edits: edits, safety: safety))
    }

    private func line(_ i: Int, _ tree: SyntaxTree) -> Int { tree.file.line(of: tree.file.tokens.start(i)) }
}
