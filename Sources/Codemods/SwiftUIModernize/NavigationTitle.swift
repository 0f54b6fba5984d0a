import Rewriter

/// Replaces `navigationBarTitle(_:)` with `navigationTitle(_:)`, and the `displayMode:` form with
/// `navigationTitle(_:)` plus `navigationBarTitleDisplayMode(_:)`.
///
///     .navigationBarTitle("Settings")                        ->   .navigationTitle("Settings")
///     .navigationBarTitle("Settings", displayMode: .inline)  ->   .navigationTitle("Settings")
///                                                                 .navigationBarTitleDisplayMode(.inline)
public struct NavigationTitle: Codemod {
    public static let id = "swiftui-navigation-title"
    public static let summary = "replace navigationBarTitle(_:) with navigationTitle(_:) (and navigationBarTitleDisplayMode(_:)) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `navigationBarTitle(_:)` is renamed `navigationTitle(_:)` (the SDK says `renamed:`), and the `displayMode:`
        form is replaced by `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`. Both deprecations are
        soft (100000): `--swiftui-modernize available` rewrites them from iOS 14 (watchOS 8 for the display mode).

        Before:
            List(items) { ItemRow(item: $0) }
                .navigationBarTitle("Items", displayMode: .inline)
        After (--swiftui-modernize available, deployment target iOS 14 or later):
            List(items) { ItemRow(item: $0) }
                .navigationTitle("Items")
                .navigationBarTitleDisplayMode(.inline)

        What it rewrites: `.navigationBarTitle(title)` and `.navigationBarTitle(title, displayMode: mode)`; the title
        keeps its form (Text, string literal or String: `navigationTitle` has the same three overloads). The display
        mode goes on the next line with the modifier's indentation when the modifier starts its line, else right
        after it. Other argument lists are left alone.

        """ + SwiftUIModernization.explanation(
            old: [SwiftUIAvailabilityTable.navigationBarTitle, SwiftUIAvailabilityTable.navigationBarTitleDisplayModeArgument],
            new: [SwiftUIAvailabilityTable.navigationTitle, SwiftUIAvailabilityTable.navigationBarTitleDisplayMode])

    public static let fixSafety = """
    Safe: the SDK declares `navigationBarTitle(_:)` with `renamed: "navigationTitle(_:)"`, and the display \
    mode is set by `navigationBarTitleDisplayMode(_:)`, as its deprecation message says.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.navigationBarTitle)
                || settings.mayPermit(SwiftUIAvailabilityTable.navigationBarTitleDisplayModeArgument) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "navigationBarTitle", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project) else { return [] }
        let table = SwiftUIAvailabilityTable.self
        let titleReason = settings.permits(table.navigationBarTitle, table.navigationTitle, in: deployment)
        let modeReason = settings.permits(table.navigationBarTitleDisplayModeArgument, table.navigationTitle, in: deployment)
            .flatMap { reason in settings.permits(table.navigationBarTitleDisplayModeArgument, table.navigationBarTitleDisplayMode, in: deployment).map { _ in reason } }
        var findings: [Finding] = []
        for modifier in calls {
            let call = modifier
            guard call.trailingClosures.isEmpty, let title = call.arguments.first, title.label == nil else { continue }
            let close = call.rightParen
            if call.arguments.count == 1, let reason = titleReason {
                findings.append(SwiftUIModernization.rewrite(Self.id, modifier, tree, "navigationBarTitle(_:) -> navigationTitle(_:): \(reason)",
                                                             [SwiftUIModernization.rename(modifier, to: "navigationTitle", in: tree)]))
            } else if call.arguments.count == 2, let mode = call.arguments.last, mode.label == "displayMode", let reason = modeReason {
                let modeText = tree.sourceText(mode.value.lowerBound, mode.value.upperBound)
                let separator = startsLine(modifier.dot, tree).map { "\n" + $0 } ?? ""
                let edits = [
                    SwiftUIModernization.rename(modifier, to: "navigationTitle", in: tree),
                    // `, displayMode: .inline)` -> `)\n    .navigationBarTitleDisplayMode(.inline)`
                    Edit(range: tree.file.tokens.end(title.value.upperBound)..<tree.file.tokens.end(close),
                         replacement: ")" + separator + ".navigationBarTitleDisplayMode(\(modeText))"),
                ]
                findings.append(SwiftUIModernization.rewrite(Self.id, modifier, tree,
                    "navigationBarTitle(_:displayMode:) -> navigationTitle(_:) and navigationBarTitleDisplayMode(_:): \(reason)", edits))
            }
        }
        return findings
    }

    /// The indentation of the line `dot` starts, or nil when something comes before it on its line.
    private func startsLine(_ dot: Int, _ tree: SyntaxTree) -> String? {
        var i = dot - 1
        var indent = ""
        while i >= 0 {
            switch tree.kind(i) {
            case .whitespace: indent = tree.text(i) + indent
            case .newline: return indent
            default: return nil
            }
            i -= 1
        }
        return indent
    }
}
