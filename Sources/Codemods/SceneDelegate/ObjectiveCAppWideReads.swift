import Rewriter

/// Window lookups through UIApplication anywhere in Objective-C sources, blocks included:
/// `[UIApplication sharedApplication].keyWindow` / `.windows`, `[[UIApplication sharedApplication]
/// windows]`, and the same through a method's UIApplication parameter (`application.windows` in
/// `application:didFinishLaunchingWithOptions:`). Once scenes are adopted they are nil or empty
/// until the scene connects, after didFinishLaunching returns: the Swift audit's SCENE-A2/A3.
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
            // The methods' bodies in file order, each with the names of its UIApplication parameters.
            let methods = syntax.declarations.containers.flatMap(\.methods)
            let bodies = methods.compactMap { method -> (open: Int, close: Int, names: Set<String>)? in
                guard let body = method.body else { return nil }
                return (body.open, body.close, Set(method.parameters.filter { Self.isApplicationType($0.type) }.map(\.name)))
            }.sorted { $0.open < $1.open }
            var next = 0
            for t in 0..<kinds.count where kinds[t] == .identifier && (file.token(t, is: "keyWindow") || file.token(t, is: "windows")) {
                guard syntax.directive(holding: t) == nil else { continue }
                while next < bodies.count, bodies[next].close < t { next += 1 }
                let names = next < bodies.count && bodies[next].open < t ? bodies[next].names : []
                let previous = syntax.previousCode(before: t)
                guard isApplicationProperty(previous: previous, next: syntax.nextCode(after: t), syntax, names) else { continue }
                found.append(Read(syntax: syntax, token: t, property: file.text(of: t),
                                  application: applicationName(before: previous, syntax)))
            }
        }
        return found
    }

    /// Identifier tokens spelling `name` in `sources`, outside preprocessor directives.
    static func uses(of name: StaticString, in sources: [ObjectiveCSyntax]) -> [(syntax: ObjectiveCSyntax, token: Int)] {
        var found: [(syntax: ObjectiveCSyntax, token: Int)] = []
        for syntax in sources where ByteSearch.contains(syntax.file.bytes, name) {
            let file = syntax.file
            for t in 0..<file.tokens.kinds.count where file.tokens.kinds[t] == .identifier && file.token(t, is: name)
                && syntax.directive(holding: t) == nil {
                found.append((syntax, t))
            }
        }
        return found
    }

    /// `UIApplication *`, with or without qualifiers (`UIApplication * _Nonnull`), not a subclass's name.
    static func isApplicationType(_ type: String) -> Bool {
        type.split(whereSeparator: { $0 == " " || $0 == "*" }).contains("UIApplication")
    }

    /// Whether the property name between `previous` and `next` is read from the app:
    /// `RECEIVER.windows` or `[RECEIVER windows]`, RECEIVER as `isApplication` takes it.
    static func isApplicationProperty(previous: Int?, next: Int?, _ syntax: ObjectiveCSyntax, _ aliases: Set<String>) -> Bool {
        guard let before = previous else { return false }
        let kinds = syntax.file.tokens.kinds
        if kinds[before] == .period, let receiver = syntax.previousCode(before: before), isApplication(receiver, syntax, aliases) { return true }
        return next.map { kinds[$0] == .rightBracket } == true && isApplication(before, syntax, aliases)
    }

    /// The token ends `[UIApplication sharedApplication]`, `UIApplication.sharedApplication` or names an alias.
    static func isApplication(_ token: Int, _ syntax: ObjectiveCSyntax, _ aliases: Set<String>) -> Bool {
        let file = syntax.file
        let kinds = file.tokens.kinds
        if kinds[token] == .rightBracket, let open = syntax.partner(of: token) {
            let inner = (open + 1..<token).filter { !kinds[$0].isTrivia }
            return inner.count == 2 && file.token(inner[0], is: "UIApplication") && file.token(inner[1], is: "sharedApplication")
        }
        guard kinds[token] == .identifier else { return false }
        if file.token(token, is: "sharedApplication"), let dot = syntax.previousCode(before: token), kinds[dot] == .period,
           let type = syntax.previousCode(before: dot), file.token(type, is: "UIApplication") { return true }
        guard aliases.contains(file.text(of: token)) else { return false }
        return syntax.previousCode(before: token).map { kinds[$0] != .period } ?? true
    }

    /// How a read names the app, from the token before the property (`.` or the receiver).
    private static func applicationName(before previous: Int?, _ syntax: ObjectiveCSyntax) -> String {
        guard var receiver = previous else { return "[UIApplication sharedApplication]" }
        let file = syntax.file
        if file.tokens.kinds[receiver] == .period, let before = syntax.previousCode(before: receiver) { receiver = before }
        if file.tokens.kinds[receiver] == .identifier, !file.token(receiver, is: "sharedApplication") { return file.text(of: receiver) }
        return "[UIApplication sharedApplication]"
    }
}
