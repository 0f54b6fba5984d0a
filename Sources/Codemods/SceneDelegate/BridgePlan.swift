import Rewriter

/// The bridge for one app: how the scene gets the app's window, which app-delegate methods the
/// scene delegate calls, and the few edits the app's own code needs.
///
/// - A window built in code stays the app delegate's: the scene delegate attaches it to the
///   scene when the scene connects, and windows built elsewhere in code join the scene through
///   `.joiningAppScene()`.
/// - A storyboard app whose launch code uses the window gets that window loaded where UIKit
///   loaded it before (willFinishLaunching); one that does not gets UISceneStoryboardFile.
/// - Every life-cycle callback and entry point the app delegate implements is called from
///   the matching scene callback, warm and cold.
struct BridgePlan {
    let entry: AppDelegateEntry
    let facts: SceneAppFacts
    let surface: AppDelegateSurface
    let project: ProjectContext

    private(set) var window: SceneDelegateSource.WindowSource = .appDelegate(storyboardLoaded: false)
    private(set) var forwards: [SceneForwarding.Event] = []
    private(set) var wrapSites: [WindowCreationSites.Site] = []
    /// The app delegate's own launch windows (`window = UIWindow(frame:)` in didFinishLaunching).
    private(set) var launchWindows: [WindowCreationSites.Site] = []
    /// Files that get `.joiningAppScene()`.
    private(set) var wrappedPaths: Set<String> = []
    /// App files with windows built in code that other targets compile too (the other target's
    /// name when known, and the first window): the migration is refused.
    private(set) var sharedFiles: [String: (other: String?, site: WindowCreationSites.Site)] = [:]
    /// Files with windows built in code that may not be the app's (a generated project with no
    /// target information): not rewritten, their windows reported.
    private(set) var unknownFiles: Set<String> = []
    private(set) var storyboardLoad: StoryboardWindowLoad?
    private(set) var availability: (attribute: String, condition: String)?
    /// Deprecated entry points (deployment target 26 and later) moved under plain names.
    private(set) var extractions: [DeprecatedEntryPoints.Extraction] = []
    /// Deprecated entry points the scene delegate still calls by their deprecated name.
    private(set) var deprecatedCalls: [String] = []
    private(set) var deploymentDescription = ""
    /// didFinishLaunching can answer false: its answer is recorded for the scene delegate.
    private(set) var launchAcceptance: LaunchAcceptance?
    /// The app delegate records when launch is over (the app can launch in the background).
    private(set) var launchPhase: LaunchAcceptance?
    /// What can launch the app in the background (background modes, entry points), empty when nothing.
    private(set) var backgroundLaunchReasons: [String] = []
    /// didFinishLaunching can answer false but the answer cannot be recorded (the method is in an extension).
    private(set) var unrecordedRefusal: Int?
    /// Launch code that looks for windows through UIApplication (none before the scene connects) or reads `windowScene`.
    private(set) var launchWindowListReads: [LaunchWindowListReads.Read] = []

    enum Decision {
        case ready
        /// Every blocker found, so one run names them all.
        case refused([Blocker])
    }

    struct Blocker {
        let token: Int
        let tree: SyntaxTree?
        let message: String
        let suggestion: String
    }

    private var windowProperty: AppDelegateSurface.WindowProperty? { surface.window.flatMap { $0.isPrivate ? nil : $0 } }

    /// A foreground/background callback whose body holds nothing but comments (as Xcode's template
    /// leaves them): calling it from the scene delegate would do nothing.
    private func isLeftEmpty(_ forwarding: SceneForwarding) -> Bool {
        guard SceneForwarding.sceneCallbacks[forwarding.event] != nil, let method = surface.methods[forwarding.selector], let body = method.body else { return false }
        return method.tree.next(body.open) == body.close
    }

