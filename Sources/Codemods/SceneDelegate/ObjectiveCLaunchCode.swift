import Rewriter

/// Reads of Objective-C code the bridge depends on, the counterparts of `LaunchWindowListReads`,
/// `WindowCreationSites` and the storyboard-window checks of `BridgePlan` for Swift:
///
/// - launch code (will/didFinishLaunching and the methods they call on `self`, as class methods of
///   the target's classes, or on objects of those classes they make, up to three calls deep) that
///   finds windows through UIApplication (`windows`, `keyWindow`, `connectedScenes`) or
///   reads `windowScene`: empty or nil until the scene connects, after didFinishLaunching; and
///   launch code that reads `applicationState`, which is background at every launch of a
///   scene-based app;
/// - windows built in code (`[[UIWindow alloc] initWithFrame:]`, `[UIWindow new]`, subclasses)
///   other than the app delegate's own launch window: with scenes they show nothing;
/// - whether code may use the app delegate's window at launch.
///
/// Blocks (`^{ }`) are skipped: most run later.
struct ObjectiveCLaunchCode {
    let delegate: ObjectiveCAppDelegate
    /// The target's Objective-C sources.
    let sources: [ObjectiveCSyntax]
    /// The target's Swift files (an Objective-C app may call its app delegate from Swift).
    var swiftFiles: [SourceFile] = []

    struct Read {
        let syntax: ObjectiveCSyntax
        let token: Int
        let property: String
        /// The methods from didFinishLaunching that lead there ("-[AppDelegate setUpAppearance]").
        let path: [String]
        let showsUI: Bool
    }

    struct Creation {
        let syntax: ObjectiveCSyntax
        /// The class name token (`UIWindow` in `[[UIWindow alloc] init...]`).
        let token: Int
        /// The app delegate's own launch window, which the scene delegate attaches.
        let isLaunchWindow: Bool
    }

    static let properties: Set<String> = ["windows", "keyWindow", "connectedScenes", "applicationState"]
    static let uiWords: Set<String> = ["rootViewController", "setRootViewController", "makeKeyAndVisible", "makeKeyWindow",
                                       "presentViewController", "addSubview", "insertSubview", "hidden", "setHidden",
                                       "windowScene", "setWindowScene", "addChildViewController", "showViewController"]
    static let launchSelectors = [ObjectiveCSelectors.willFinishLaunching, ObjectiveCSelectors.didFinishLaunching]

    // MARK: Launch reads

    func launchReads() -> [Read] {
        var found: [Read] = []
        var queue: [(syntax: ObjectiveCSyntax, method: ObjectiveCDeclarations.Method, path: [String])] = []
        var visited: Set<String> = []
        for selector in Self.launchSelectors {
            for definition in delegate.definitions(of: selector) where visited.insert(key(definition.syntax, definition.method)).inserted {
                queue.append((definition.syntax, definition.method, []))
            }
        }
        var targetMethods: [String: [(syntax: ObjectiveCSyntax, method: ObjectiveCDeclarations.Method)]]?
        var head = 0
        while head < queue.count {
            let (syntax, method, path) = queue[head]
            head += 1
            guard let body = method.body else { continue }
            let applicationNames = Set(method.parameters.filter { $0.type.contains("UIApplication") }.map(\.name))
            for read in reads(in: syntax, body: body, applicationNames: applicationNames) {
                found.append(Read(syntax: syntax, token: read.token, property: read.property, path: path,
                                  showsUI: read.property != "windowScene" && read.property != "applicationState"
                                      && showsUI(after: read.token, in: syntax, blockClose: body.close)))
            }
            guard path.count < 3 else { continue }
            let tokens = Self.codeTokens(in: syntax, from: body.open, to: body.close)
            for (selector, shown) in selfCalls(in: syntax, tokens: tokens) {
                for callee in delegate.definitions(of: selector) where visited.insert(key(callee.syntax, callee.method)).inserted {
                    queue.append((callee.syntax, callee.method, path + [shown]))
                }
            }
            // Methods of the target's own classes: `[Theme apply]`, the initializer of
            // `[[Router alloc] initWithStore:s]`, and `[router show]` on a local made that way.
            let calls = classCalls(in: syntax, tokens: tokens)
            guard !calls.isEmpty else { continue }
            if targetMethods == nil { targetMethods = self.targetMethods() }
            for call in calls {
                for callee in targetMethods![call] ?? [] where visited.insert(key(callee.syntax, callee.method)).inserted {
                    let parts = call.split(separator: " ", maxSplits: 2)
                    queue.append((callee.syntax, callee.method, path + ["\(parts[0])[\(parts[1]) \(parts[2])]"]))
                }
            }
        }
        return found
    }

