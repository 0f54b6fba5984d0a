import Rewriter

/// Code that runs during launch and looks for the app's windows through UIApplication
/// (`windows`, `keyWindow`, `connectedScenes`). Under the scene life cycle the scene connects
/// after didFinishLaunching returns, so at that point those lists are empty: a launch that sets
/// its root view controller through `UIApplication.shared.windows.first` would leave the app on
/// its launch screen. The bridge cannot change what UIKit lists, so such an app is refused.
/// It also finds reads of `applicationState`: a scene-based app launches in the background state
/// (UIKit documents it), so a check for a launch in the background is true for every launch.
///
/// What counts as launch code: the bodies of will/didFinishLaunching and of the project
/// functions they call directly, up to `maxDepth` calls deep, where the callee is known for sure
/// (`f()`, `self.f()`, `Type.f()`, `Type().f()`, the initializers `Type(...)` runs, and `x.f()`
/// where the same body bound `x` with `let x = Type(...)`). Closures are skipped: most run later.
struct LaunchWindowListReads {
    /// What the scene life cycle makes of a window list the launch reads (`windows`, `keyWindow`,
    /// `connectedScenes`), for the messages.
    static func withScenes(_ property: String) -> String {
        switch property {
        case "keyWindow": return "with scenes it is a window of a connected scene, nil before one connects"
        case "connectedScenes": return "with scenes it lists only the scenes already connected"
        default: return "with scenes it lists only windows of connected scenes"
        }
    }

    struct Read {
        let tree: SyntaxTree
        let token: Int
        let property: String
        /// The calls from didFinishLaunching that lead there ("WindowManager.open").
        let path: [String]
        /// What the code does with the window it finds puts something on screen (a root view
        /// controller, a presentation, a subview, making it key): without it the app shows the
        /// wrong thing. Otherwise (a UI-test animation speed-up, a tint) it only loses that effect.
        let showsUI: Bool
    }

    static let uiWords: Set<String> = ["rootViewController", "makeKeyAndVisible", "makeKey", "present", "addSubview",
                                       "insertSubview", "isHidden", "windowScene", "addChild", "show"]

    let project: ProjectContext
    let entry: AppDelegateEntry
    let surface: AppDelegateSurface
    static let maxDepth = 3
    static let properties: Set<String> = ["windows", "keyWindow", "connectedScenes", "applicationState"]