    mutating func decide() -> Decision {
        var blockers: [Blocker] = []
        forwards = SceneForwarding.all.filter { surface.implements($0.selector) && !isLeftEmpty($0) }.map(\.event)
        if let platforms = facts.target?.platforms, DeprecatedEntryPoints.applies(to: platforms) {
            for forwarding in SceneForwarding.all where forwards.contains(forwarding.event) {
                if let extraction = DeprecatedEntryPoints.extraction(of: forwarding.event, selector: forwarding.selector, in: surface,
                                                                     memberNames: entry.memberNames) {
                    extractions.append(extraction)
                } else {
                    deprecatedCalls.append(forwarding.selector)
                }
            }
        }
        let reactNative = entry.framework?.isReactNative ?? entry.imports.contains { $0.module == "React" }
        if reactNative, forwards.contains(.openURL) || forwards.contains(.continueUserActivity) {
            blockers.append(Blocker(token: entry.entryToken, tree: entry.entryTree,
                message: "React Native reads the URL or user activity that launched the app from didFinishLaunching's launch options (Linking.getInitialURL); with scenes UIKit gives it to the scene instead, and passing it to the app delegate after launch reaches JavaScript before it listens, so a link that launches the app would open the default screen",
                suggestion: "adopt scenes with a React Native or Expo release whose app delegate supports them, or start React Native from scene(_:willConnectTo:options:) with connectionOptions' URL as its initial URL"))
        }
        let creations = WindowCreationSites(project: project, surface: surface)
        let shared = facts.target?.pathsCompiledByOtherTargets() ?? [:]
        let hasExtensionsInFolder = !(facts.target?.extensionsSharingFolder.isEmpty ?? true)
        // Without an Xcode target (a generated project) the app's files are not known for sure:
        // only the app delegate's own folder is rewritten.
        // XcodeGen says which targets compile what; without it, only the app delegate's folder is sure.
        let generated = xcodeGenTargets()
        let appDelegateFolder = ScenePaths.directory(of: PathShape.normalized(entry.file.path))
        for tree in facts.appFiles {
            let sites = creations.sites(in: tree, launchWindows: &launchWindows)
            guard !sites.isEmpty else { continue }
            let path = PathShape.normalized(tree.file.path)
            if let generated {
                guard generated.app.contains(where: { $0.compiles(path) }) else { continue }
                if let other = generated.others.first(where: { $0.compiles(path) }) {
                    sharedFiles[path] = (other.name, sites[0])
                } else {
                    wrapSites += sites
                }
                continue
            }
            let known = facts.target != nil || appDelegateFolder.isEmpty || path.hasPrefix(appDelegateFolder + "/")
            if !known {
                unknownFiles.insert(path)
            } else if let other = shared[path] {
                sharedFiles[path] = (other, sites[0])
            } else if hasExtensionsInFolder && facts.target?.isCompiledBySynchronizedNonApp(path) == true {
                sharedFiles[path] = (nil, sites[0])
            } else {
                wrapSites += sites
            }
        }
        for (path, (other, site)) in sharedFiles.sorted(by: { $0.key < $1.key }) {
            let file = site.file
            blockers.append(Blocker(token: site.callee, tree: site.tree,
                message: "\(file.text(of: site.callee))(...) builds a window in \(ScenePaths.fileName(of: path)), which \(other.map { "the target \($0)" } ?? "a target that is not this app") compiles too; with scenes that window must join the app's scene, through code that target does not have",
                suggestion: "keep the code that builds this window in the app target only (or build it with UIWindow(windowScene:) from the app's scene there), then run again"))
        }
        wrappedPaths = Set(wrapSites.map { PathShape.normalized($0.file.path) })
        decideAvailability()
        decideLaunchAcceptance()

        launchWindowListReads = LaunchWindowListReads(project: project, entry: entry, surface: surface).all()
        for read in launchWindowListReads where read.showsUI {
            let through = read.path.isEmpty ? "" : " (called at launch through " + read.path.joined(separator: " → ") + ")"
            blockers.append(Blocker(token: read.token, tree: read.tree,
                message: "launch code reads UIApplication's `\(read.property)`\(through); \(LaunchWindowListReads.withScenes(read.property)), and the scene connects after didFinishLaunching returns, so this code would find no window",
                suggestion: "use the app delegate's `window` here (the scene delegate shows it), or move this code into scene(_:willConnectTo:options:), then run again"))
        }
        if let storyboard = facts.storyboard, !launchReplacesStoryboardWindow {
            if launchNeedsWindow {
                if let ipad = facts.ipadStoryboard {
                    blockers.append(Blocker(token: entry.entryToken, tree: entry.entryTree,
                        message: "launch code uses the main storyboard's window, and the app has a separate iPad storyboard (UIMainStoryboardFile~ipad = \(ipad)); the window the app delegate loads would have to choose one by device",
                        suggestion: "load the right storyboard's window in application(_:willFinishLaunchingWithOptions:), or move the launch code that uses the window into the scene delegate"))
                }
                guard let property = windowProperty, property.isSettable else {
                    blockers.append(Blocker(token: entry.declaration.nameToken, tree: entry.tree,
                        message: "launch code uses the main storyboard's window, but the app delegate's `window` cannot be set, so its window cannot be loaded before launch as UIKit did",
                        suggestion: "make `window` a settable `var window: UIWindow?`, then run again"))
                    return .refused(blockers)
                }
                window = .appDelegate(storyboardLoaded: true)
                storyboardLoad = StoryboardWindowLoad(entry: entry, surface: surface, storyboard: storyboard)
            } else if !backgroundLaunchReasons.isEmpty, facts.ipadStoryboard == nil, windowProperty?.isSettable == true {
                // Code run in a background launch (a push, a fetch) saw the storyboard's window
                // before; with UISceneStoryboardFile there is none until the user opens the app.
                window = .appDelegate(storyboardLoaded: true)
                storyboardLoad = StoryboardWindowLoad(entry: entry, surface: surface, storyboard: storyboard,
                                                      reason: "code run in a background launch may use it.")
            } else {
                window = .sceneStoryboard
            }
            return blockers.isEmpty ? .ready : .refused(blockers)
        }
        window = .appDelegate(storyboardLoaded: false)
        if windowProperty == nil && wrapSites.isEmpty {
            blockers.append(Blocker(token: entry.entryToken, tree: entry.entryTree,
                message: "no main storyboard, no `window` property on the app delegate, and no window built in code; the scene would have nothing to show",
                suggestion: "build the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)"))
        }
        return blockers.isEmpty ? .ready : .refused(blockers)
    }

