/// How Objective-C code names the app: `[UIApplication sharedApplication]`,
/// `UIApplication.sharedApplication`, or a name bound to it (a method's `UIApplication *`
/// parameter, a local `UIApplication *app = [UIApplication sharedApplication];`).
public enum ObjectiveCApplication {
    /// `UIApplication *`, with or without qualifiers (`UIApplication * _Nonnull`), not a subclass's name.
    public static func isApplicationType(_ type: String) -> Bool {
        type.split(whereSeparator: { $0 == " " || $0 == "*" }).contains("UIApplication")
    }

    /// Whether `token` ends `[UIApplication sharedApplication]` or `UIApplication.sharedApplication`,
    /// or is one of `aliases` (not as a member: `self.application` is not the parameter).
    public static func isApplication(_ token: Int, _ syntax: ObjectiveCSyntax, _ aliases: Set<String>) -> Bool {
        let file = syntax.file
        let kinds = file.tokens.kinds
        if kinds[token] == .rightBracket, let open = syntax.partner(of: token) {
            let inner = (open + 1..<token).filter { !kinds[$0].isTrivia }
            return inner.count == 2 && file.token(inner[0], is: "UIApplication") && file.token(inner[1], is: "sharedApplication")
        }
        guard kinds[token] == .identifier else { return false }
        // (`codeBefore`: in a macro's body, the tokens before it on its line.)
        if file.token(token, is: "sharedApplication"), let dot = syntax.codeBefore(token), kinds[dot] == .period,
           let type = syntax.codeBefore(dot), file.token(type, is: "UIApplication") { return true }
        let name = file.text(of: token)
        guard let dot = syntax.codeBefore(token), kinds[dot] == .period else { return aliases.contains(name) }
        // `self.name`, for a property declared `UIApplication *` (see `boundNames`).
        return syntax.codeBefore(dot).map { file.token($0, is: "self") } == true && aliases.contains("self." + name)
    }

    /// Whether the property name between `previous` and `next` is read from the app:
    /// `RECEIVER.windows` or `[RECEIVER windows]`, RECEIVER as `isApplication` takes it.
    public static func isApplicationProperty(previous: Int?, next: Int?, _ syntax: ObjectiveCSyntax, _ aliases: Set<String>) -> Bool {
        guard let before = previous else { return false }
        let kinds = syntax.file.tokens.kinds
        if kinds[before] == .period, let receiver = syntax.codeBefore(before), isApplication(receiver, syntax, aliases) { return true }
        return next.map { kinds[$0] == .rightBracket } == true && isApplication(before, syntax, aliases)
    }

    /// The method bodies of a file in file order, each with the names of its `UIApplication *`
    /// parameters: what `application` means inside `application:didFinishLaunchingWithOptions:`.
    public static func parameterNames(in syntax: ObjectiveCSyntax) -> [(open: Int, close: Int, names: Set<String>)] {
        syntax.declarations.containers.flatMap(\.methods).compactMap { method -> (open: Int, close: Int, names: Set<String>)? in
            guard let body = method.body else { return nil }
            return (body.open, body.close, Set(method.parameters.filter { isApplicationType($0.type) }.map(\.name)))
        }.sorted { $0.open < $1.open }
    }

    /// What a file binds to the app outside method parameters: its locals (`localNames`), and its
    /// properties declared `UIApplication *` as `self.name` and as their instance variable `_name`
    /// (an app injected for tests: `@property UIApplication *sharedApplication`).
    public static func boundNames(in syntax: ObjectiveCSyntax) -> Set<String> {
        var names = localNames(in: syntax)
        for container in syntax.declarations.containers {
            for property in container.properties where isApplicationType(property.type) {
                names.insert("self." + property.name)
                names.insert("_" + property.name)
            }
        }
        return names
    }

    /// Names a file binds to the app in statements such as `UIApplication *app = ...;` (its
    /// declared type is the app's class, whatever the initializer), anywhere in the file.
    public static func localNames(in syntax: ObjectiveCSyntax) -> Set<String> {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var names: Set<String> = []
        for t in 0..<kinds.count where kinds[t] == .identifier && file.token(t, is: "UIApplication") {
            guard let star = file.next(after: t), file.token(star, is: "*"), let name = file.next(after: star),
                  kinds[name] == .identifier, let equals = file.next(after: name), file.token(equals, is: "=") else { continue }
            names.insert(file.text(of: name))
        }
        return names
    }
}
