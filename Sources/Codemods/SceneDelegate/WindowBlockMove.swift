import Rewriter

/// Moves the statements that build the window out of
/// `application(_:didFinishLaunchingWithOptions:)` into `scene(_:willConnectTo:options:)`.
///
///     window = UIWindow(frame: UIScreen.main.bounds)      let window = UIWindow(windowScene: windowScene)
///     window?.rootViewController = Root()           ->    window.rootViewController = Root()
///     window?.makeKeyAndVisible()                         window.makeKeyAndVisible()
///                                                         self.window = window
struct WindowBlockMove {
    enum Outcome {
        /// didFinishLaunching does not touch a window.
        case none
        case move(Plan)
        /// The block cannot move safely: the finding points at `token`.
        case blocked(token: Int, reason: String)
    }

    struct Plan {
        /// Lines (leading comments included) of the moved statements, in the app delegate file.
        var removed: [Range<Int>]
        /// Statements for the scene method's body, without indentation of their own.
        var body: [String]
        /// Token ranges of moved statements, which the audit must not report again.
        var movedTokens: [ClosedRange<Int>]
    }

    let entry: AppDelegateEntry

    func plan() -> Outcome {
        guard let launch = entry.didFinishLaunching else { return .none }
        let file = entry.file
        let scan = SwiftDeclarationScan(tree: entry.tree)
        let statements = BodyStatements(scan: scan).statements(launch.open, launch.close)
        let windowUsers = statements.indices.filter { statements[$0].mentions("window") }
        guard !windowUsers.isEmpty else { return .none }

        // S: statements naming the window, plus (transitively) the locals they read.
        var selected = Set(windowUsers)
        var changed = true
        while changed {
            changed = false
            for i in selected.sorted() {
                for name in statements[i].bareIdentifiers {
                    if let d = statements[..<i].lastIndex(where: { $0.declares.contains(name) }), !selected.contains(d) {
                        selected.insert(d); changed = true
                    }
                }
            }
        }
        let order = selected.sorted()
        // The statement that creates the window, and the name the scene method gives it.
        var creation: (index: Int, call: Int, local: String?)?
        for i in order {
            guard let call = windowCreation(statements[i]) else { continue }
            if creation != nil { return .blocked(token: statements[i].first, reason: "the window is created twice") }
            creation = (i, call.callee, call.local)
        }
        guard let creation else {
            let initialized = entry.windowProperty.map { p in (p.nameToken...p.endToken).contains { file.token($0, is: "=") } } ?? false
            return .blocked(token: statements[windowUsers[0]].first, reason: initialized
                ? "the window is created by the `window` property's initializer, and didFinishLaunching configures it"
                : "didFinishLaunching uses a window it does not create (under scenes the storyboard's window is not loaded yet)")
        }
        let locals = Set(order.flatMap { statements[$0].declares })
        let forbiddenParameters = Set(launch.parameterNames.filter { $0 != "_" })
        let appDelegateMembers = entry.memberNames.subtracting(["window"])
        for i in order {
            let s = statements[i]
            if s.hasReturn {
                return .blocked(token: s.first, reason: "the window statements return from didFinishLaunching")
            }
            if s.usesBareSelf || !s.selfMembers.subtracting(["window"]).isEmpty {
                return .blocked(token: s.first, reason: "the window block uses app-delegate state (`self`)")
            }
            let members = s.bareIdentifiers.subtracting(locals).intersection(appDelegateMembers)
            if let member = members.sorted().first {
                return .blocked(token: s.first, reason: "the window block uses the app delegate's `\(member)`")
            }
            if let parameter = s.bareIdentifiers.intersection(forbiddenParameters).sorted().first {
                return .blocked(token: s.first, reason: "the window block uses didFinishLaunching's `\(parameter)` parameter")
            }
        }
        for (i, s) in statements.enumerated() where !selected.contains(i) {
            if let name = s.bareIdentifiers.intersection(locals).sorted().first {
                return .blocked(token: s.first, reason: "`\(name)` is used both by the window block and by launch work that stays")
            }
        }

        let localName = creation.local ?? "window"
        let propertyIsShadowed = creation.local == "window"

        var body: [String] = []
        var movedTokens: [ClosedRange<Int>] = []
        for i in order {
            let s = statements[i]
            movedTokens.append(s.first...s.last)
            // `self.window = window`: the scene method assigns its own property at the end.
            if isPropertyAssignment(of: localName, s) { continue }
            var edits: [Edit] = []
            if i == creation.index {
                // Replace from the statement's first token through the creating call.
                guard let paren = file.next(after: creation.call), let close = scan.partner(paren) else { continue }
                let typeName = file.text(of: creation.call)
                edits.append(Edit(range: file.tokens.start(s.first)..<file.tokens.end(close),
                                  replacement: "let \(localName) = \(typeName)(windowScene: windowScene)"))
            } else {
                edits += propertyReferences(s, localName: localName, bareIsProperty: !propertyIsShadowed)
            }
            body.append(contentsOf: reindent(s.lines, edits: edits))
        }
        body.append("self.window = \(localName)")
        return .move(Plan(removed: order.map { statements[$0].lines }, body: body, movedTokens: movedTokens))
    }