    /// Below iOS 13 (or tvOS 13) the generated class and calls need `@available`.
    private mutating func decideAvailability() {
        guard let platforms = facts.target?.platforms ?? generatorPlatforms() else { return }
        let old = platforms.filter { ($0.deployment?.major ?? 13) < 13 }
        deploymentDescription = platforms.map { "\($0.name) \($0.deployment.map { "\($0.major).\($0.minor)" } ?? "unknown")" }.joined(separator: ", ")
        guard !old.isEmpty else { return }
        let list = platforms.map { "\($0.name) 13.0" }.joined(separator: ", ") + ", *"
        availability = ("@available(\(list))", list)
    }

    /// The XcodeGen targets that compile the app delegate, and the others; nil when the manifest
    /// names no application target compiling it.
    private func xcodeGenTargets() -> (app: [XcodeGenTargets.Target], others: [XcodeGenTargets.Target])? {
        guard case .xcodegen(let yml)? = facts.generator else { return nil }
        let locator = InfoPlistLocator(project: project)
        let targets = XcodeGenTargets(manifest: yml, read: { locator.projectFile($0)?.bytes }).targets
        let path = PathShape.normalized(entry.file.path)
        let app = targets.filter { $0.isApplication && $0.compiles(path) }
        guard !app.isEmpty else { return nil }
        return (app, targets.filter { t in !app.contains { $0.name == t.name } })
    }

    /// The lowest deployment target per platform in the generator's manifest, when it names any.
    private func generatorPlatforms() -> [(name: String, deployment: DeploymentTarget?)]? {
        let found: [(platform: String, target: DeploymentTarget)]
        switch facts.generator {
        case .xcodegen(let yml)?:
            guard let bytes = InfoPlistLocator(project: project).projectFile(yml)?.bytes else { return nil }
            found = GeneratorDeploymentTargets.inXcodeGen(String(decoding: bytes, as: UTF8.self))
        case .tuist(let path)?:
            guard let tree = project.tree(at: path) else { return nil }
            found = GeneratorDeploymentTargets.inTuist(String(decoding: tree.file.bytes, as: UTF8.self))
        case nil:
            return nil
        }
        var lowest: [String: DeploymentTarget] = [:]
        for (platform, target) in found where lowest[platform].map({ target < $0 }) ?? true { lowest[platform] = target }
        guard !lowest.isEmpty else { return nil }
        return lowest.keys.sorted().map { ($0, lowest[$0]) }
    }

