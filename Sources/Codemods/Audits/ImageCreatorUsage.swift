import Rewriter

/// Reports uses of Image Playground's `ImageCreator`, which the iOS 27 SDK
/// deprecates: betas warn, TestFlight builds can fail at runtime, and the
/// release SDK stops accepting it. There is no headless replacement.
public struct ImageCreatorUsage: Codemod {
    public static let id = "image-creator"
    public static let summary = "report ImageCreator, which fails at runtime in TestFlight with the iOS 27 SDK"
    public static let explanation = """
        ImageCreator (Image Playground's programmatic generator) is deprecated in the iOS 27 SDK: beta builds
        warn, TestFlight builds can fail at runtime, and the release SDK stops accepting it. The replacements are
        user-driven: SwiftUI's imagePlaygroundSheet or UIKit's ImagePlaygroundViewController. There is no headless
        replacement, so a feature that generates images in the background needs a different design. Nothing is
        rewritten.

        Before:
            let creator = try await ImageCreator()          // error: IMAGE-E1
            for try await image in creator.images(for: [.text("a cat")], style: .animation, limit: 1) { ... }
        After (by hand):
            .imagePlaygroundSheet(isPresented: $showPlayground, concepts: [.text("a cat")]) { url in
                // copy the file at `url` into app-owned storage
            }

        IMAGE-E1 (error): each use of the `ImageCreator` type. A project type of the same name is not reported.
        """

    public init(options: [String: String]) {}

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let uses = tree.file.identifierTokens(spelling: "ImageCreator")
        if uses.isEmpty || project.index.declares("ImageCreator") { return [] }
        return uses.compactMap { i in
            // `ImagePlayground.ImageCreator` counts; `foo.ImageCreator` on another module's value does not exist.
            if WordTokens.isDeclaredName(i, in: tree) { return nil }
            if let r = WordTokens.receiver(of: i, in: tree), !tree.isText(r, "ImagePlayground") { return nil }
            return WordTokens.finding(Self.id, "IMAGE-E1", .error, at: i, in: tree,
                "`ImageCreator` is deprecated in the iOS 27 SDK and fails at runtime in TestFlight builds",
                "present `imagePlaygroundSheet` (SwiftUI) or `ImagePlaygroundViewController` (UIKit) instead; there is no headless replacement")
        }
    }
}
