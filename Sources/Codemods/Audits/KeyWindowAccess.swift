import Rewriter

/// Reports app-wide window lookups (`UIApplication.shared.keyWindow`,
/// `.windows`, `.delegate?.window`) and scene-less `UIWindow(frame:)`.
///
/// `scene-delegate` reports the first three shapes itself (its post-adoption
/// audit, SCENE-A2..A4) in some UIKit app-delegate projects, and rewrites the
/// app delegate's window block; this rule leaves exactly those tokens to it, so
/// no token is reported by both rules.
public struct KeyWindowAccess: Codemod {
    public static let id = "key-window"
    public static let summary = "report app-wide window lookups (keyWindow, windows, the delegate's window) and UIWindow(frame:)"
    public static let explanation = """
        With several scenes (and the mandatory scene life cycle of the iOS 27 SDK) there is no single app
        window: `UIApplication.shared.keyWindow` returns a key window across all connected scenes,
        `UIApplication.shared.windows` mixes every scene's windows, the app delegate's `window` is nil, and a
        window made with `UIWindow(frame:)` belongs to no scene and shows nothing. Nothing is rewritten: the
        right window depends on where the code runs.

        Before:
            let top = UIApplication.shared.keyWindow?.rootViewController      // warning: KEYWIN-W1
            let overlay = UIWindow(frame: UIScreen.main.bounds)                // warning: KEYWIN-W3
        After (by hand):
            let top = view.window?.rootViewController
            let overlay = UIWindow(windowScene: windowScene)

        KEYWIN-W1: `UIApplication.shared.keyWindow` (deprecated in iOS 13). Use `view.window`, or
          `windowScene.keyWindow` (iOS 15+).
        KEYWIN-W2: `UIApplication.shared.windows` (deprecated in iOS 15). Use `windowScene.windows`.
        KEYWIN-W3: `UIWindow(frame:)`, unless the same function attaches a scene (mentions `windowScene`,
          as in `window.windowScene = windowScene`).
        Test sources (`…Tests.swift`, `Tests/` folders) are skipped: test hosts build bare windows on purpose.
        KEYWIN-W4: `UIApplication.shared.delegate?.window`: the app delegate's window is nil with scenes.
        The same shapes in Objective-C (`[UIApplication sharedApplication].keyWindow`, `[[UIApplication
          sharedApplication] windows]`, `[[UIWindow alloc] initWithFrame:]`, the app delegate's `window`) get
          the same codes, also through a `UIApplication *` parameter or local, and `keyWindow`/`windows` of the
          app in a `#define` (reported at the macro, whose uses do not spell them); headers and prefix headers
          are read too.
        Lookups inside string interpolations (`"\\(UIApplication.shared.windows.count)"`) get the same codes.
        Where `scene-delegate` reports the same token (its SCENE-A2..A4 audit of UIKit app-delegate projects,
        SCENE-W11 for a read in launch code, SCENE-E3 for a window or read that blocks its migration) or
        rewrites it (the window block it moves into the new scene delegate), this rule stays silent, so no
        token is reported by both rules. When `scene-delegate` runs too, in an app it migrates or migrated
        (its scene delegate attaches the app delegate's window), the app delegate's window and windows joining
        the scene (`.joiningAppScene()`) are no KEYWIN-W3, and reading the app delegate's window is no
        KEYWIN-W4.
        """

    public init(options: [String: String]) {}

    /// Every candidate is a `UIWindow` identifier, or a `keyWindow`, `windows` or `window` identifier
    /// at the end of a chain from `UIApplication`.
    private static func mayHaveCandidates(_ file: SourceFile) -> Bool {
        file.mayHaveIdentifier("UIWindow") || file.mayHaveIdentifier("UIApplication")
            && (file.mayHaveIdentifier("keyWindow") || file.mayHaveIdentifier("windows") || file.mayHaveIdentifier("window"))
    }

    private struct Candidate {
        /// The file reported (for code in string interpolations, the file the code was read from).
        let file: SourceFile
        let offset: Int
        let code: String
    }

    private static let candidateWords: [StaticString] = ["UIWindow", "keyWindow", "windows", "window"]
    private static let candidateTexts = candidateWords.map { "\($0)" }

