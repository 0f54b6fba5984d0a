import Rewriter

/// `key-window`'s shapes in Objective-C sources:
///
/// - KEYWIN-W1/W2: `[UIApplication sharedApplication].keyWindow`, `[[UIApplication
///   sharedApplication] windows]`, and the same through a `UIApplication *` parameter, local or
///   property (`ObjectiveCAppWideReads`);
/// - KEYWIN-W3: `[[UIWindow alloc] initWithFrame:...]`, unless the method names `windowScene`, or
///   it is the app delegate's own window (`self.window = ...`) in an app whose scene delegate
///   attaches that window;
/// - KEYWIN-W4: `[[UIApplication sharedApplication] delegate].window` in its spellings, unless the
///   app's scene delegate attaches the app delegate's window;
/// - KEYWIN-W1/W2 in a macro (`#define KEY_WINDOW [UIApplication sharedApplication].keyWindow`),
///   where the uses of the macro do not spell the property.
extension KeyWindowAccess {
    struct ObjectiveCCandidate {
        let syntax: ObjectiveCSyntax
        let token: Int
        let code: String
    }

    static func objectiveCCandidates(in project: ProjectContext) -> [ObjectiveCCandidate] {
        let sources = project.objectiveCSources { path, bytes in
            !WordTokens.isTestFile(path)
                && (ByteSearch.contains(bytes, "UIWindow") || ByteSearch.contains(bytes, "UIApplication") && ByteSearch.contains(bytes, "indow"))
        }
        var found = ObjectiveCAppWideReads.windowReads(in: sources).map {
            ObjectiveCCandidate(syntax: $0.syntax, token: $0.token, code: $0.property == "keyWindow" ? "KEYWIN-W1" : "KEYWIN-W2")
        }
        for syntax in sources {
            found += macroWindowReads(in: syntax).map {
                ObjectiveCCandidate(syntax: syntax, token: $0, code: syntax.file.token($0, is: "keyWindow") ? "KEYWIN-W1" : "KEYWIN-W2")
            }
            found += sceneless(in: syntax).map { ObjectiveCCandidate(syntax: syntax, token: $0, code: "KEYWIN-W3") }
            found += delegateWindowReads(in: syntax).map { ObjectiveCCandidate(syntax: syntax, token: $0, code: "KEYWIN-W4") }
        }
        return found
    }

    /// `keyWindow` / `windows` of the app in the body of a `#define`, read as in code
    /// (`ObjectiveCApplication.isApplicationProperty`, on the macro's own tokens): the property's token.
    static func macroWindowReads(in syntax: ObjectiveCSyntax) -> [Int] {
        let file = syntax.file
        var found: [Int] = []
        for directive in syntax.directives where directive.name == "define" && directive.pound < directive.last {
            for t in directive.pound + 1...directive.last where file.tokens.kinds[t] == .identifier
                && (file.token(t, is: "keyWindow") || file.token(t, is: "windows"))
                && ObjectiveCApplication.isApplicationProperty(previous: syntax.codeBefore(t), next: syntax.codeAfter(t), syntax, []) {
                found.append(t)
            }
        }
        return found
    }

    /// `[[UIWindow alloc] initWithFrame:` whose method does not name `windowScene`: the `UIWindow` token.
    static func sceneless(in syntax: ObjectiveCSyntax) -> [Int] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var found: [Int] = []
        var methods: ObjectiveCMethods?
        for t in syntax.codeIdentifiers(spelled: "UIWindow") {
            guard let open = syntax.codeBefore(t), kinds[open] == .leftBracket, let alloc = syntax.codeAfter(t), file.token(alloc, is: "alloc"),
                  let close = syntax.codeAfter(alloc), kinds[close] == .rightBracket, let initializer = syntax.codeAfter(close),
                  file.token(initializer, is: "initWithFrame") else { continue }
            if methods == nil { methods = ObjectiveCMethods(syntax) }
            let scope = methods!.method(holding: t)?.method.body
            let range = scope.map { $0.open...$0.close } ?? 0...(kinds.count - 1)
            if range.contains(where: { kinds[$0] == .identifier && file.token($0, is: "windowScene") }) { continue }
            found.append(t)
        }
        return found
    }

    /// Whether the window made at `token` is stored as the object's own `window` (`self.window =`,
    /// `_window =`): the app delegate's window, when the object is the app delegate.
    static func storedAsOwnWindow(_ token: Int, in syntax: ObjectiveCSyntax) -> Bool {
        let file = syntax.file
        // `[[UIWindow alloc] initWithFrame:...]`: the message's own bracket, then the one around it.
        guard let inner = syntax.codeBefore(token), let outer = syntax.codeBefore(inner), file.tokens.kinds[outer] == .leftBracket,
              let equals = syntax.codeBefore(outer), file.token(equals, is: "="), let name = syntax.codeBefore(equals) else { return false }
        if file.token(name, is: "_window") { return true }
        guard file.token(name, is: "window"), let dot = syntax.codeBefore(name), syntax.file.tokens.kinds[dot] == .period,
              let receiver = syntax.codeBefore(dot) else { return false }
        return file.token(receiver, is: "self")
    }

    /// `window` read from the app delegate: `[UIApplication sharedApplication].delegate.window`,
    /// `[[[UIApplication sharedApplication] delegate] window]` and the mixed spellings.
    static func delegateWindowReads(in syntax: ObjectiveCSyntax) -> [Int] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var found: [Int] = []
        var bound: Set<String>?
        for t in syntax.codeIdentifiers(spelled: "window") {
            guard let before = syntax.codeBefore(t) else { continue }
            let end: Int
            if kinds[before] == .period, let previous = syntax.codeBefore(before) {
                end = previous
            } else if let after = syntax.codeAfter(t), kinds[after] == .rightBracket {
                end = before
            } else {
                continue
            }
            guard file.token(end, is: "delegate") || kinds[end] == .rightBracket else { continue }
            if bound == nil { bound = ObjectiveCApplication.boundNames(in: syntax) }
            if isApplicationDelegate(end, syntax, bound!) { found.append(t) }
        }
        return found
    }

    /// Whether `end` ends the app's delegate: `APP.delegate` or `[APP delegate]`, APP as
    /// `ObjectiveCApplication.isApplication` takes it with the file's `bound` names.
    private static func isApplicationDelegate(_ end: Int, _ syntax: ObjectiveCSyntax, _ bound: Set<String>) -> Bool {
        let file = syntax.file
        let kinds = file.tokens.kinds
        if file.token(end, is: "delegate"), let dot = syntax.codeBefore(end), kinds[dot] == .period, let app = syntax.codeBefore(dot) {
            return ObjectiveCApplication.isApplication(app, syntax, bound)
        }
        guard kinds[end] == .rightBracket, let open = syntax.partner(of: end), let name = syntax.codeBefore(end),
              file.token(name, is: "delegate"), let app = syntax.codeBefore(name), app > open else { return false }
        return ObjectiveCApplication.isApplication(app, syntax, bound)
    }
}
