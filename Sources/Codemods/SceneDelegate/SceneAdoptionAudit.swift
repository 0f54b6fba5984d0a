import Rewriter

/// Code that stops working once scenes are adopted (§4.6): report only.
struct SceneAdoptionAudit {
    let rule: String
    let appDelegateName: String
    /// The app was just migrated with the bridge: the app delegate's `window` stays the
    /// on-screen window, and the windows built in code join the scene (`sceneless` says where
    /// they do not: files other targets compile too).
    var bridged = false
    var sceneless: (String) -> Bool = { _ in true }
    /// This run migrates the app: what changes with the migration itself is reported too
    /// (SCENE-A6), not only what an app using scenes must watch for.
    var migrating = false

    init(rule: String, appDelegateName: String, bridged: Bool, sceneless: @escaping (String) -> Bool = { _ in true }) {
        self.rule = rule
        self.appDelegateName = appDelegateName
        self.bridged = bridged
        self.sceneless = sceneless
    }

    /// In a bridged app: the window joins the scene (`.joiningAppScene()`), or it is the app
    /// delegate's own `window`, which the scene delegate attaches.
    private func joinsScene(_ callee: Int, _ paren: Int, in tree: SyntaxTree) -> Bool {
        let file = tree.file
        if let close = tree.partner(of: paren), let dot = file.next(after: close), file.tokens.kinds[dot] == .period,
           let name = file.next(after: dot), file.token(name, is: "joiningAppScene") { return true }
        let enclosing = tree.enclosingDeclarations(of: callee)
        guard enclosing.contains(where: { ($0.kind == .class || $0.kind == .extension) && ProjectIndex.baseName($0.name) == appDelegateName })
        else { return false }
        // `var window: UIWindow? = UIWindow(...)`, or `[self.]window = UIWindow(...)` in a method.
        if enclosing.contains(where: { $0.kind == .variable && $0.name == "window" }) { return true }
        guard let equals = file.previous(before: callee), file.token(equals, is: "="),
              let name = file.previous(before: equals), file.token(name, is: "window") else { return false }
        return true
    }

    /// In a bridged app, the `UIWindow(frame:)` calls (their ranges) whose window joins the scene,
    /// which `findings(in:)` does not report: other rules do not call them sceneless either.
    func windowsJoiningScene(in tree: SyntaxTree) -> [Range<Int>] {
        let file = tree.file
        guard bridged, file.mayHaveIdentifier("UIWindow") else { return [] }
        var ranges: [Range<Int>] = []
        for i in file.identifierTokens(spelling: "UIWindow") {
            guard let paren = Self.windowFrameCall(at: i, in: file), let close = tree.partner(of: paren),
                  joinsScene(i, paren, in: tree) else { continue }
            ranges.append(file.tokens.start(i)..<file.tokens.end(close))
        }
        return ranges
    }

    /// The "(" of `UIWindow(frame: ...)` when token `i` is that `UIWindow` (not a member of something).
    private static func windowFrameCall(at i: Int, in file: SourceFile) -> Int? {
        guard file.token(i, is: "UIWindow"), file.previous(before: i).map({ file.tokens.kinds[$0] != .period }) ?? true,
              let paren = file.next(after: i), file.tokens.kinds[paren] == .leftParen,
              let label = file.next(after: paren), file.token(label, is: "frame") else { return nil }
        return paren
    }

    /// SCENE-A6: UIKit posts the app's will-enter-foreground notification when the app's aggregate
    /// state moves from background to foreground, and a scene-based app launches in the background.
    static func launchForegroundMessage(_ name: String) -> String {
        "`\(name)` is posted at launch too once scenes are adopted: the app launches in the background state and enters the foreground with its first scene, where the app life cycle posted it only on a return from the background"
    }
    static let launchForegroundSuggestion = "if this observer is registered by the time the app launches and must run only on a return from the background, skip its first notification"

