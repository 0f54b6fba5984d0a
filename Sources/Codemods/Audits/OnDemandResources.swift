import Rewriter

/// Reports On-Demand Resources (`NSBundleResourceRequest`), which the iOS 27
/// migration plan says to move to Background Assets.
public struct OnDemandResources: Codemod {
    public static let id = "on-demand-resources"
    public static let summary = "report On-Demand Resources (NSBundleResourceRequest): plan a move to Background Assets"
    public static let explanation = """
        The iOS 27 migration guidance says to plan a move from On-Demand Resources (NSBundleResourceRequest)
        to Background Assets. The deprecation is flagged in migration notes but not confirmed in public Apple
        documentation, so this is a warning to plan for, not a build break. Nothing is rewritten.

        Before:
            let request = NSBundleResourceRequest(tags: ["level-2"])   // warning: ODR-W1
            try await request.beginAccessingResources()
        After (by hand):
            // Background Assets: an asset pack downloaded by the system and read through
            // AssetPackManager (or a BADownloaderExtension on older systems).

        ODR-W1 (warning): each use of the `NSBundleResourceRequest` type.
        """

    public init(options: [String: String]) {}

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let uses = tree.file.identifierTokens(spelling: "NSBundleResourceRequest")
        if uses.isEmpty || project.index.declares("NSBundleResourceRequest") { return [] }
        return uses.compactMap { i in
            if WordTokens.isDeclaredName(i, in: tree) { return nil }
            if let r = WordTokens.receiver(of: i, in: tree), !tree.isText(r, "Foundation") { return nil }
            return WordTokens.finding(Self.id, "ODR-W1", .warning, at: i, in: tree,
                "`NSBundleResourceRequest` (On-Demand Resources) is on the iOS 27 migration list; the deprecation is not yet confirmed in public documentation",
                "plan a move to Background Assets (asset packs)")
        }
    }
}