    public func runProject(_ project: ProjectContext) -> [Finding] {
        var candidates: [Candidate] = []
        for tree in project.files where !WordTokens.isTestFile(tree.file.path) && Self.mayHaveCandidates(tree.file)
            && WordTokens.bytes(tree.file.bytes, containAnyOf: ["UIApplication", "UIWindow"]) {
            candidates += scan(tree)
            // Code inside string interpolations (`"\(UIApplication.shared.windows.count)"`) is
            // part of a literal's token: read from a copy of the file holding only that code.
            if let code = InterpolatedCode.file(of: tree.file, holdingAnyOf: Self.candidateTexts) {
                candidates += scan(SyntaxTree(file: code)).map { Candidate(file: tree.file, offset: $0.offset, code: $0.code) }
            }
        }
        let objectiveC = Self.objectiveCCandidates(in: project)
        guard !candidates.isEmpty || !objectiveC.isEmpty else { return [] }
        let covered = (candidates.contains { $0.code != "KEYWIN-W4" } || objectiveC.contains { $0.code != "KEYWIN-W4" })
            ? sceneDelegateCoverage(project) : [:]
        let bridged = SceneAdoptionCoverage.of(project)
        func isCovered(_ code: String, _ path: String, _ offset: Int) -> Bool {
            if code != "KEYWIN-W4", covered[path]?.contains(where: { $0.contains(offset) }) == true { return true }
            // The scene migration keeps the app delegate's window on screen and puts these windows in the scene.
            if code == "KEYWIN-W4", bridged.bridgedFiles.contains(path) { return true }
            return code == "KEYWIN-W3" && bridged.bridgedWindows[path]?.contains(where: { $0.contains(offset) }) == true
        }
        let swift = candidates.compactMap { c -> Finding? in
            guard !isCovered(c.code, c.file.path, c.offset) else { return nil }
            let (message, suggestion) = Self.texts[c.code]!
            return Finding(rule: Self.id, code: c.code, severity: .warning, file: c.file, offset: c.offset,
                           message: message, suggestion: suggestion)
        }
        return swift + objectiveC.compactMap { c -> Finding? in
            let path = c.syntax.file.path
            guard !isCovered(c.code, path, c.syntax.file.tokens.start(c.token)) else { return nil }
            if c.code == "KEYWIN-W3", bridged.bridgedFiles.contains(path), Self.storedAsOwnWindow(c.token, in: c.syntax) { return nil }
            let (message, suggestion) = Self.objectiveCTexts[c.code]!
            return Finding(rule: Self.id, code: c.code, severity: .warning, file: c.syntax.file, offset: c.syntax.file.tokens.start(c.token),
                           message: message, suggestion: suggestion)
        }
    }

    /// What `scene-delegate` already says about each file: its SCENE-A2/A3/A4 audit findings and the
    /// ranges its migration rewrites, so the two rules never report the same token.
    private func sceneDelegateCoverage(_ project: ProjectContext) -> [String: [Range<Int>]] {
        let coverage = SceneAdoptionCoverage.of(project)
        var covered = coverage.rewritten
        // SCENE-W11: a read in launch code, which the migration reports instead of SCENE-A2/A3.
        // SCENE-E3: a blocker it refuses the migration for (a window built outside launch, a launch
        // that puts UI in a window found through UIApplication), named at the token.
        for code in ["SCENE-A2", "SCENE-A3", "SCENE-A4", "SCENE-W11", "SCENE-E3"] {
            for (path, offsets) in coverage.audits[code] ?? [:] {
                covered[path, default: []] += offsets.map { $0..<($0 + 1) }
            }
        }
        return covered
    }

    private static let texts: [String: (String, String)] = [
        "KEYWIN-W1": ("`UIApplication.shared.keyWindow` returns a key window across all connected scenes (deprecated in iOS 13)",
                      "use `view.window`, or `windowScene.keyWindow` (iOS 15+)"),
        "KEYWIN-W2": ("`UIApplication.shared.windows` mixes the windows of every scene (deprecated in iOS 15)",
                      "use `windowScene.windows` of the scene you mean"),
        "KEYWIN-W3": ("`UIWindow(frame:)` creates a window with no scene, which shows nothing with the scene life cycle",
                      "create it with `UIWindow(windowScene:)`, passing the view's `window?.windowScene`"),
        "KEYWIN-W4": ("`UIApplication.shared.delegate?.window` is nil once the app uses scenes",
                      "use `view.window`, or pass the window or scene in"),
    ]

