import Rewriter

/// The `platforms:` of a SwiftPM manifest: `.iOS(.v15)`, `.iOS(.v15_4)`, `.iOS("15.0")`,
/// `.macOS(.v12)`, `.visionOS(.v1)`. Platforms the manifest does not list are not taken to be
/// built for (SwiftPM would use its oldest supported version; such builds are rare in apps).
enum PackageManifestPlatforms {
    static func platforms(in tree: SyntaxTree) -> [ApplePlatform: DeploymentTarget] {
        let file = tree.file
        var found: [ApplePlatform: DeploymentTarget] = [:]
        for i in file.identifierTokens(spelling: "platforms") {
            guard let colon = tree.next(i), tree.kind(colon) == .colon, let open = tree.next(colon), tree.kind(open) == .leftBracket,
                  let close = tree.partner(of: open) else { continue }
            var j = open
            while let dot = tree.next(j), dot < close {
                j = dot
                guard tree.kind(dot) == .period, let name = tree.next(dot), let platform = ApplePlatform(spelled: tree.text(name)),
                      let paren = tree.next(name), tree.kind(paren) == .leftParen, let end = tree.partner(of: paren),
                      let version = version(tree, from: paren, to: end) else { continue }
                found[platform] = min(found[platform] ?? version, version)
                j = end
            }
        }
        return found
    }

    /// `(.v15_4)` or `("15.4")`.
    private static func version(_ tree: SyntaxTree, from open: Int, to close: Int) -> DeploymentTarget? {
        guard let first = tree.next(open), first < close else { return nil }
        if tree.kind(first) == .period, let name = tree.next(first), name < close {
            let text = tree.text(name)
            guard text.hasPrefix("v") else { return nil }
            return DeploymentTarget(String(text.dropFirst().map { $0 == "_" ? "." : $0 }))
        }
        if tree.kind(first) == .stringLiteral {
            return DeploymentTarget(tree.text(first))
        }
        return nil
    }
}