    /// Every read in launch code, in the order the launch reaches them.
    func all() -> [Read] {
        var found: [Read] = []
        var globals: [String: [(SyntaxTree, Declaration)]] = [:]
        for tree in project.files {
            for declaration in tree.declarations where declaration.kind == .function {
                globals[declaration.name, default: []].append((tree, declaration))
            }
        }
        var visited: Set<String> = []
        var queue: [(tree: SyntaxTree, function: Declaration, owner: String?, path: [String])] = []
        for selector in ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)"] {
            guard let method = surface.methods[selector] else { continue }
            queue.append((method.tree, method.declaration, entry.name, []))
            visited.insert(method.tree.file.path + "#\(method.declaration.first)")
        }
        var head = 0
        while head < queue.count {
            let (tree, function, owner, path) = queue[head]
            head += 1
            guard let open = function.body, let close = tree.partner(of: open) else { continue }
            let applicationNames = Set(function.parameters.filter { $0.type == "UIApplication" }.map(\.name))
            for read in reads(in: tree, open: open, close: close, applicationNames: applicationNames) {
                found.append(Read(tree: tree, token: read.token, property: read.property, path: path,
                                  showsUI: read.property != "windowScene" && read.property != "applicationState"
                                      && showsUI(after: read.token, in: tree, blockClose: close)))
            }
            guard path.count < Self.maxDepth else { continue }
            for call in calls(in: tree, open: open, close: close, owner: owner) {
                for (calleeTree, callee, calleeOwner) in resolve(call, globals: globals) {
                    let key = calleeTree.file.path + "#\(callee.first)"
                    guard visited.insert(key).inserted else { continue }
                    queue.append((calleeTree, callee, calleeOwner, path + [call.shown]))
                }
            }
        }
        return found
    }

    /// `X.windows`, where X is `UIApplication.shared`, the method's UIApplication parameter, or a
    /// local bound to either; outside closures.
    private func reads(in tree: SyntaxTree, open: Int, close: Int, applicationNames: Set<String>) -> [(token: Int, property: String)] {
        var found: [(token: Int, property: String)] = []
        let file = tree.file
        let kinds = file.tokens.kinds
        var aliases = applicationNames
        var t = open + 1
        while t < close {
            if kinds[t] == .leftBrace, tree.role(ofBrace: t) == .closure || tree.owner(ofBody: t)?.kind.isFunctionLike == true,
               let end = tree.partner(of: t) {
                t = end + 1
                continue
            }
            // `x.windowScene` (not assigned): nil for every window until the scene connects.
            if kinds[t] == .identifier, file.token(t, is: "windowScene"), let dot = file.previous(before: t), kinds[dot] == .period,
               let after = file.next(after: t), !file.token(after, is: "="), !file.token(after, is: ":") {
                found.append((t, "windowScene"))
            }
            if kinds[t] == .identifier, Self.properties.contains(file.text(of: t)),
               let dot = file.previous(before: t), kinds[dot] == .period, let receiver = file.previous(before: dot),
               isApplication(receiver, in: file, aliases: aliases) {
                found.append((t, file.text(of: t)))
            }
            // `let app = UIApplication.shared` / `let app = application`
            if kinds[t] == .keyword, file.token(t, is: "let") || file.token(t, is: "var"),
               let name = file.next(after: t), kinds[name] == .identifier,
               let equals = file.next(after: name), file.token(equals, is: "="),
               let value = file.next(after: equals) {
                var last = value
                while let dot = file.next(after: last), kinds[dot] == .period, let member = file.next(after: dot), kinds[member] == .identifier {
                    last = member
                }
                if isApplication(last, in: file, aliases: aliases), file.next(after: last).map({ kinds[$0] != .period && kinds[$0] != .leftParen }) ?? true {
                    aliases.insert(file.text(of: name))
                }
            }
            t += 1
        }
        return found
    }

    /// Whether the statement holding the read, or (when it binds a name) the rest of its block,
    /// does something that puts UI on screen.
    private func showsUI(after read: Int, in tree: SyntaxTree, blockClose: Int) -> Bool {
        let file = tree.file
        let kinds = file.tokens.kinds
        // The statement's first token, on the read's line or the lines it continues.
        var start = read
        while let previous = file.previous(before: start), kinds[previous] != .leftBrace, kinds[previous] != .rightBrace,
              kinds[previous] != .semicolon, !(file.hasNewline(between: previous, and: start) && !continues(previous, start, file)) {
            start = previous
        }
        let binds = file.token(start, is: "let") || file.token(start, is: "var") || file.token(start, is: "if") || file.token(start, is: "guard")
        var end = blockClose
        if !binds {
            var t = read
            while t < blockClose {
                if kinds[t].isOpeningBracket, let close = tree.partner(of: t) { t = close + 1; continue }
                if let next = file.next(after: t), next < blockClose, file.hasNewline(between: t, and: next), !continues(t, next, file) {
                    end = t
                    break
                }
                t += 1
            }
        }
        for t in read...end where kinds[t] == .identifier && Self.uiWords.contains(file.text(of: t)) { return true }
        return false
    }

    /// A line break between `a` and `b` that does not end the statement (`.member` or an operator next).
    private func continues(_ a: Int, _ b: Int, _ file: SourceFile) -> Bool {
        let kinds = file.tokens.kinds
        return kinds[b] == .period || kinds[b] == .operator || kinds[a] == .operator || kinds[a] == .period || kinds[a] == .comma
    }

    /// The token ends `UIApplication.shared` or names an alias of it.
    private func isApplication(_ token: Int, in file: SourceFile, aliases: Set<String>) -> Bool {
        let kinds = file.tokens.kinds
        guard kinds[token] == .identifier else { return false }
        if file.token(token, is: "shared"), let dot = file.previous(before: token), kinds[dot] == .period,
           let type = file.previous(before: dot), file.token(type, is: "UIApplication") {
            return true
        }
        guard aliases.contains(file.text(of: token)) else { return false }
        // A bare name, not a member of something else.
        return file.previous(before: token).map { kinds[$0] != .period } ?? true
    }

    struct Call {
        /// The project type the callee is declared in (the caller's own for an unqualified call).
        let type: String?
        let name: String
        let shown: String
        /// `f()` or `self.f()`: a global function when the type has no such method.
        var unqualified = false
    }

    private func calls(in tree: SyntaxTree, open: Int, close: Int, owner: String?) -> [Call] {
        let file = tree.file
        let kinds = file.tokens.kinds
        var found: [Call] = []
        // `let x = Type(...)` in this body: x's type, for `x.f()` after it.
        var bound: [String: String] = [:]
        var t = open + 1
        while t < close {
            if kinds[t] == .leftBrace, tree.role(ofBrace: t) == .closure, let end = tree.partner(of: t) {
                t = end + 1
                continue
            }
            defer { t += 1 }
            guard kinds[t] == .identifier, let paren = file.next(after: t), kinds[paren] == .leftParen,
                  !file.hasNewline(between: t, and: paren) else { continue }
            let name = file.text(of: t)
            guard let before = file.previous(before: t), kinds[before] == .period else {
                // f(...): a method of the caller's type, or a global function.
                if name.first?.isLowercase == true { found.append(Call(type: owner, name: name, shown: name, unqualified: true)) }
                // Type(...): the type's initializers run.
                if name.first?.isUppercase == true, project.index.declares(name) {
                    found.append(Call(type: name, name: "init", shown: name + ".init"))
                    if let equals = file.previous(before: t), file.token(equals, is: "="), let variable = file.previous(before: equals),
                       kinds[variable] == .identifier, let keyword = file.previous(before: variable),
                       file.token(keyword, is: "let") || file.token(keyword, is: "var") {
                        bound[file.text(of: variable)] = name
                    }
                }
                continue
            }
            guard var receiver = file.previous(before: before) else { continue }
            if file.token(receiver, is: "self") || file.token(receiver, is: "Self") {
                found.append(Call(type: owner, name: name, shown: owner.map { $0 + "." + name } ?? name, unqualified: true))
                continue
            }
            // Type().f(...)
            if kinds[receiver] == .rightParen, let callOpen = tree.partner(of: receiver), let callee = file.previous(before: callOpen) {
                receiver = callee
            }
            guard kinds[receiver] == .identifier else { continue }
            let receiverName = file.text(of: receiver)
            // x.f(...) with `let x = Type(...)` above (not a member of something else).
            if let typeName = bound[receiverName], file.previous(before: receiver).map({ kinds[$0] != .period }) ?? true {
                found.append(Call(type: typeName, name: name, shown: typeName + "." + name))
                continue
            }
            guard receiverName.first?.isUppercase == true, project.index.declares(receiverName) else { continue }
            found.append(Call(type: receiverName, name: name, shown: receiverName + "." + name))
        }
        return found
    }

    private func resolve(_ call: Call, globals: [String: [(SyntaxTree, Declaration)]]) -> [(SyntaxTree, Declaration, String?)] {
        var out: [(SyntaxTree, Declaration, String?)] = []
        if let type = call.type {
            var containers: [(path: String, declaration: Declaration)] = project.index.types(named: type).map { ($0.path, $0.declaration) }
            containers += project.index.extensions(of: type).map { ($0.path, $0.declaration) }
            for (path, container) in containers {
                guard let tree = project.tree(at: path) else { continue }
                for member in container.members where (member.kind == .function || member.kind == .initializer) && member.name == call.name {
                    out.append((tree, member, type))
                }
            }
        }
        if out.isEmpty && call.unqualified {
            out = (globals[call.name] ?? []).map { ($0.0, $0.1, nil) }
        }
        return out
    }
}
