import Rewriter

/// Reports `.swipeActions` on rows of a custom scrollable layout (a
/// `ScrollView` or lazy stack/grid, not a `List`) with no
/// `.swipeActionsContainer()`: outside `List` the swipe actions do nothing.
public struct SwipeActionsContainer: Codemod {
    public static let id = "swipe-actions-container"
    public static let summary = "report .swipeActions in a ScrollView or lazy stack without .swipeActionsContainer()"
    public static let explanation = """
        iOS 27 lets rows of custom scrollable layouts use `.swipeActions`, but only inside a container marked
        with `.swipeActionsContainer()` (iOS 27+), which keeps one row open at a time and closes rows on
        scroll or tap. Without it, `.swipeActions` outside `List` has no effect. Adding the container is a
        one-line change but needs an availability check below iOS 27, so it is reported, not written.

        Before:
            ScrollView {
                LazyVStack {
                    ForEach(stickers) { sticker in
                        StickerRow(sticker: sticker)
                            .swipeActions {                    // warning: SWIPE-W1
                                Button("Delete", role: .destructive) { delete(sticker) }
                            }
                    }
                }
            }
        After (by hand):
            ScrollView {
                LazyVStack { ... }
            }
            .swipeActionsContainer()

        SWIPE-W1 (warning): `.swipeActions` whose nearest enclosing container, within one body, is a
        `ScrollView`, `LazyVStack`, `LazyHStack`, `LazyVGrid` or `LazyHGrid` rather than a `List` or `Form`, in a
        file that never mentions `swipeActionsContainer` (so a container set on a parent view counts). Rows
        declared in their own view type are not followed to where they are used, so they are not reported.
        """

    public init(options: [String: String]) {}

    private static let listLike = WordSet(words: ["List", "Form"])
    private static let scrollables = WordSet(words: ["ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"])

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let file = tree.file
        let uses = file.identifierTokens(spelling: "swipeActions")
        guard !uses.isEmpty, !ByteSearch.contains(file.bytes, "swipeActionsContainer") else { return [] }
        var findings: [Finding] = []
        for i in uses where WordTokens.isMember(i, in: tree) {
            if outsideList(i, tree) {
                findings.append(WordTokens.finding(Self.id, "SWIPE-W1", .warning, at: i, in: tree,
                    "`.swipeActions` on a row of a custom scrollable layout has no effect without `.swipeActionsContainer()` on the container",
                    "add `.swipeActionsContainer()` to the ScrollView or lazy stack (iOS 27+, behind `if #available` for older targets)"))
            }
        }
        return findings
    }

    /// Walks the enclosing closures outwards, within one declaration's body,
    /// to the nearest `List`/`Form` (fine) or scrollable layout (reported).
    private func outsideList(_ i: Int, _ tree: SyntaxTree) -> Bool {
        for brace in tree.enclosingBraces(of: i) {
            let role = tree.role(ofBrace: brace)
            if role == .statementBody { continue }
            guard role == .closure else { break }
            guard let callee = callee(ofClosure: brace, tree) else { continue }
            if Self.listLike.contains(tree.file, callee) { return false }
            if Self.scrollables.contains(tree.file, callee) { return true }
        }
        return false
    }

    /// The name of the call a closure belongs to: `ScrollView {`, `LazyVStack(spacing: 8) {`.
    private func callee(ofClosure brace: Int, _ tree: SyntaxTree) -> Int? {
        guard var p = tree.previous(brace) else { return nil }
        if tree.kind(p) == .rightParen, let open = tree.partner(of: p), let q = tree.previous(open) { p = q }
        return tree.kind(p) == .identifier ? p : nil
    }
}
