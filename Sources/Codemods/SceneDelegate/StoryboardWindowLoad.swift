import Rewriter

/// Loads the main storyboard's window in `application(_:willFinishLaunchingWithOptions:)`, where
/// UIKit loaded it before the scene life cycle, for storyboard apps whose launch code uses the
/// window (or hands the app delegate to code that may). With a scene storyboard the window would
/// only exist once the scene connects, after launch.
///
///     func application(_ application: UIApplication, willFinishLaunchingWithOptions ...) -> Bool {
///         // UIKit no longer loads the main storyboard's window before launch; launch code uses it.
///         if window == nil {
///             window = UIWindow()
///             window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
///         }
///         return true
///     }
struct StoryboardWindowLoad {
    let entry: AppDelegateEntry
    let surface: AppDelegateSurface
    let storyboard: String
    /// Why the window is needed before the scene connects (the end of the comment above the load).
    var reason = "launch code uses it."

    private var file: SourceFile { entry.file }
    private static let selector = "application(_:willFinishLaunchingWithOptions:)"

    /// The statements, without indentation of their own.
    func statements(unit: String) -> [String] {
        [
            "// UIKit no longer loads the main storyboard's window before launch; " + reason,
            "if window == nil {",
            "\(unit)window = UIWindow()",
            "\(unit)window?.rootViewController = UIStoryboard(name: \(quoted(storyboard)), bundle: nil).instantiateInitialViewController()",
            "}",
        ]
    }

    /// The file and its edits: at the start of the app delegate's willFinishLaunching (wherever it
    /// is written), or a new one before didFinishLaunching (or at the end of the class).
    func edits() -> (path: String, edits: [Edit]) {
        if let existing = surface.methods[Self.selector], existing.tree === entry.tree || isOwnExtension(existing) {
            return (existing.tree.file.path, insertion(into: existing))
        }
        return (file.path, newMethod())
    }

    /// A method of the class itself or of one of its extensions (not of a superclass).
    private func isOwnExtension(_ method: AppDelegateSurface.Method) -> Bool {
        surface.parts.contains { $0.tree === method.tree && $0.declaration.kind == .extension && $0.declaration.name == entry.name
            && $0.declaration.members.contains { $0 == method.declaration } }
    }

    private func insertion(into existing: AppDelegateSurface.Method) -> [Edit] {
        let file = existing.tree.file
        let unit = SourceIndent.unit(of: file)
        let newline = file.lineEnding
        if let body = existing.body {
            let bodyIndent = SourceIndent.memberIndent(of: existing.declaration.first, in: file) + unit
            let block = statements(unit: unit).map { bodyIndent + $0 }.joined(separator: newline)
            if file.hasNewline(between: body.open, and: body.close) {
                return [.insert(newline + block, at: file.tokens.end(body.open))]
            }
            // `{ return true }` on one line: the body becomes a block of lines.
            let inner = file.text(file.tokens.end(body.open)..<file.tokens.start(body.close)).trimmingSpaces
            let closeIndent = SourceIndent.memberIndent(of: existing.declaration.first, in: file)
            return [Edit(range: file.tokens.end(body.open)..<file.tokens.start(body.close),
                         replacement: newline + block + (inner.isEmpty ? "" : newline + bodyIndent + inner) + newline + closeIndent)]
        }
        return []
    }

    private func newMethod() -> [Edit] {
        let unit = SourceIndent.unit(of: file)
        let newline = file.lineEnding
        let inheritsWillFinish = surface.frameworkSelectors.contains(Self.selector) || surface.methods[Self.selector] != nil
        let anchor = entry.didFinishLaunching?.startToken
        let memberIndent = anchor.map { SourceIndent.memberIndent(of: $0, in: file) }
            ?? SourceIndent.memberIndent(of: entry.declaration.startToken, in: file) + unit
        var lines = [
            (inheritsWillFinish ? "override " : "")
                + "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
        ]
        lines += statements(unit: unit).map { unit + $0 }
        lines.append(unit + (inheritsWillFinish ? "return super.application(application, willFinishLaunchingWithOptions: launchOptions)" : "return true"))
        lines.append("}")
        let method = lines.map { $0.isEmpty ? "" : memberIndent + $0 }.joined(separator: newline)
        if let anchor {
            // Before didFinishLaunching (and its doc comment), separated by a blank line.
            let start = file.offset(ofLine: file.line(of: file.tokens.start(SourceIndent.leadingCommentStart(of: anchor, in: file))))
            return [.insert(method + newline + newline, at: start)]
        }
        guard let close = entry.declaration.close else { return [] }
        let lineStart = file.offset(ofLine: file.line(of: file.tokens.start(close)))
        return [.insert(newline + method + newline, at: lineStart)]
    }

    private func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
