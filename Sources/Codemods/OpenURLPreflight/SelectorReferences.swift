import Rewriter

/// URL-W11: `openURL:` named as a selector in Swift (`sel_registerName("openURL:")`,
/// `NSSelectorFromString("openURL:")`, `Selector(("openURL:"))`, a constant `"openURL:"`,
/// `#selector(UIApplication.openURL(_:))`), the way extension code opens its app through the
/// responder chain. Performed, it reaches `openURL(_:)`, which opens nothing on iOS 27; there is
/// no call to rewrite, so it is reported.
enum SelectorReferences {
    /// Whether the file may hold such a selector: `openURL` as an identifier, or the string.
    static func mayHave(_ file: SourceFile) -> Bool {
        file.mayHaveIdentifier("openURL") || ByteSearch.contains(file.bytes, "openURL:\"")
    }

    static func findings(in tree: SyntaxTree) -> [Finding] {
        let file = tree.file
        var tokens = SelectorNames.literals(naming: "openURL:", in: file)
        if file.mayHaveIdentifier("openURL") {
            // A type of the file with its own `openURL(_:)` is what an unqualified `#selector` names.
            let declaresOwn = file.identifierTokens(spelling: "openURL").contains { t in
                tree.previous(t).map { tree.isText($0, "func") } ?? false
            }
            for t in 0..<file.tokens.count where tree.kind(t) == .poundKeyword && tree.isText(t, "#selector") {
                guard let open = tree.next(t), tree.kind(open) == .leftParen, let close = tree.partner(of: open) else { continue }
                for name in open..<close where tree.kind(name) == .identifier && tree.isText(name, "openURL") {
                    guard let paren = tree.next(name), tree.kind(paren) == .leftParen,
                          let label = tree.next(paren), tree.isText(label, "_"), let colon = tree.next(label), tree.kind(colon) == .colon
                    else { continue }
                    let qualified = tree.previous(name).map { tree.kind($0) == .period } ?? false
                    if qualified {
                        guard let dot = tree.previous(name), let type = tree.previous(dot), tree.isText(type, "UIApplication") else { continue }
                    } else if declaresOwn {
                        continue
                    }
                    tokens.append(name)
                }
            }
        }
        return tokens.sorted().map { t in
            Finding(rule: OpenURLPreflight.id, code: "URL-W11", severity: .warning, file: file, offset: file.tokens.start(t),
                    message: "\(file.text(of: t) == "openURL" ? "#selector(openURL(_:))" : file.text(of: t)) names UIApplication's openURL(_:): "
                        + "performed, it opens nothing on iOS 27 (it returns false)",
                    suggestion: "call open(_:options:completionHandler:) on the UIApplication (in an extension, the one found in the "
                        + "responder chain) and use the Bool its completion receives")
        }
    }
}