    /// SCENE-A2 (`keyWindow`) and SCENE-A3 (`windows`): what such a read returns once scenes are adopted.
    static func appWideReadMessage(_ application: String, _ property: String) -> String {
        property == "keyWindow"
            ? "`\(application).keyWindow` (deprecated in iOS 13) is nil until the scene connects, after didFinishLaunching returns, and with several scenes returns a key window across all of them"
            : "`\(application).windows` (deprecated in iOS 15) is empty until the scene connects, after didFinishLaunching returns, and with several scenes mixes the windows of all of them"
    }

    func findings(in tree: SyntaxTree) -> [Finding] {
        let file = tree.file
        // Every finding is made at one of these identifiers.
        guard file.mayHaveIdentifier("UIWindow") || file.mayHaveIdentifier("keyWindow") || file.mayHaveIdentifier("windows")
                || file.mayHaveIdentifier("didBecomeActiveNotification") || file.mayHaveIdentifier("window")
                || migrating && file.mayHaveIdentifier("willEnterForegroundNotification") else { return [] }
        let kinds = file.tokens.kinds
        var findings: [Finding] = []
        func report(_ token: Int, _ code: String, _ message: String, _ suggestion: String) {
            findings.append(Finding(rule: rule, code: code, severity: .warning, file: file, offset: file.tokens.start(token),
                                    message: message, suggestion: suggestion))
        }
        func isSharedApplication(before dot: Int) -> Bool {
            guard let shared = file.previous(before: dot), file.token(shared, is: "shared"),
                  let dot2 = file.previous(before: shared), kinds[dot2] == .period,
                  let app = file.previous(before: dot2) else { return false }
            return file.token(app, is: "UIApplication")
        }
        // Found by searching the bytes for each word rather than reading every token.
        let words: [StaticString] = ["UIWindow", "keyWindow", "windows", "didBecomeActiveNotification",
                                     "willEnterForegroundNotification", "window"]
        for i in file.identifierTokens(spellingAnyOf: words) {
            guard let dot = file.previous(before: i), kinds[dot] == .period else {
                if let paren = Self.windowFrameCall(at: i, in: file), !bridged || sceneless(file.path), !(bridged && joinsScene(i, paren, in: tree)) {
                    report(i, "SCENE-A4", "`UIWindow(frame:)` creates a window with no scene, which shows nothing once scenes are adopted",
                           "create it with `UIWindow(windowScene:)`, passing the view's `window?.windowScene`")
                }
                continue
            }
            if file.token(i, is: "keyWindow"), isSharedApplication(before: dot) {
                report(i, "SCENE-A2", Self.appWideReadMessage("UIApplication.shared", "keyWindow"), "use `view.window`, or `windowScene.keyWindow` (iOS 15+)")
            } else if file.token(i, is: "windows"), isSharedApplication(before: dot) {
                report(i, "SCENE-A3", Self.appWideReadMessage("UIApplication.shared", "windows"), "use `windowScene.windows` of the scene you mean")
            } else if file.token(i, is: "didBecomeActiveNotification"), let owner = file.previous(before: dot), file.token(owner, is: "UIApplication") {
                report(i, "SCENE-A5", "`UIApplication.didBecomeActiveNotification` fires for the app, not for each scene",
                       "consider `UIScene.didActivateNotification`")
            } else if migrating, file.token(i, is: "willEnterForegroundNotification"), let owner = file.previous(before: dot), file.token(owner, is: "UIApplication") {
                report(i, "SCENE-A6", Self.launchForegroundMessage("UIApplication.willEnterForegroundNotification"), Self.launchForegroundSuggestion)
            } else if !bridged, file.token(i, is: "window"), Self.refersToAppDelegate(appDelegateName, file, tree, dot: dot) {
                report(i, "SCENE-A1", "the app delegate's `window` is nil once scenes are adopted",
                       "use `view.window`, or pass the window or scene in")
            }
        }
        return findings
    }

