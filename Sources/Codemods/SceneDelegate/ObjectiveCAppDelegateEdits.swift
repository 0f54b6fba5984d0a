import Rewriter

/// The few edits an Objective-C app delegate needs for the bridge (as `StoryboardWindowLoad` and
/// `LaunchAcceptance` for Swift):
///
/// - a storyboard app whose launch code uses the window loads it in willFinishLaunching, where
///   UIKit loaded it before the scene life cycle;
/// - when didFinishLaunching can answer NO, its answer is kept in `launchRefused`
///   (`return NO;` -> `return [self acceptLaunch:NO];`), which the scene delegate asks before
///   passing on what launched the app;
/// - an app that can launch in the background records when launch is over (`launchFinished`).
///
/// Both flags are readonly properties declared in the app delegate's header, where the scene
/// delegate reads them.
struct ObjectiveCAppDelegateEdits {
    let delegate: ObjectiveCAppDelegate
    let plan: ObjectiveCBridgePlan

    private var file: SourceFile { delegate.implementation.file }
    private var unit: String { SourceIndent.unit(of: file) }
    private var newline: String { file.lineEnding }

    /// Returns whose answer is not plainly YES: `return NO;`, `return [super application:...];`.
    static func answerReturns(of definition: ObjectiveCAppDelegate.Definition) -> [(keyword: Int, first: Int, last: Int)] {
        guard let body = definition.method.body else { return [] }
        let syntax = definition.syntax, file = syntax.file
        var found: [(Int, Int, Int)] = []
        let tokens = ObjectiveCLaunchCode.codeTokens(in: syntax, from: body.open, to: body.close)
        for (index, t) in tokens.enumerated() where file.token(t, is: "return") && index + 1 < tokens.count {
            var end = index + 1
            while end + 1 < tokens.count, file.tokens.kinds[tokens[end + 1]] != .semicolon { end += 1 }
            let first = tokens[index + 1], last = tokens[end]
            guard file.tokens.kinds[first] != .semicolon else { continue }
            if first == last, file.token(first, is: "YES") || file.token(first, is: "true") { continue }
            found.append((t, first, last))
        }
        return found
    }

    /// The answer can be kept: didFinishLaunching is defined once, in the class's own body, and
    /// the header (where the flag is declared) was read.
    static func canRecord(_ definition: ObjectiveCAppDelegate.Definition, _ definitions: Int) -> Bool {
        definitions == 1 && definition.part.isClassBody && definition.syntax.branches(at: definition.method.first).isEmpty
    }

    /// Every edit, by path.
    func edits() -> [String: [Edit]] {
        var edits: [String: [Edit]] = [:]
        if let load = plan.storyboardLoad {
            let (path, list) = storyboardLoad(load.name, reason: load.reason)
            edits[path, default: []] += list
        }
        if plan.recordsLaunchAnswer || plan.tracksLaunchPhase, let definition = delegate.ownDefinition(of: ObjectiveCSelectors.didFinishLaunching) {
            edits[delegate.path, default: []] += launchRecording(definition)
            if let header = delegate.header, let interface = delegate.interface {
                edits[header.file.path, default: []] += headerProperties(header, interface)
            }
        }
        // Insertions at one offset, in the order made.
        return edits.mapValues { FixMerging.mergeEdits($0) }
    }

    // MARK: Storyboard window

    private func loadStatements(_ storyboard: String, reason: String) -> [String] {
        [
            "// UIKit no longer loads the main storyboard's window before launch; " + reason,
            "if (self.window == nil) {",
            unit + "self.window = [[UIWindow alloc] init];",
            unit + "self.window.rootViewController = [[UIStoryboard storyboardWithName:\(Self.literal(storyboard)) bundle:nil] instantiateInitialViewController];",
            "}",
        ]
    }

    private func storyboardLoad(_ storyboard: String, reason: String) -> (String, [Edit]) {
        let selector = ObjectiveCSelectors.willFinishLaunching
        if let existing = delegate.definitions(of: selector).first(where: { !$0.part.isSuperclass }), let body = existing.method.body {
            let file = existing.file
            let lines = loadStatements(storyboard, reason: reason).map { SourceIndent.unit(of: file) + $0 }
            return (file.path, [.insert(file.lineEnding + lines.joined(separator: file.lineEnding), at: file.tokens.end(body.open))])
        }
        let inherited = delegate.implements(selector)
        var method = [ObjectiveCAppDelegateEdits.signature(selector: selector) + (allman ? "" : " {")]
        if allman { method.append("{") }
        method += loadStatements(storyboard, reason: reason).map { unit + $0 }
        method.append(unit + (inherited ? "return [super application:application willFinishLaunchingWithOptions:launchOptions];" : "return YES;"))
        method.append("}")
        return (delegate.path, [insertionBeforeLaunch(method)])
    }