    private static let objectiveCTexts: [String: (String, String)] = [
        "KEYWIN-W1": ("`[UIApplication sharedApplication].keyWindow` returns a key window across all connected scenes (deprecated in iOS 13)",
                      "use the window of a view at hand (`self.view.window` in a view controller, `self.window` in a view), "
                          + "or the window scene's `keyWindow` (iOS 15+)"),
        "KEYWIN-W2": ("`[UIApplication sharedApplication].windows` mixes the windows of every scene (deprecated in iOS 15)",
                      "use the `windows` of the window scene you mean"),
        "KEYWIN-W3": ("`[[UIWindow alloc] initWithFrame:]` creates a window with no scene, which shows nothing with the scene life cycle",
                      "create it with `initWithWindowScene:`: the app's main window in the scene delegate's "
                          + "scene:willConnectToSession:options: (see scene-delegate), other windows with the `windowScene` of a "
                          + "window on screen (`self.view.window.windowScene`)"),
        "KEYWIN-W4": ("the app delegate's `window` is nil once the app uses scenes, unless its scene delegate sets it (as "
                          + "scene-delegate's migration does)",
                      "use the window of a view at hand (`self.view.window` in a view controller, `self.window` in a view), "
                          + "or pass the window or scene in"),
    ]

    private func scan(_ tree: SyntaxTree) -> [Candidate] {
        let file = tree.file
        var out: [Candidate] = []
        for i in file.identifierTokens(spellingAnyOf: Self.candidateWords) {
            if file.token(i, is: "UIWindow") {
                guard let paren = tree.next(i), tree.kind(paren) == .leftParen, !tree.newlineBetween(i, paren),
                      let label = tree.next(paren), file.token(label, is: "frame"), let colon = tree.next(label), tree.kind(colon) == .colon,
                      !WordTokens.isMember(i, in: tree) || WordTokens.receiver(of: i, in: tree).map({ tree.isText($0, "UIKit") }) == true,
                      !attachesScene(around: i, tree) else { continue }
                out.append(Candidate(file: file, offset: file.tokens.start(i), code: "KEYWIN-W3"))
            } else if file.token(i, is: "keyWindow") || file.token(i, is: "windows") {
                guard WordTokens.chain(endingAt: i, is: ["UIApplication", "shared", file.text(of: i)], in: tree),
                      let dot = tree.previous(i), let shared = tree.previous(dot), tree.kind(shared) == .identifier else { continue }
                out.append(Candidate(file: file, offset: file.tokens.start(i), code: file.token(i, is: "keyWindow") ? "KEYWIN-W1" : "KEYWIN-W2"))
            } else if file.token(i, is: "window"), let r = WordTokens.receiver(of: i, in: tree), tree.isText(r, "delegate"),
                      WordTokens.chain(endingAt: r, is: ["UIApplication", "shared", "delegate"], in: tree),
                      let dot = tree.previous(i), let q = tree.previous(dot), tree.isOperator(q, "?") || tree.isOperator(q, "!") {
                out.append(Candidate(file: file, offset: file.tokens.start(i), code: "KEYWIN-W4"))
            }
        }
        return out
    }

    /// Scene setup: the enclosing function (or closure, at top level) also names `windowScene`.
    private func attachesScene(around i: Int, _ tree: SyntaxTree) -> Bool {
        let function = tree.enclosingDeclarations(of: i).last { $0.kind.isFunctionLike || $0.kind == .variable }
        var first = 0, last = tree.tokenCount - 1
        if let function, let body = function.body, let close = tree.partner(of: body) {
            first = body
            last = close
        } else if let brace = tree.innermostBrace(of: i), let close = tree.partner(of: brace) {
            first = brace
            last = close
        }
        let file = tree.file
        for j in first...last where tree.kind(j) == .identifier && file.token(j, is: "windowScene") { return true }
        return false
    }
}