    /// The Objective-C counterparts of SCENE-A2/A3 (app-wide window lookups) and, when migrating,
    /// SCENE-A6 (`UIApplicationWillEnterForegroundNotification`) in the app's Objective-C sources;
    /// `reportedElsewhere` leaves out reads that have a finding of their own (launch code).
    /// `sources` need hold no file that `objectiveCMayMatter` rules out.
    func objectiveCFindings(in sources: [ObjectiveCSyntax],
                            reportedElsewhere: (ObjectiveCSyntax, Int) -> Bool = { _, _ in false }) -> [Finding] {
        var findings: [Finding] = []
        func report(_ syntax: ObjectiveCSyntax, _ token: Int, _ code: String, _ message: String, _ suggestion: String) {
            findings.append(Finding(rule: rule, code: code, severity: .warning, file: syntax.file, offset: syntax.file.tokens.start(token),
                                    message: message, suggestion: suggestion))
        }
        for read in ObjectiveCAppWideReads.windowReads(in: sources) where !reportedElsewhere(read.syntax, read.token) {
            if read.property == "keyWindow" {
                report(read.syntax, read.token, "SCENE-A2", Self.appWideReadMessage(read.application, read.property),
                       "use `self.view.window`, or `windowScene.keyWindow` (iOS 15+)")
            } else {
                report(read.syntax, read.token, "SCENE-A3", Self.appWideReadMessage(read.application, read.property),
                       "use `windowScene.windows` of the scene you mean")
            }
        }
        if migrating {
            for use in ObjectiveCAppWideReads.uses(of: "UIApplicationWillEnterForegroundNotification", in: sources) {
                report(use.syntax, use.token, "SCENE-A6", Self.launchForegroundMessage("UIApplicationWillEnterForegroundNotification"),
                       Self.launchForegroundSuggestion)
            }
        }
        return findings
    }

    /// Whether an Objective-C file's bytes may hold what `objectiveCFindings` reports: each finding
    /// names UIApplication, in a read of `windows` or `keyWindow` or in the notification's name.
    static func objectiveCMayMatter(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "UIApplication")
            && (ByteSearch.contains(bytes, "windows") || ByteSearch.contains(bytes, "keyWindow")
                || ByteSearch.contains(bytes, "UIApplicationWillEnterForegroundNotification"))
    }

    /// Whether the file reads the app delegate's window: `(UIApplication.shared.delegate as? AppDelegate)?.window`,
    /// `delegate?.window`, `appDelegate.window`.
    static func readsAppDelegateWindow(in tree: SyntaxTree, appDelegateName: String) -> Bool {
        let file = tree.file
        guard file.mayHaveIdentifier("window"), ByteSearch.contains(file.bytes, ".window") else { return false }
        let kinds = file.tokens.kinds
        for i in file.identifierTokens(spelling: "window") {
            guard let dot = file.previous(before: i), kinds[dot] == .period else { continue }
            if refersToAppDelegate(appDelegateName, file, tree, dot: dot) { return true }
            var receiver = file.previous(before: dot)
            if let r = receiver, kinds[r] == .operator, file.token(r, is: "?") || file.token(r, is: "!") { receiver = file.previous(before: r) }
            if let r = receiver, kinds[r] == .identifier,
               file.token(r, is: "delegate") || file.token(r, is: "appDelegate") || file.token(r, isText: appDelegateName) { return true }
        }
        return false
    }

    /// `(UIApplication.shared.delegate as? AppDelegate)?.window` and `as!` forms.
    private static func refersToAppDelegate(_ appDelegateName: String, _ file: SourceFile, _ tree: SyntaxTree, dot: Int) -> Bool {
        guard var before = file.previous(before: dot) else { return false }
        if file.tokens.kinds[before] == .operator, file.token(before, is: "?") || file.token(before, is: "!") {
            guard let b = file.previous(before: before) else { return false }
            before = b
        }
        guard file.tokens.kinds[before] == .rightParen else { return false }
        let open = Int(tree.partner[before])
        guard open >= 0 else { return false }
        var sawAs = false
        for j in open..<before {
            if file.token(j, is: "as") { sawAs = true }
            if sawAs, file.tokens.kinds[j] == .identifier, file.token(j, isText: appDelegateName) { return true }
        }
        return false
    }
}