    /// `[self.]window = X(...)` or `let L = X(...)` where X is UIWindow or a `...Window` type.
    private func windowCreation(_ s: BodyStatement) -> (callee: Int, local: String?)? {
        let file = entry.file
        let kinds = file.tokens.kinds
        var t = s.first
        var local: String?
        if file.token(t, is: "let") || file.token(t, is: "var") {
            guard let name = file.next(after: t) else { return nil }
            local = file.text(of: name)
            t = name
        } else if file.token(t, is: "self") {
            guard let dot = file.next(after: t), let name = file.next(after: dot), file.token(name, is: "window") else { return nil }
            t = name
        } else if !file.token(t, is: "window") {
            return nil
        }
        // Skip an optional type annotation up to "=".
        var j = file.next(after: t)
        while let k = j, k <= s.last, !file.token(k, is: "=") { j = file.next(after: k) }
        guard let equals = j, equals <= s.last, let callee = file.next(after: equals), kinds[callee] == .identifier,
              let paren = file.next(after: callee), kinds[paren] == .leftParen else { return nil }
        let name = file.text(of: callee)
        guard name == "UIWindow" || name.hasSuffix("Window") else { return nil }
        if let local, !s.selfMembers.isEmpty || local.isEmpty { return nil }
        return (callee, local)
    }

    private func isPropertyAssignment(of local: String, _ s: BodyStatement) -> Bool {
        let file = entry.file
        var t = s.first
        if file.token(t, is: "self") {
            guard let dot = file.next(after: t), let name = file.next(after: dot) else { return false }
            t = name
        } else if local == "window" {
            return false // a bare `window = window` cannot be told apart; nothing to drop
        }
        guard file.token(t, is: "window"), let eq = file.next(after: t), file.token(eq, is: "="),
              let value = file.next(after: eq), file.token(value, isText: local), value == s.last else { return false }
        return true
    }

    /// Rewrites `self.window?.x`, `window!.x`, `self.window` to the scene method's local.
    private func propertyReferences(_ s: BodyStatement, localName: String, bareIsProperty: Bool) -> [Edit] {
        let file = entry.file
        let kinds = file.tokens.kinds
        var edits: [Edit] = []
        var t = s.first
        while t <= s.last {
            defer { t += 1 }
            guard kinds[t] == .identifier, file.token(t, is: "window") else { continue }
            var start = file.tokens.start(t)
            if let dot = file.previous(before: t), kinds[dot] == .period {
                guard let owner = file.previous(before: dot), file.token(owner, is: "self"),
                      !(file.previous(before: owner).map { kinds[$0] == .period } ?? false) else { continue }
                start = file.tokens.start(owner)
            } else if !bareIsProperty {
                continue
            } else if let n = file.next(after: t), kinds[n] == .colon, let p = file.previous(before: t), kinds[p] == .leftParen || kinds[p] == .comma {
                continue // argument label
            }
            var end = file.tokens.end(t)
            if t + 1 <= s.last, kinds[t + 1] == .operator, file.token(t + 1, is: "?") || file.token(t + 1, is: "!") {
                end = file.tokens.end(t + 1)
            }
            edits.append(Edit(range: start..<end, replacement: localName))
        }
        return edits
    }

    /// The statement's lines with `edits` applied and the statement's own indentation removed.
    private func reindent(_ lines: Range<Int>, edits: [Edit]) -> [String] {
        let file = entry.file
        var bytes = Array(file.bytes[lines])
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange((edit.range.lowerBound - lines.lowerBound)..<(edit.range.upperBound - lines.lowerBound),
                                  with: Array(edit.replacement.utf8))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        if result.last == "" { result.removeLast() }
        result = result.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        let base = file.indentation(ofLineAt: lines.lowerBound)
        return result.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0.trimmingSpaces }
    }
}
