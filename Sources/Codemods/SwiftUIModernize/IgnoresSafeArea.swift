import Rewriter

/// Replaces `edgesIgnoringSafeArea(_:)` with `ignoresSafeArea(edges:)`.
///
///     .edgesIgnoringSafeArea(.all)      ->   .ignoresSafeArea(edges: .all)
public struct IgnoresSafeArea: Codemod {
    public static let id = "swiftui-ignores-safe-area"
    public static let summary = "replace edgesIgnoringSafeArea(_:) with ignoresSafeArea(edges:) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `edgesIgnoringSafeArea(_:)` is deprecated softly (100000, "Use ignoresSafeArea(_:edges:) instead."):
        `--swiftui-modernize available` rewrites it from iOS 14, macOS 11, tvOS 14, watchOS 7.

        Before:
            Color.black.edgesIgnoringSafeArea(.all)
        After (--swiftui-modernize available, deployment target iOS 14 or later):
            Color.black.ignoresSafeArea(edges: .all)

        What it rewrites: `.edgesIgnoringSafeArea(edges)` with one argument; the edge set is kept as written.
        Each fix is marked as a change of behaviour: the SDK implements the old modifier with a layout that names
        no safe-area regions and the new one with `regions: .all`, which takes in the keyboard's region too, so a
        view with text fields may no longer move above the keyboard (write `.ignoresSafeArea(.container, edges:)`
        where that matters).

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.edgesIgnoringSafeArea], new: [SwiftUIAvailabilityTable.ignoresSafeArea])

    static let behaviour = FixSafety.behavior("ignoresSafeArea(edges:) expands into every safe-area region, the keyboard's included; the old modifier's layout names no regions")

    public static let fixSafety = """
    A behavior change on every fix: the SDK implements `edgesIgnoringSafeArea(_:)` with a layout that names \
    no safe-area regions, and `ignoresSafeArea(edges:)` with `regions: .all`, the keyboard's region included.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.edgesIgnoringSafeArea) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "edgesIgnoringSafeArea", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.edgesIgnoringSafeArea, SwiftUIAvailabilityTable.ignoresSafeArea, in: deployment)
        else { return [] }
        return calls.compactMap { modifier in
            let call = modifier
            guard call.trailingClosures.isEmpty, call.arguments.count == 1, let edges = call.arguments.first, edges.label == nil else { return nil }
            return SwiftUIModernization.rewrite(Self.id, modifier, tree, "edgesIgnoringSafeArea(_:) -> ignoresSafeArea(edges:): \(reason)", [
                SwiftUIModernization.rename(modifier, to: "ignoresSafeArea", in: tree),
                .insert("edges: ", at: tree.file.tokens.start(edges.value.lowerBound)),
            ], safety: Self.behaviour)
        }
    }
}
