import Rewriter

/// Window lookups through UIApplication anywhere in Objective-C sources, blocks included:
/// `[UIApplication sharedApplication].keyWindow` / `.windows`, `[[UIApplication sharedApplication]
/// windows]`, and the same through a method's UIApplication parameter (`application.windows` in
/// `application:didFinishLaunchingWithOptions:`), a local (`UIApplication *app = ...`) or a property. Once
/// scenes are adopted they are nil or empty until the scene connects, after didFinishLaunching
/// returns: the Swift audit's SCENE-A2/A3.
/// Shared by the migration of an Objective-C app delegate and that of a Swift one whose app
/// has Objective-C sources.
enum ObjectiveCAppWideReads {
    struct Read {
        let syntax: ObjectiveCSyntax
        let token: Int
        /// `keyWindow` or `windows`.
        let property: String
        /// How the code names the app: `[UIApplication sharedApplication]` or the parameter's name.
        let application: String
    }

    static func windowReads(in sources: [ObjectiveCSyntax]) -> [Read] {
        var found: [Read] = []
        for syntax in sources where ByteSearch.contains(syntax.file.bytes, "UIApplication") {
            let file = syntax.file
            let kinds = file.tokens.kinds
            let bodies = ObjectiveCApplication.parameterNames(in: syntax)
            let locals = ObjectiveCApplication.boundNames(in: syntax)
            var next = 0
            for t in 0..<kinds.count where kinds[t] == .identifier && (file.token(t, is: "keyWindow") || file.token(t, is: "windows")) {
                guard syntax.directive(holding: t) == nil else { continue }
                while next < bodies.count, bodies[next].close < t { next += 1 }
                let names = (next < bodies.count && bodies[next].open < t ? bodies[next].names : []).union(locals)
                let previous = syntax.previousCode(before: t)
                guard ObjectiveCApplication.isApplicationProperty(previous: previous, next: syntax.nextCode(after: t), syntax, names) else { continue }
                found.append(Read(syntax: syntax, token: t, property: file.text(of: t),
                                  application: applicationName(before: previous, syntax)))
            }
        }
        return found
    }

    /// Identifier tokens spelling `name` in `sources`, outside preprocessor directives.
    static func uses(of name: StaticString, in sources: [ObjectiveCSyntax]) -> [(syntax: ObjectiveCSyntax, token: Int)] {
        sources.flatMap { syntax in
            syntax.codeIdentifiers(spelled: name).filter { syntax.directive(holding: $0) == nil }.map { (syntax, $0) }
        }
    }

    /// How a read names the app, from the token before the property (`.` or the receiver).
    private static func applicationName(before previous: Int?, _ syntax: ObjectiveCSyntax) -> String {
        guard var receiver = previous else { return "[UIApplication sharedApplication]" }
        let file = syntax.file
        if file.tokens.kinds[receiver] == .period, let before = syntax.previousCode(before: receiver) { receiver = before }
        // A name the app is bound to, not the `sharedApplication` of `UIApplication.sharedApplication`.
        if file.tokens.kinds[receiver] == .identifier, !file.token(receiver, is: "sharedApplication")
            || syntax.previousCode(before: receiver).map({ file.tokens.kinds[$0] != .period }) ?? true {
            return file.text(of: receiver)
        }
        return "[UIApplication sharedApplication]"
    }
}
