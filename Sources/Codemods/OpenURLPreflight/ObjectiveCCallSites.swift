import Rewriter

/// URL-W9: `canOpenURL:` and `openURL:` in Objective-C sources, reported, never rewritten.
///
/// - `canOpenURL:` sent to any receiver, or named by `@selector(canOpenURL:)`.
/// - `openURL:` alone (without `options:`) sent to the app (`[UIApplication sharedApplication]`,
///   `UIApplication.sharedApplication`, a `UIApplication *` parameter, local or property), or named by
///   `@selector(openURL:)` (`performSelector:withObject:` on the app in extension-safe code).
///   Another class's own `openURL:` is not UIApplication's, as in Swift.
///
/// Method headers and declarations (`application:openURL:options:`) declare, they do not call.
enum ObjectiveCCallSites {
    static func findings(in project: ProjectContext) -> [Finding] {
        var findings: [Finding] = []
        for syntax in project.objectiveCSources(where: { _, bytes in ByteSearch.contains(bytes, "penURL") }) {
            let canOpen = syntax.codeIdentifiers(spelled: "canOpenURL")
            let open = syntax.codeIdentifiers(spelled: "openURL")
            // The selector spelled as a string: `NSSelectorFromString(@"openURL:")`, a constant.
            let named = SelectorNames.literals(naming: "openURL:", in: syntax.file)
            guard !canOpen.isEmpty || !open.isEmpty || !named.isEmpty else { continue }
            let methods = ObjectiveCMethods(syntax)
            let file = syntax.file
            func report(_ token: Int, _ message: (String) -> String, _ suggestion: String) {
                let place = methods.name(holding: token).map { " in \($0)" } ?? ""
                findings.append(Finding(rule: OpenURLPreflight.id, code: "URL-W9", severity: .warning, file: file,
                                        offset: file.tokens.start(token), message: message(place), suggestion: suggestion))
            }
            for t in canOpen where !methods.isInDeclaration(t) {
                if let selector = syntax.selectorLiteral(holding: t) {
                    guard selector == "canOpenURL:" else { continue }
                } else if syntax.laterKeywords(of: t) == nil {
                    continue
                }
                report(t, Messages.canOpen, Messages.canOpenSuggestion)
            }
            // The app's names, found once a file has an `openURL:` to ask about.
            var parameters: [(open: Int, close: Int, names: Set<String>)]?
            var bound: Set<String> = []
            for t in open where !methods.isInDeclaration(t) {
                if let selector = syntax.selectorLiteral(holding: t) {
                    if selector == "openURL:" { report(t, Messages.legacySelector, Messages.legacySuggestion) }
                    continue
                }
                guard let later = syntax.laterKeywords(of: t), later.isEmpty, let receiver = syntax.codeBefore(t) else { continue }
                if parameters == nil {
                    parameters = ObjectiveCApplication.parameterNames(in: syntax)
                    bound = ObjectiveCApplication.boundNames(in: syntax)
                }
                let k = parameters!.partitionPoint { $0.open > t }
                let inMethod = k > 0 && t < parameters![k - 1].close ? parameters![k - 1].names : []
                guard ObjectiveCApplication.isApplication(receiver, syntax, inMethod.union(bound)) else { continue }
                report(t, Messages.legacy, Messages.legacySuggestion)
            }
            for t in named {
                report(t, { place in Messages.legacyNamed(file.text(of: t), place) }, Messages.legacySuggestion)
            }
        }
        return findings
    }

    enum Messages {
        static func canOpen(_ place: String) -> String {
            "canOpenURL:\(place) is deprecated in iOS 27 and answers NO for a scheme that is not among the first 25 "
                + "of LSApplicationQueriesSchemes; Objective-C is not rewritten"
        }
        static let canOpenSuggestion = "attempt the open instead and handle failure in its completion: "
            + "[UIApplication.sharedApplication openURL:url options:@{} completionHandler:^(BOOL success) { if (!success) { ... } }]; "
            + "where the answer decides what to show (whether an app is installed), use a universal link or drop the check"
        static func legacy(_ place: String) -> String {
            "openURL:\(place) opens nothing on iOS 27 (it returns NO); Objective-C is not rewritten"
        }
        static func legacySelector(_ place: String) -> String {
            "@selector(openURL:)\(place) names UIApplication's openURL:, which opens nothing on iOS 27 (it returns NO); "
                + "Objective-C is not rewritten"
        }
        static func legacyNamed(_ literal: String, _ place: String) -> String {
            "the selector \(literal)\(place) names UIApplication's openURL:, which opens nothing on iOS 27 (it returns NO); "
                + "Objective-C is not rewritten"
        }
        static let legacySuggestion = "call openURL:options:completionHandler: (options @{}) and use the success flag its completion receives"
    }
}