    /// Before scenes, a launch that answered false did not get the URL, user activity or shortcut
    /// that launched the app; the scene delegate must ask the same question.
    private mutating func decideLaunchAcceptance() {
        backgroundLaunchReasons = Self.backgroundLaunchReasons(facts: facts, surface: surface)
        guard let launch = surface.methods["application(_:didFinishLaunchingWithOptions:)"] else { return }
        let recorder = LaunchAcceptance(method: launch, entry: entry)
        let coldEntries = forwards.contains(.openURL) || forwards.contains(.performShortcut) || forwards.contains(.continueUserActivity)
        if coldEntries, let first = recorder.returns().first {
            if recorder.canRecord { launchAcceptance = recorder } else { unrecordedRefusal = first.keyword }
        }
        // After a launch in the background, the scene connects when the user opens the app: the
        // app life cycle treated that as a running app (applicationWillEnterForeground, URLs passed on).
        if !backgroundLaunchReasons.isEmpty, forwards.contains(.willEnterForeground) || launchAcceptance != nil, recorder.canRecord {
            launchPhase = recorder
        }
    }

    /// Why the app can be launched in the background: modes that launch it, and entry points
    /// UIKit calls in a background launch.
    static func backgroundLaunchReasons(facts: SceneAppFacts, surface: AppDelegateSurface) -> [String] {
        let modes = Set(facts.plists.flatMap { $0.document.strings(at: ["UIBackgroundModes"]) ?? [] })
        // Audio keeps a running app alive; it does not launch one.
        var reasons = modes.intersection(["fetch", "remote-notification", "voip", "processing", "bluetooth-central",
                                          "bluetooth-peripheral", "location", "external-accessory", "push-to-talk", "nearby-interaction"])
            .sorted().map { "UIBackgroundModes: \($0)" }
        if surface.methods["application(_:handleEventsForBackgroundURLSession:completionHandler:)"] != nil {
            reasons.append("background URL session events")
        }
        return reasons
    }

    /// didFinishLaunching builds its own window before anything can see the storyboard's: the
    /// first thing it does with `window` is assign a new one, unconditionally (no return before
    /// it, not in a branch or closure), and willFinishLaunching does not touch it. The storyboard's
    /// window was then never shown, so the scene needs none.
    private var launchReplacesStoryboardWindow: Bool {
        if let will = surface.methods["application(_:willFinishLaunchingWithOptions:)"], let body = will.body,
           (body.open..<body.close).contains(where: { will.tree.file.token($0, is: "window") }) { return false }
        guard let launch = surface.methods["application(_:didFinishLaunchingWithOptions:)"], let body = launch.body else { return false }
        let tree = launch.tree, file = tree.file
        guard let site = launchWindows.first(where: { $0.tree === tree && body.open < $0.callee && $0.callee < body.close }),
              tree.innermostBrace(of: site.callee) == body.open else { return false }
        for t in body.open..<site.callee where file.token(t, is: "return") || file.token(t, is: "window") {
            // The assignment's own `window =`.
            if let equals = file.previous(before: site.callee), let name = file.previous(before: equals), name == t { continue }
            return false
        }
        return true
    }

    /// Whether code that runs at launch may read the main storyboard's window: the app delegate
    /// mentions its window, hands itself to other code during launch, other files read the app
    /// delegate's window, or a framework base class does its own launch work.
    private var launchNeedsWindow: Bool {
        if entry.framework != nil { return true }
        for (tree, declaration) in surface.parts {
            let file = tree.file
            for member in declaration.members where member.kind == .function {
                guard let body = member.body, let end = tree.partner(of: body) else { continue }
                let shadowed = member.parameters.contains { $0.name == "window" }
                for t in body..<end where file.tokens.kinds[t] == .identifier && file.token(t, is: "window") && !shadowed {
                    if let dot = file.previous(before: t), file.tokens.kinds[dot] == .period {
                        if let owner = file.previous(before: dot), file.token(owner, is: "self") { return true }
                        continue
                    }
                    return true
                }
            }
        }
        for selector in ["application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)"] {
            guard let method = surface.methods[selector], let body = method.body else { continue }
            let file = method.tree.file
            for t in body.open..<body.close where file.tokens.kinds[t] == .keyword && file.token(t, is: "self") {
                guard let before = file.previous(before: t), let after = file.next(after: t) else { continue }
                let argument = [TokenKind.leftParen, .comma, .colon].contains(file.tokens.kinds[before])
                if argument && file.tokens.kinds[after] != .period { return true }
            }
        }
        return facts.appFiles.contains { SceneAdoptionAudit.readsAppDelegateWindow(in: $0, appDelegateName: entry.name) }
    }

