import Rewriter

/// Reports functions and computed properties that return `AnyView` and wrap their views in it.
///
///     func destination(for route: Route) -> AnyView { AnyView(HomeView()) }   ->   @ViewBuilder func destination(for route: Route) -> some View { HomeView() }
public struct AnyViewSuggestion: Codemod {
    public static let id = "swiftui-any-view"
    public static let summary = "report functions and properties that return AnyView, where @ViewBuilder and some View keep the views' types"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `AnyView` is not deprecated, but it erases a view's type: SwiftUI can no longer tell the wrapped views
        apart, so it compares them less well and rebuilds more when one changes. A function or computed property
        that returns `AnyView` only to put different views behind one type can be `@ViewBuilder` with `some
        View`. Whether it can depends on its callers and on protocols it implements, so nothing is rewritten:
        with `--swiftui-modernize available` each such declaration is reported once.

        Before:
            func destination(for route: Route) -> AnyView {
                switch route {
                case .home: return AnyView(HomeView())
                case .profile: return AnyView(ProfileView())
                }
            }
        After (by hand):
            @ViewBuilder
            func destination(for route: Route) -> some View {
                switch route {
                case .home: HomeView()
                case .profile: ProfileView()
                }
            }

        ANYVIEW-I1 (info), at the declaration: a function or computed property declared to return `AnyView`
          whose body wraps views in `AnyView(...)` (or `.eraseToAnyView()`), with the count. Not reported:
          stored `AnyView` properties and collections of them (storage of different views is what AnyView is
          for), protocol requirements, and overrides (the superclass fixes the type).

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.anyView], new: [SwiftUIAvailabilityTable.viewBuilder])

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.anyView) else { return [] }
        guard ByteSearch.contains(tree.file.bytes, "AnyView") else { return [] }
        var candidates: [(Declaration, Int)] = []
        for declaration in tree.allDeclarations where !declaration.hasModifier("override") {
            let returned: String?
            switch declaration.kind {
            case .function: returned = declaration.returnType
            case .variable where declaration.isComputed:
                returned = declaration.bindings.first?.typeAnnotation.map { tree.compactText($0.lowerBound, $0.upperBound) }
            default: returned = nil
            }
            guard returned == "AnyView" || returned == "SwiftUI.AnyView", let open = declaration.body, let close = tree.partner(of: open),
                  !isErasingHelper(open, tree) else { continue }
            var wraps = 0
            for i in open..<close where tree.kind(i) == .identifier {
                if tree.isIdentifier(i, "AnyView"), let paren = tree.next(i), tree.kind(paren) == .leftParen { wraps += 1 }
                if tree.isIdentifier(i, "eraseToAnyView") { wraps += 1 }
            }
            if wraps > 0 { candidates.append((declaration, wraps)) }
        }
        guard !candidates.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.anyView, SwiftUIAvailabilityTable.viewBuilder, in: deployment)
        else { return [] }
        return candidates.map { declaration, wraps in
            let what = declaration.kind == .function ? "`\(declaration.name)(...)`" : "`\(declaration.name)`"
            return Finding(rule: Self.id, code: "ANYVIEW-I1", severity: .info, file: tree.file,
                           offset: tree.file.tokens.start(declaration.nameToken ?? declaration.keyword),
                           message: "\(what) returns AnyView, wrapping \(wraps) view\(wraps == 1 ? "" : "s"): @ViewBuilder with `some View` would keep their types: \(reason)",
                           suggestion: "declare it @ViewBuilder returning `some View` and return the views themselves, unless a protocol or caller needs AnyView")
        }
    }

    /// `func eraseToAnyView() -> AnyView { AnyView(self) }`: erasing is its whole point.
    private func isErasingHelper(_ body: Int, _ tree: SyntaxTree) -> Bool {
        let statements = tree.statements(in: body)
        guard statements.count == 1 else { return false }
        let text = tree.compactText(statements[0].first, statements[0].last)
        return text == "AnyView(self)" || text == "returnAnyView(self)"
    }
}