    static func signature(selector: String) -> String {
        "- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions"
    }

    /// Whether the app delegate writes a method's `{` on a line of its own.
    private var allman: Bool {
        guard let method = delegate.container.methods.first(where: { $0.body != nil }), let body = method.body,
              let before = file.previous(before: body.open) else { return false }
        return file.hasNewline(between: before, and: body.open)
    }

    /// New members go before didFinishLaunching, above its comments and the `#pragma clang
    /// diagnostic` lines right above it (a wrapper stays around what it wrapped), outside any
    /// `#if`; else before `@end`.
    private func insertionBeforeLaunch(_ lines: [String]) -> Edit {
        let syntax = delegate.implementation
        let text = lines.joined(separator: newline) + newline + newline
        if let launch = delegate.ownDefinition(of: ObjectiveCSelectors.didFinishLaunching),
           syntax.branches(at: launch.method.first).isEmpty {
            var start = SourceIndent.leadingCommentStart(of: launch.method.first, in: file)
            while let previous = file.previous(before: start), let directive = syntax.directive(holding: previous),
                  directive.name == "pragma", syntax.text(of: directive).contains("diagnostic"),
                  file.line(of: file.tokens.start(start)) == file.line(of: file.tokens.end(directive.last)) + 1 {
                start = SourceIndent.leadingCommentStart(of: directive.pound, in: file)
            }
            return .insert(text, at: file.offset(ofLine: file.line(of: file.tokens.start(start))))
        }
        return .insert(text, at: file.offset(ofLine: file.line(of: file.tokens.start(delegate.container.end))))
    }

    static func literal(_ name: String) -> String {
        "@\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Launch answer and phase

    private func launchRecording(_ definition: ObjectiveCAppDelegate.Definition) -> [Edit] {
        guard let body = definition.method.body else { return [] }
        var edits: [Edit] = []
        if plan.recordsLaunchAnswer {
            for r in Self.answerReturns(of: definition) {
                edits.append(.insert("[self acceptLaunch:", at: file.tokens.start(r.first)))
                edits.append(.insert("]", at: file.tokens.end(r.last)))
            }
            var method = ["/// Keeps didFinishLaunching's answer for the scene delegate (see launchRefused).",
                          "- (BOOL)acceptLaunch:(BOOL)accepted" + (allman ? "" : " {")]
            if allman { method.append("{") }
            method += [unit + "_launchRefused = !accepted;", unit + "return accepted;", "}"]
            edits.append(insertionBeforeLaunch(method))
        }
        if plan.tracksLaunchPhase {
            // The first statement, so no early return skips it; on the line after the `{`.
            let statement = unit + "dispatch_async(dispatch_get_main_queue(), ^{ self->_launchFinished = YES; });" + newline
            if let next = file.next(after: body.open), file.hasNewline(between: body.open, and: next) {
                edits.append(.insert(statement, at: file.offset(ofLine: file.line(of: file.tokens.start(body.open)) + 1)))
            } else {
                edits.append(.insert(newline + statement, at: file.tokens.end(body.open)))
            }
        }
        return edits
    }

    /// `launchRefused` and `launchFinished`, before the header's `@end`.
    private func headerProperties(_ header: ObjectiveCSyntax, _ interface: ObjectiveCDeclarations.Container) -> [Edit] {
        let file = header.file
        let newline = file.lineEnding
        var lines: [String] = []
        if plan.recordsLaunchAnswer {
            lines += ["/// What didFinishLaunching answered: NO kept UIKit from passing on the URL, user activity or",
                      "/// shortcut that launched the app, so the scene delegate asks before passing them on.",
                      "@property (nonatomic, readonly) BOOL launchRefused;"]
        }
        if plan.tracksLaunchPhase {
            if !lines.isEmpty { lines.append("") }
            lines += ["/// Whether launch is over: UIKit connects the scene the app launches with before the main",
                      "/// queue runs again, so a scene connecting later (after a launch in the background) is",
                      "/// one for a running app.",
                      "@property (nonatomic, readonly) BOOL launchFinished;"]
        }
        let endLine = file.line(of: file.tokens.start(interface.end))
        let start = file.offset(ofLine: endLine)
        let previousLine = file.text(file.offset(ofLine: endLine - 1)..<start).trimmingSpaces
        let text = (previousLine.isEmpty ? "" : newline) + lines.joined(separator: newline) + newline + newline
        return [.insert(text, at: start)]
    }
}