    func source(className: String) -> SceneDelegateSource {
        var imports = ["import UIKit"]
        if let framework = entry.framework {
            // Methods inherited from the framework's class need its module in scope: that import
            // as the app delegate writes it, or all of them when none is the framework's.
            let declarations = entry.imports.filter { $0.module != "UIKit" }
            let own = declarations.filter { framework.modules.contains($0.module) }
            imports += (own.isEmpty ? declarations : own).map(\.text)
        }
        return SceneDelegateSource(className: className, appDelegateName: entry.name, imports: imports, availability: availability,
                                   window: window, appDelegateHasWindow: windowProperty != nil,
                                   appDelegateWindowIsSettable: windowProperty?.isSettable ?? false,
                                   attachesBuiltWindows: !wrapSites.isEmpty, forwards: forwards,
                                   plainNames: Dictionary(uniqueKeysWithValues: extractions.map { ($0.event, $0.plainName) }),
                                   indent: SourceIndent.unit(of: entry.file), lineEnding: entry.file.lineEnding,
                                   header: LicenceHeader.lines(of: entry.file, newFileName: className + ".swift"),
                                   launchCanRefuse: launchAcceptance != nil, tracksLaunchPhase: launchPhase != nil)
    }

    /// Edits in the app's Swift files.
    func swiftEdits() -> [String: [Edit]] {
        var edits: [String: [Edit]] = [:]
        for site in wrapSites { edits[site.file.path, default: []].append(WindowCreationSites.edit(site)) }
        if let storyboardLoad {
            let (path, load) = storyboardLoad.edits()
            edits[path, default: []] += load
        }
        for extraction in extractions { edits[extraction.path, default: []] += extraction.edits }
        if let recorder = launchAcceptance ?? launchPhase {
            edits[recorder.method.tree.file.path, default: []] += recorder.edits(answer: launchAcceptance != nil, phase: launchPhase != nil)
        }
        // Members added before the same declaration go in one insertion, in the order above.
        return edits.mapValues { list in
            var merged: [Edit] = []
            var insertAt: [Int: Int] = [:]
            for edit in list {
                if edit.range.isEmpty, let index = insertAt[edit.range.lowerBound] {
                    merged[index].replacement += edit.replacement
                    continue
                }
                if edit.range.isEmpty { insertAt[edit.range.lowerBound] = merged.count }
                merged.append(edit)
            }
            return merged
        }
    }

