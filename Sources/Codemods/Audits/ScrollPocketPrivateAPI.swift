import Rewriter

/// Reports code that names UIKit's private scroll-pocket implementation:
/// `_UIScrollEdgeEffect…`/`_UIScrollPocket…` classes and the `updatePocket(…)` callback.
public struct ScrollPocketPrivateAPI: Codemod {
    public static let id = "scroll-pocket-private-api"
    public static let summary = "report private scroll-pocket API (_UIScrollEdgeEffect..., updatePocket) that changed in iOS 27"
    public static let explanation = """
        `_UIScrollEdgeEffectViewInteraction`, `updatePocket(_:contentRect:velocity:isTracking:shouldAnimateVisibility:)`
        and other underscored scroll-pocket types are private UIKit implementation details, reverse engineered
        from betas. They changed in iOS 27 and are unsuitable for App Store code. Rebuild the effect from the
        public scroll-edge API, or accept the system rendering. Nothing is rewritten.

        Before:
            override func updatePocket(_ pocket: AnyObject, contentRect: CGRect, velocity: CGPoint,   // warning: POCKET-W1
                                       isTracking: Bool, shouldAnimateVisibility: Bool) { ... }
        After (by hand):
            scrollView.topEdgeEffect.style = .soft
            let interaction = UIScrollEdgeElementContainerInteraction()
            interaction.scrollView = scrollView
            interaction.edge = .bottom
            buttonContainer.addInteraction(interaction)

        POCKET-W1 (warning): identifiers starting with `_UIScrollEdgeEffect` or `_UIScrollPocket`, and
        `updatePocket` (declared, called, or in `#selector`). Names inside string literals (for example
        `NSClassFromString("_UIScrollEdgeEffectViewInteraction")`) are not matched: strings are never read.
        """

    public init(options: [String: String]) {}

    private static let prefixes: [StaticString] = ["_UIScrollEdgeEffect", "_UIScrollPocket"]

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let file = tree.file
        guard ByteSearch.contains(file.bytes, "_UIScroll")
                || (file.mayHaveIdentifier("updatePocket") && ByteSearch.contains(file.bytes, "updatePocket")) else { return [] }
        var findings: [Finding] = []
        let kinds = file.tokens.kinds
        for i in 0..<kinds.count where kinds[i] == .identifier {
            let isPocket = file.token(i, is: "updatePocket")
            guard isPocket || Self.prefixes.contains(where: { hasPrefix(file, i, $0) }) else { continue }
            let name = file.text(of: i)
            findings.append(WordTokens.finding(Self.id, "POCKET-W1", .warning, at: i, in: tree,
                "`\(name)` is a private UIKit scroll-pocket implementation detail that changed in iOS 27 and is not App Store safe",
                "use the public scroll-edge API (`topEdgeEffect.style`, `UIScrollEdgeElementContainerInteraction`) or the system rendering"))
        }
        return findings
    }

    private func hasPrefix(_ file: SourceFile, _ i: Int, _ prefix: StaticString) -> Bool {
        let start = file.tokens.start(i)
        guard file.tokens.end(i) - start >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { p in
            for j in 0..<p.count where file.bytes[start + j] != p[j] { return false }
            return true
        }
    }
}