    func key(_ syntax: ObjectiveCSyntax, _ method: ObjectiveCDeclarations.Method) -> String {
        syntax.file.path + "#\(method.first)"
    }

    func key(_ definition: ObjectiveCAppDelegate.Definition) -> String { key(definition.syntax, definition.method) }

    /// The methods with bodies of the target's `@implementation`s (categories included), by
    /// "+ ClassName selector" for class methods and "- ClassName selector" for instance methods.
    func targetMethods() -> [String: [(syntax: ObjectiveCSyntax, method: ObjectiveCDeclarations.Method)]] {
        var methods: [String: [(syntax: ObjectiveCSyntax, method: ObjectiveCDeclarations.Method)]] = [:]
        for syntax in sources {
            for container in syntax.declarations.containers where container.kind == .implementation {
                for method in container.methods where method.body != nil {
                    methods["\(method.isClassMethod ? "+" : "-") \(container.name) \(method.selector)", default: []].append((syntax, method))
                }
            }
        }
        return methods
    }

    /// The sends of a body (its `codeTokens`) to the target's classes, as `targetMethods` keys: `[Theme apply]` is
    /// "+ Theme apply" (`[Theme new]` also "- Theme init"), `[[Router alloc] initWithStore:s]`
    /// "- Router initWithStore:", and `[router show]` "- Router show" where the body declared
    /// `Router *router = [[Router alloc] init...]` or `[Router new]`. Classes are named with a capital.
    func classCalls(in syntax: ObjectiveCSyntax, tokens: [Int]) -> [String] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        func isClassName(_ t: Int) -> Bool { kinds[t] == .identifier && file.bytes[file.tokens.start(t)] &- 0x41 < 26 }
        /// The class a send makes: `[[X alloc] init...]` or `[X new]`, from its `[`.
        func madeClass(_ open: Int) -> String? {
            guard let receiver = syntax.nextCode(after: open) else { return nil }
            if isClassName(receiver), let selector = syntax.nextCode(after: receiver), file.token(selector, is: "new") { return file.text(of: receiver) }
            guard kinds[receiver] == .leftBracket, let inner = syntax.nextCode(after: receiver), isClassName(inner),
                  let alloc = syntax.nextCode(after: inner), file.token(alloc, is: "alloc") else { return nil }
            return file.text(of: inner)
        }
        var locals: [String: String] = [:]
        var calls: [String] = []
        for (index, t) in tokens.enumerated() {
            // `Router *router = [...]`
            if isClassName(t), index + 4 < tokens.count, file.token(tokens[index + 1], is: "*"), kinds[tokens[index + 2]] == .identifier,
               file.token(tokens[index + 3], is: "="), kinds[tokens[index + 4]] == .leftBracket, let made = madeClass(tokens[index + 4]),
               made == file.text(of: t) {
                locals[file.text(of: tokens[index + 2])] = made
            }
            guard kinds[t] == .leftBracket, let receiver = syntax.nextCode(after: t), let close = syntax.partner(of: t) else { continue }
            if kinds[receiver] == .leftBracket, let made = madeClass(t), let end = syntax.partner(of: receiver),
               let selector = Self.selector(ofSendAt: t, receiverEnd: end, close: close, in: syntax) {
                calls.append("- \(made) \(selector)")
            } else if isClassName(receiver), let selector = Self.selector(ofSendAt: t, receiverEnd: receiver, close: close, in: syntax) {
                calls.append("+ \(file.text(of: receiver)) \(selector)")
                if selector == "new" { calls.append("- \(file.text(of: receiver)) init") }
            } else if kinds[receiver] == .identifier, let type = locals[file.text(of: receiver)],
                      let selector = Self.selector(ofSendAt: t, receiverEnd: receiver, close: close, in: syntax) {
                calls.append("- \(type) \(selector)")
            }
        }
        return calls
    }

    /// Tokens of a body outside blocks and lambdas.
    static func codeTokens(in syntax: ObjectiveCSyntax, from open: Int, to close: Int) -> [Int] {
        let kinds = syntax.file.tokens.kinds
        var tokens: [Int] = []
        var t = open + 1
        while t < close {
            if kinds[t] == .leftBrace, isBlockBody(t, in: syntax), let end = syntax.partner(of: t) { t = end + 1; continue }
            if let directive = syntax.directive(holding: t) { t = directive.last + 1; continue }
            if !kinds[t].isTrivia { tokens.append(t) }
            t += 1
        }
        return tokens
    }

    /// The statements directly in a body, first to last token: `if (...) { } else { }` is one,
    /// and so is a statement holding a block.
    static func statements(in syntax: ObjectiveCSyntax, from open: Int, to close: Int) -> [ClosedRange<Int>] {
        let kinds = syntax.file.tokens.kinds
        var statements: [ClosedRange<Int>] = []
        var start: Int?
        var t = open + 1
        while t < close {
            if let directive = syntax.directive(holding: t) { t = directive.last + 1; continue }
            if kinds[t].isTrivia { t += 1; continue }
            if start == nil { start = t }
            if kinds[t].isOpeningBracket, let end = syntax.partner(of: t) {
                if kinds[t] == .leftBrace, !isBlockBody(t, in: syntax) {
                    let next = syntax.nextCode(after: end)
                    let continues = next.map { n in ["else", "while", "@catch", "@finally"].contains(syntax.file.text(of: n)) } ?? false
                    if !continues {
                        statements.append(start!...end)
                        start = nil
                    }
                }
                t = end + 1
                continue
            }
            if kinds[t] == .semicolon {
                statements.append(start!...t)
                start = nil
            }
            t += 1
        }
        return statements
    }

    /// `^{`, `^(BOOL ok) {`, and in Objective-C++ `[&](int v) {`.
    static func isBlockBody(_ brace: Int, in syntax: ObjectiveCSyntax) -> Bool {
        let file = syntax.file
        guard var before = syntax.previousCode(before: brace) else { return false }
        if file.token(before, is: "^") { return true }
        if file.tokens.kinds[before] == .rightParen, let open = syntax.partner(of: before), let head = syntax.previousCode(before: open) {
            if file.token(head, is: "^") { return true }
            before = head
        }
        return file.tokens.kinds[before] == .rightBracket && ObjectiveCLexer.isObjectiveCPlusPlus(path: file.path)
    }

    private func reads(in syntax: ObjectiveCSyntax, body: (open: Int, close: Int), applicationNames: Set<String>) -> [(token: Int, property: String)] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var aliases = applicationNames
        var found: [(Int, String)] = []
        let tokens = Self.codeTokens(in: syntax, from: body.open, to: body.close)
        for (index, t) in tokens.enumerated() where kinds[t] == .identifier {
            let text = file.text(of: t)
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if text == "windowScene", let dot = previous, kinds[dot] == .period, let after = next, !file.token(after, is: "=") {
                found.append((t, text))
                continue
            }
            if Self.properties.contains(text),
               ObjectiveCApplication.isApplicationProperty(previous: previous, next: next, syntax, aliases) {
                found.append((t, text))
            }
            // `UIApplication *app = [UIApplication sharedApplication];`
            if let equals = next, file.token(equals, is: "="), index + 2 < tokens.count {
                var end = index + 2
                while end + 1 < tokens.count, kinds[tokens[end + 1]] != .semicolon { end += 1 }
                if ObjectiveCApplication.isApplication(tokens[end], syntax, aliases),
                   kinds[tokens[end]] == .rightBracket || kinds[tokens[end]] == .identifier {
                    aliases.insert(text)
                }
            }
        }
        return found
    }

    /// Whether the statement holding the read, or (when it binds a name) the rest of its block,
    /// puts something on screen.
    private func showsUI(after read: Int, in syntax: ObjectiveCSyntax, blockClose: Int) -> Bool {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var start = read
        while let previous = syntax.previousCode(before: start), ![.semicolon, .leftBrace, .rightBrace].contains(kinds[previous]) { start = previous }
        var end = read
        while let next = syntax.nextCode(after: end), next < blockClose, kinds[next] != .semicolon {
            if kinds[next].isOpeningBracket, let close = syntax.partner(of: next) { end = close } else { end = next }
        }
        // `UIWindow *window = ...windows.firstObject;`, `if (...)`: what uses it follows.
        let binds = (start..<read).contains { file.token($0, is: "=") } || file.token(start, is: "if") || file.token(start, is: "for")
        if binds { end = blockClose }
        return (read...end).contains { kinds[$0] == .identifier && Self.uiWords.contains(file.text(of: $0)) }
    }

    /// `[self selector...]` sends in a body: the selector and how the path shows it.
    func selfCalls(in syntax: ObjectiveCSyntax, body: (open: Int, close: Int)) -> [(String, String)] {
        selfCalls(in: syntax, tokens: Self.codeTokens(in: syntax, from: body.open, to: body.close))
    }

    /// The same, from a body's `codeTokens`.
    func selfCalls(in syntax: ObjectiveCSyntax, tokens: [Int]) -> [(String, String)] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        var calls: [(String, String)] = []
        for t in tokens where kinds[t] == .leftBracket {
            guard let receiver = syntax.nextCode(after: t), file.token(receiver, is: "self"), let close = syntax.partner(of: t),
                  let selector = Self.selector(ofSendAt: t, receiverEnd: receiver, close: close, in: syntax) else { continue }
            calls.append((selector, "-[\(delegate.name) \(selector)]"))
        }
        return calls
    }

    /// The selector of the message `[receiver piece:arg piece:arg]` whose receiver ends at `receiverEnd`.
    static func selector(ofSendAt open: Int, receiverEnd: Int, close: Int, in syntax: ObjectiveCSyntax) -> String? {
        let file = syntax.file
        let kinds = file.tokens.kinds
        guard let first = syntax.nextCode(after: receiverEnd), first < close, kinds[first] == .identifier || kinds[first] == .keyword else { return nil }
        guard let colon = syntax.nextCode(after: first), kinds[colon] == .colon else { return file.text(of: first) }
        var selector = ""
        var t = first
        while t < close {
            if kinds[t].isOpeningBracket, let end = syntax.partner(of: t) { t = end + 1; continue }
            if kinds[t] == .identifier || kinds[t] == .keyword, let next = syntax.nextCode(after: t), kinds[next] == .colon {
                selector += file.text(of: t) + ":"
                t = next + 1
                continue
            }
            t += 1
        }
        return selector
    }

    // MARK: Windows built in code

    /// "UIWindow" and the classes of the target's files that inherit from it.
    func windowClasses() -> Set<String> {
        var superclassOf: [String: String] = [:]
        for syntax in sources + [delegate.header].compactMap({ $0 }) {
            for container in syntax.declarations.containers where container.kind == .interface {
                if let superclass = container.superclass { superclassOf[container.name] = superclass }
            }
        }
        var classes: Set<String> = ["UIWindow"]
        for name in superclassOf.keys {
            var current: String? = name
            var steps = 0
            while let c = current, steps < 16 {
                if classes.contains(c) { classes.insert(name); break }
                current = superclassOf[c]
                steps += 1
            }
        }
        return classes
    }

    /// Windows built without a scene in `syntax`.
    func creations(in syntax: ObjectiveCSyntax, windowClasses: Set<String>) -> [Creation] {
        let file = syntax.file
        let kinds = file.tokens.kinds
        guard ByteSearch.contains(file.bytes, "Window") else { return [] }
        var found: [Creation] = []
        for t in 0..<kinds.count where kinds[t] == .leftBracket {
            guard let cls = syntax.nextCode(after: t), kinds[cls] == .identifier, windowClasses.contains(file.text(of: cls)),
                  let message = syntax.nextCode(after: cls), file.token(message, is: "alloc") || file.token(message, is: "new"),
                  let close = syntax.partner(of: t) else { continue }
            if file.token(message, is: "alloc") {
                // `[[UIWindow alloc] initWithWindowScene:scene]` joins a scene; `initWithCoder:` comes from a storyboard.
                guard syntax.previousCode(before: t).map({ kinds[$0] == .leftBracket }) ?? false,
                      let initializer = syntax.nextCode(after: close) else { continue }
                if file.token(initializer, is: "initWithWindowScene") || file.token(initializer, is: "initWithCoder") { continue }
            }
            found.append(Creation(syntax: syntax, token: cls, isLaunchWindow: isLaunchWindow(syntax, creation: t)))
        }
        return found
    }

    /// `self.window = [[UIWindow alloc] ...]` (or `_window =`, `[self setWindow:...]`) directly
    /// in the app delegate's will/didFinishLaunching: the scene delegate attaches that window.
    /// `creation` is the `[` of `[UIWindow alloc]` or `[UIWindow new]`.
    func isLaunchWindow(_ syntax: ObjectiveCSyntax, creation: Int) -> Bool {
        let file = syntax.file
        var start = creation
        if let outer = syntax.previousCode(before: creation), file.tokens.kinds[outer] == .leftBracket { start = outer }
        guard let before = syntax.previousCode(before: start) else { return false }
        var assignsWindow = false
        if file.token(before, is: "="), let name = syntax.previousCode(before: before) {
            let text = file.text(of: name)
            if text == "window", let dot = syntax.previousCode(before: name), file.tokens.kinds[dot] == .period,
               let owner = syntax.previousCode(before: dot), file.token(owner, is: "self") {
                assignsWindow = true
            } else if delegate.windowIvars.contains(text) {
                assignsWindow = syntax.previousCode(before: name).map { file.tokens.kinds[$0] != .period } ?? true
            }
        } else if file.tokens.kinds[before] == .colon, let piece = syntax.previousCode(before: before), file.token(piece, is: "setWindow"),
                  let receiver = syntax.previousCode(before: piece), file.token(receiver, is: "self") {
            assignsWindow = true
        }
        guard assignsWindow else { return false }
        for definition in launchOnlyMethods() where definition.syntax === syntax {
            guard let body = definition.method.body, body.open < creation, creation < body.close else { continue }
            return Self.codeTokens(in: syntax, from: body.open, to: body.close).contains(creation)
        }
        return false
    }

    /// will/didFinishLaunching, and the app delegate's methods they call (`[self setUpWindow]`)
    /// that nothing else calls: what runs only at launch, before the scene connects.
    func launchOnlyMethods() -> [ObjectiveCAppDelegate.Definition] {
        var reached = Self.launchSelectors.flatMap { delegate.definitions(of: $0) }
        var visited = Set(reached.map(key))
        var head = 0
        while head < reached.count {
            let definition = reached[head]
            head += 1
            guard let body = definition.method.body, reached.count < 64 else { continue }
            for (selector, _) in selfCalls(in: definition.syntax, body: body) {
                for callee in delegate.definitions(of: selector) where visited.insert(key(callee)).inserted { reached.append(callee) }
            }
        }
        // A callee named anywhere but in launch code (another caller, `@selector(...)`) may run later.
        let launchBodies = reached.compactMap { d in d.method.body.map { (d.syntax, $0.open...$0.close) } }
        return reached.filter { definition in
            if Self.launchSelectors.contains(definition.method.selector) { return true }
            let name = definition.file.text(of: definition.method.nameToken)
            if swiftFiles.contains(where: { ByteSearch.contains($0.bytes, Array(name.utf8)) }) { return false }
            for syntax in sources + delegate.parts.map(\.syntax) {
                let file = syntax.file
                guard ByteSearch.contains(file.bytes, Array(name.utf8)) else { continue }
                for t in 0..<file.tokens.count where file.tokens.kinds[t] == .identifier && file.token(t, isText: name) {
                    if syntax === definition.syntax && t == definition.method.nameToken { continue }
                    if launchBodies.contains(where: { $0.0 === syntax && $0.1.contains(t) }) { continue }
                    // Its declaration in an interface is no call.
                    if syntax.declarations.containers.contains(where: { $0.methods.contains { $0.nameToken == t } }) { continue }
                    return false
                }
            }
            return true
        }
    }
}