    /// Entry points and launch code the bridge cannot carry over, reported.
    func notes(rule: String) -> [Finding] {
        var findings: [Finding] = []
        func add(_ code: String, _ severity: Severity, _ tree: SyntaxTree, _ token: Int, _ message: String, _ suggestion: String? = nil) {
            findings.append(Finding(rule: rule, code: code, severity: severity, file: tree.file, offset: tree.file.tokens.start(token),
                                    message: message, suggestion: suggestion))
        }
        for selector in deprecatedCalls {
            guard let method = surface.methods[selector] else { continue }
            add("SCENE-W9", .warning, method.tree, method.declaration.keyword,
                "`\(selector)` is deprecated at this deployment target, and the scene delegate still calls it (it reads its options, or is not the app's own method to rename): one deprecation warning",
                "move what it does into a plain method and call that from the scene delegate")
        }
        for (selector, replacement) in SceneForwarding.reportedOnly {
            guard let method = surface.methods[selector] else { continue }
            add("SCENE-W3", .warning, method.tree, method.declaration.keyword,
                "`\(selector)` is not called once scenes are adopted; the scene delegate receives \(replacement)",
                "implement it in the scene delegate and call the existing code")
        }
        if forwards.contains(.willEnterForeground), launchPhase == nil, !backgroundLaunchReasons.isEmpty,
           let method = surface.methods["applicationWillEnterForeground(_:)"] {
            add("SCENE-W10", .warning, method.tree, method.declaration.keyword,
                "the app can launch in the background (\(backgroundLaunchReasons.joined(separator: ", "))); the app life cycle then called applicationWillEnterForeground(_:) when the user opened it, but didFinishLaunching is not in the class body, where the scene delegate could learn that launch is over, so that first foreground does not call it",
                "move application(_:didFinishLaunchingWithOptions:) into the class body and run again")
        }
        for read in BuiltWindowKeyReads.reads(of: wrapSites) {
            add("SCENE-W14", .warning, read.tree, read.token,
                "`\(read.property).isKeyWindow` asks whether a window the app builds in code is key: with the scene life cycle no window is key before the scene connects, after didFinishLaunching returns, and the scene delegate then makes the app delegate's window key, so at launch this is false even after `\(read.property).makeKeyAndVisible()`",
                "do what depends on it once the scene is active (sceneDidBecomeActive), or make this window key there")
        }
        for read in launchWindowListReads where !read.showsUI {
            let through = read.path.isEmpty ? "" : " (called at launch through " + read.path.joined(separator: " → ") + ")"
            if read.property == "applicationState" {
                add("SCENE-W15", .warning, read.tree, read.token,
                    "launch code reads `applicationState`\(through): a scene-based app launches in the background state (UIKit documents it), so this is `.background` at every launch, where a launch into the foreground read `.inactive`; a check for a launch in the background now takes that branch every time",
                    "tell a launch in the background from one into the foreground in the scene delegate (a scene connecting and entering the foreground), or check what the code needs (protected data, a launch reason) instead")
            } else if read.property == "windowScene" {
                add("SCENE-W11", .warning, read.tree, read.token,
                    "launch code reads `windowScene`\(through), which is nil for every window until the scene connects after didFinishLaunching returns, so what this code does with it no longer happens at launch",
                    "do it in the scene delegate's scene(_:willConnectTo:options:), where the scene is known")
            } else {
                add("SCENE-W11", .warning, read.tree, read.token,
                    "launch code reads UIApplication's `\(read.property)`\(through); \(LaunchWindowListReads.withScenes(read.property)), and the scene connects after didFinishLaunching returns, so what this code does to the windows it finds no longer happens at launch",
                    "do it to the app delegate's `window`, or in the scene delegate's scene(_:willConnectTo:options:)")
            }
        }
        let launchKeys: [(key: String, what: String)] = [("url", "URL"), ("sourceApplication", "URL"), ("annotation", "URL"),
                                                           ("shortcutItem", "shortcut"), ("userActivityDictionary", "user activity"),
                                                           ("userActivityType", "user activity")]
        if let launch = surface.methods["application(_:didFinishLaunchingWithOptions:)"], let body = launch.body,
           let options = launch.declaration.parameters.last?.name, options != "_" {
            let file = launch.tree.file
            for t in body.open..<body.close where file.tokens.kinds[t] == .identifier && file.token(t, isText: options) {
                guard let bracket = file.next(after: t), file.tokens.kinds[bracket] == .leftBracket || file.token(bracket, is: "?"),
                      let key = (bracket..<body.close).first(where: { t in file.tokens.kinds[t] == .identifier && launchKeys.contains { file.token(t, isText: $0.key) } })
                else { continue }
                let what = launchKeys.first { file.token(key, isText: $0.key) }!.what
                let passedOn = what == "URL" ? forwards.contains(.openURL) : what == "shortcut" ? forwards.contains(.performShortcut) : forwards.contains(.continueUserActivity)
                add("SCENE-W3", .warning, launch.tree, t,
                    "launch options no longer carry the \(what) that opened the app once scenes are adopted"
                        + (passedOn ? "; the scene delegate passes it to the app delegate's handler after launch instead" : ""),
                    passedOn ? "check that the handler also does what this launch code did with it" : "handle connectionOptions in the scene delegate's scene(_:willConnectTo:options:)")
                break
            }
            if let refusal = unrecordedRefusal {
                add("SCENE-W8", .warning, launch.tree, refusal,
                    "didFinishLaunching can return something other than true, which used to stop UIKit from passing on the URL, shortcut or user activity that launched the app; this method is in an extension, where its answer cannot be stored, so the scene delegate passes them on regardless",
                    "move application(_:didFinishLaunchingWithOptions:) into the class body and run again, or check in the handlers that launch finished")
            }
        }
        return findings
    }

    func summary(newFile: String) -> String {
        var parts: [String] = []
        switch window {
        case .appDelegate(let storyboardLoaded):
            parts.append(storyboardLoaded ? "the app delegate loads the storyboard's window before launch as UIKit did, and the scene shows it"
                                          : "the scene shows the window the app builds")
        case .sceneStoryboard:
            parts.append("the scene loads the main storyboard")
        }
        if !wrapSites.isEmpty { parts.append("\(wrapSites.count) window\(wrapSites.count == 1 ? " built in code joins" : "s built in code join") the scene") }
        if !forwards.isEmpty { parts.append("\(forwards.count) app-delegate method\(forwards.count == 1 ? "" : "s") called from scene callbacks") }
        return "\(newFile) (" + parts.joined(separator: "; ") + ")"
    }
}
