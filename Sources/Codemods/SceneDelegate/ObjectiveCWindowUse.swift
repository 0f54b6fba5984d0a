import Rewriter

/// Whether code may use the app delegate's window before the scene connects, which decides
/// between UIKit loading a storyboard into the scene and the app delegate loading it at launch.
extension ObjectiveCLaunchCode {
    // MARK: The app delegate's window

    /// Whether a method of the app delegate uses its window: `self.window`, `[self window]`,
    /// `[self setWindow:]`, or the instance variable behind it.
    func appDelegateUsesWindow() -> Bool {
        for part in delegate.parts {
            let syntax = part.syntax
            let file = syntax.file
            let kinds = file.tokens.kinds
            for method in part.container.methods {
                guard let body = method.body else { continue }
                let shadowed = method.parameters.contains { delegate.windowIvars.contains($0.name) }
                for t in body.open..<body.close where kinds[t] == .identifier {
                    let text = file.text(of: t)
                    let before = syntax.previousCode(before: t)
                    let isMember = before.map { kinds[$0] == .period } ?? false
                    if text == "window" || text == "setWindow", let before {
                        let owner = isMember ? syntax.previousCode(before: before) : before
                        if let owner, file.token(owner, is: "self") { return true }
                    }
                    if delegate.windowIvars.contains(text), !isMember, !shadowed { return true }
                }
            }
        }
        return false
    }

    /// Whether launch code hands the app delegate to other code (`[Setup runWithDelegate:self]`, `f(self)`).
    func launchHandsOutSelf() -> Bool {
        for selector in Self.launchSelectors {
            for definition in delegate.definitions(of: selector) {
                guard let body = definition.method.body else { continue }
                let syntax = definition.syntax, file = syntax.file
                for t in Self.codeTokens(in: syntax, from: body.open, to: body.close) where file.token(t, is: "self") {
                    guard let before = syntax.previousCode(before: t), let after = syntax.nextCode(after: t) else { continue }
                    let argument = [TokenKind.leftParen, .comma, .colon].contains(file.tokens.kinds[before])
                    if argument && file.tokens.kinds[after] != .period && !file.token(after, is: "->") { return true }
                }
            }
        }
        return false
    }

    /// Name prefixes of the SDK's classes, functions and constants.
    static let sdkPrefixes = ["UI", "NS", "CG", "CF", "CA", "CL", "AV", "UN", "WK", "MK", "PH", "SK", "os_", "dispatch_", "objc_"]

    static func isSDK(_ name: String) -> Bool { sdkPrefixes.contains { name.hasPrefix($0) } }

    /// Whether launch code (will/didFinishLaunching and the app delegate's methods they call) can
    /// run other code of the app: a class or function that is not the SDK's, or a message to
    /// something other than `self`, `super`, the method's parameters and locals of SDK types.
    /// Launch code that cannot, cannot read the storyboard's window through other files.
    func launchReachesOtherCode() -> Bool {
        var queue = Self.launchSelectors.flatMap { delegate.definitions(of: $0) }
        var visited = Set(queue.map(key))
        var head = 0
        while head < queue.count {
            let definition = queue[head]
            head += 1
            guard let body = definition.method.body else { continue }
            let syntax = definition.syntax, file = syntax.file, kinds = file.tokens.kinds
            let tokens = Self.codeTokens(in: syntax, from: body.open, to: body.close)
            var known = Set(definition.method.parameters.map(\.name))
            // Locals declared with an SDK type: `UIApplicationShortcutItem *shortcut = ...`.
            for (index, t) in tokens.enumerated() where kinds[t] == .identifier && index >= 2 {
                let star = tokens[index - 1], type = tokens[index - 2]
                if file.token(star, is: "*"), kinds[type] == .identifier, Self.isSDK(file.text(of: type)) { known.insert(file.text(of: t)) }
            }
            for (index, t) in tokens.enumerated() where kinds[t] == .identifier {
                let text = file.text(of: t)
                let previous = index > 0 ? tokens[index - 1] : nil
                if let previous, kinds[previous] == .period || file.token(previous, is: "->") { continue }
                if text.first?.isUppercase == true {
                    if !Self.isSDK(text) && text != delegate.name { return true }
                    continue
                }
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                if let next, kinds[next] == .leftParen {
                    if !Self.isSDK(text) { return true }
                    continue
                }
                // The receiver of a message: `[name ...]`.
                if let previous, kinds[previous] == .leftBracket, !known.contains(text) { return true }
            }
            for t in tokens where kinds[t] == .leftBracket {
                guard let receiver = syntax.nextCode(after: t), file.token(receiver, is: "self") || file.token(receiver, is: "super"),
                      let close = syntax.partner(of: t), let after = syntax.nextCode(after: receiver) else { continue }
                if kinds[after] == .period {
                    // `[self.property message]`: the property's class receives it.
                    guard let name = syntax.nextCode(after: after) else { return true }
                    let type = delegate.interface?.properties.first { $0.name == file.text(of: name) }?.type ?? ""
                    if !Self.isSDK(type) { return true }
                    continue
                }
                guard file.token(receiver, is: "self"), let selector = Self.selector(ofSendAt: t, receiverEnd: receiver, close: close, in: syntax) else { continue }
                for callee in delegate.definitions(of: selector) where visited.insert(key(callee)).inserted { queue.append(callee) }
            }
        }
        return false
    }

    /// Whether an Objective-C file reads the app delegate's window: `[[UIApplication sharedApplication] delegate].window`,
    /// `[[... delegate] window]`, `((AppDelegate *)...).window`, `appDelegate.window`.
    static func readsAppDelegateWindow(in syntax: ObjectiveCSyntax, appDelegateName: String) -> Bool {
        let file = syntax.file
        guard ByteSearch.contains(file.bytes, "window") else { return false }
        let kinds = file.tokens.kinds
        for t in 0..<kinds.count where kinds[t] == .identifier && file.token(t, is: "window") {
            guard let before = syntax.previousCode(before: t) else { continue }
            var receiver = before
            if kinds[before] == .period {
                guard let r = syntax.previousCode(before: before) else { continue }
                receiver = r
            } else if !(syntax.nextCode(after: t).map { kinds[$0] == .rightBracket } ?? false) {
                continue
            }
            if kinds[receiver] == .identifier,
               file.token(receiver, is: "delegate") || file.token(receiver, is: "appDelegate") || file.token(receiver, isText: appDelegateName) {
                return true
            }
            if kinds[receiver] == .rightBracket, let last = syntax.previousCode(before: receiver), file.token(last, is: "delegate") { return true }
            if kinds[receiver] == .rightParen, let open = syntax.partner(of: receiver),
               (open..<receiver).contains(where: { file.token($0, isText: appDelegateName) }) { return true }
        }
        return false
    }
}
