import Rewriter

/// The bridge for an Objective-C app delegate, decided as `BridgePlan` decides it for Swift: the
/// app delegate keeps its window and code, the scene delegate shows that window (or UIKit loads
/// the storyboard into the scene) and calls the app delegate's methods from the scene callbacks.
/// The same blockers refuse the migration; windows built in code elsewhere are one of them here,
/// since Objective-C has no `.joiningAppScene()` to add.
struct ObjectiveCBridgePlan {
    let delegate: ObjectiveCAppDelegate
    let facts: SceneAppFacts
    let sources: [ObjectiveCSyntax]

    /// One app-delegate method the scene delegate calls, with how it is sure the method exists.
    struct Handler {
        let selector: String
        /// `#if` lines to write around the call (the method is compiled only under them), outermost first.
        var guardLines: [String] = []
        /// Asked at run time with `respondsToSelector:` (inherited from a framework, or defined more than once).
        var dynamic = false
    }

    struct Forward {
        let event: SceneForwarding.Event
        /// For URLs, every form the app implements, in the order UIKit preferred them.
        var handlers: [Handler]
    }

    struct Blocker {
        let syntax: ObjectiveCSyntax?
        let tree: SyntaxTree?
        let token: Int
        let message: String
        let suggestion: String
    }

    private(set) var window: SceneDelegateSource.WindowSource = .appDelegate(storyboardLoaded: false)
    private(set) var forwards: [Forward] = []
    /// The storyboard the app delegate loads in willFinishLaunching, and why.
    private(set) var storyboardLoad: (name: String, reason: String)?
    /// didFinishLaunching can answer NO: its answer is recorded for the scene delegate.
    private(set) var recordsLaunchAnswer = false
    /// The app delegate records when launch is over (the app can launch in the background).
    private(set) var tracksLaunchPhase = false
    private(set) var backgroundLaunchReasons: [String] = []
    /// didFinishLaunching can answer NO but is not in the class body, where its answer could be kept.
    private(set) var unrecordedRefusal: ObjectiveCAppDelegate.Definition?
    private(set) var launchReads: [ObjectiveCLaunchCode.Read] = []
    /// `API_AVAILABLE(ios(13.0))` below iOS 13.
    private(set) var availability: String?
    private(set) var deploymentDescription = ""
    /// The scene delegate calls methods deprecated at the deployment target (or the old URL entry points).
    private(set) var callsDeprecated = false
    /// Imports of the app delegate the scene delegate repeats, so its `#if` lines mean the same.
    private(set) var conditionImports: [String] = []

    init(delegate: ObjectiveCAppDelegate, facts: SceneAppFacts, sources: [ObjectiveCSyntax]) {
        self.delegate = delegate
        self.facts = facts
        self.sources = sources
    }

    private var launch: ObjectiveCLaunchCode {
        ObjectiveCLaunchCode(delegate: delegate, sources: sources, swiftFiles: facts.appFiles.map(\.file))
    }
    private var settableWindow: Bool { delegate.window == .settable }

    mutating func decide() -> [Blocker] {
        var blockers: [Blocker] = []
        func block(_ syntax: ObjectiveCSyntax? = nil, _ token: Int? = nil, _ message: String, _ suggestion: String) {
            blockers.append(Blocker(syntax: syntax ?? delegate.implementation, tree: nil, token: token ?? delegate.container.nameToken,
                                    message: message, suggestion: suggestion))
        }
        if !delegate.conformanceVisible {
            block(nil, nil, "\(delegate.name)'s @interface is not in a header that declares it a UIApplicationDelegate, so a scene delegate cannot call its methods",
                  "declare `@interface \(delegate.name) : UIResponder <UIApplicationDelegate>` in \(delegate.name).h, then run again")
        }
        decideForwards(&blockers)
        if delegate.framework?.isReactNative == true, forwards.contains(where: { $0.event == .openURL || $0.event == .continueUserActivity }) {
            block(nil, nil, "React Native reads the URL or user activity that launched the app from didFinishLaunching's launch options (Linking.getInitialURL); with scenes UIKit gives it to the scene instead, and passing it to the app delegate after launch reaches JavaScript before it listens, so a link that launches the app would open the default screen",
                  "adopt scenes with a React Native or Expo release whose app delegate supports them, or start React Native from scene:willConnectToSession:options: with connectionOptions' URL as its initial URL")
        }
        // Windows built in code outside launch show nothing with scenes.
        let classes = launch.windowClasses()
        var launchWindow = false
        for syntax in sources {
            for creation in launch.creations(in: syntax, windowClasses: classes) {
                if creation.isLaunchWindow {
                    launchWindow = true
                    continue
                }
                block(syntax, creation.token, "\(syntax.file.text(of: creation.token)) is built in code in \(ScenePaths.fileName(of: syntax.file.path)) without a scene; with the scene life cycle it shows nothing, and the migration can only attach the app delegate's launch window",
                      "build it with `initWithWindowScene:` from the scene of a window on screen (`view.window.windowScene`), then run again")
            }
        }
        let swiftSites = WindowCreationSites(project: facts.project, surface: AppDelegateSurface())
        for tree in facts.appFiles {
            var none: [WindowCreationSites.Site] = []
            for site in swiftSites.sites(in: tree, launchWindows: &none) {
                blockers.append(Blocker(syntax: nil, tree: tree, token: site.callee,
                    message: "\(tree.file.text(of: site.callee))(...) builds a window in \(ScenePaths.fileName(of: tree.file.path)) without a scene; with the scene life cycle it shows nothing, and the migration of an Objective-C app delegate can only attach its launch window",
                    suggestion: "build it with UIWindow(windowScene:) from the scene of a window on screen, then run again"))
            }
        }
        backgroundLaunchReasons = Self.backgroundLaunchReasons(facts: facts, delegate: delegate)
        decideAvailability()
        decideLaunchAnswer()
        launchReads = launch.launchReads()
        for read in launchReads where read.showsUI {
            let through = read.path.isEmpty ? "" : " (called at launch through " + read.path.joined(separator: " → ") + ")"
            block(read.syntax, read.token, "launch code reads UIApplication's `\(read.property)`\(through); \(LaunchWindowListReads.withScenes(read.property)), and the scene connects after didFinishLaunching returns, so this code would find no window",
                  "use the app delegate's `window` here (the scene delegate shows it), or move this code into scene:willConnectToSession:options:, then run again")
        }
        if let storyboard = facts.storyboard, !launchReplacesStoryboardWindow {
            let storyboards = Set(facts.plists.compactMap { $0.document.root["UIMainStoryboardFile"]?.stringValue }.map(ScenePaths.removingExtension))
            let needsWindow = launchNeedsWindow
            if needsWindow || (!backgroundLaunchReasons.isEmpty && facts.ipadStoryboard == nil && settableWindow) {
                if needsWindow, let ipad = facts.ipadStoryboard {
                    block(nil, nil, "launch code uses the main storyboard's window, and the app has a separate iPad storyboard (UIMainStoryboardFile~ipad = \(ipad)); the window the app delegate loads would have to choose one by device",
                          "load the right storyboard's window in application:willFinishLaunchingWithOptions:, or move the launch code that uses the window into the scene delegate")
                }
                if storyboards.count > 1 {
                    block(nil, nil, "the app targets compiling \(delegate.name) name different main storyboards (\(storyboards.sorted().joined(separator: ", "))), and launch code needs the storyboard's window before the scene connects; the app delegate would have to load a different one per target",
                          "load the window per target in application:willFinishLaunchingWithOptions:, then run again")
                }
                guard settableWindow else {
                    block(nil, nil, "launch code uses the main storyboard's window, but the app delegate's `window` cannot be set from outside, so its window cannot be loaded before launch as UIKit did",
                          "declare `@property (strong, nonatomic) UIWindow *window;` in \(delegate.name)'s header, then run again")
                    return blockers
                }
                window = .appDelegate(storyboardLoaded: true)
                storyboardLoad = (storyboard, needsWindow ? "launch code uses it." : "code run in a background launch may use it.")
            } else {
                window = .sceneStoryboard
            }
            return blockers
        }
        window = .appDelegate(storyboardLoaded: false)
        if delegate.window == nil && !launchWindow {
            block(nil, nil, "no main storyboard, no `window` property on the app delegate, and no window built at launch; the scene would have nothing to show",
                  "build the window in scene:willConnectToSession:options: with initWithWindowScene:")
        }
        return blockers
    }

    // MARK: Forwards

    private mutating func decideForwards(_ blockers: inout [Blocker]) {
        let definedInFile = Set(delegate.implementation.directives.filter { $0.name == "define" }.compactMap { directive -> String? in
            let file = delegate.implementation.file
            guard let name = file.next(after: directive.pound), name <= directive.last else { return nil }
            return file.text(of: name)
        })
        var unknownMacros = false
        for forwarding in SceneForwarding.all {
            let implemented = (ObjectiveCSelectors.forEvent[forwarding.event] ?? []).filter { delegate.implements($0) }
            // Xcode's template leaves callbacks with comments only: not calling them changes nothing.
            guard !implemented.isEmpty, !implemented.allSatisfy(delegate.isEmpty) else { continue }
            var handlers: [Handler] = implemented.map { selector in
                let definitions = delegate.definitions(of: selector)
                guard definitions.count == 1, let definition = definitions.first else { return Handler(selector: selector, dynamic: true) }
                let branches = definition.syntax.branches(at: definition.method.first)
                return Handler(selector: selector, guardLines: branches.flatMap { definition.syntax.openingLines(of: $0) })
            }
            // UIKit called the first form the app implements; when that one is certain, only it.
            if handlers.count > 1 {
                if !handlers[0].dynamic && handlers[0].guardLines.isEmpty {
                    handlers = [handlers[0]]
                } else {
                    handlers = handlers.map { Handler(selector: $0.selector, dynamic: true) }
                }
            }
            for handler in handlers {
                let names = Self.conditionNames(handler.guardLines)
                if let local = names.first(where: { definedInFile.contains($0) }) {
                    blockers.append(Blocker(syntax: delegate.implementation, tree: nil, token: delegate.container.nameToken,
                        message: "\(handler.selector) is compiled only under `\(handler.guardLines.last ?? "")`, and \(local) is defined in \(ScenePaths.fileName(of: delegate.path)) itself, where the scene delegate cannot see it",
                        suggestion: "define \(local) in a header (or the build settings) both files see, then run again"))
                }
                if !names.allSatisfy({ Self.isKnownEverywhere($0) || targetDefines($0) }) { unknownMacros = true }
            }
            if forwarding.event == .openURL, handlers.contains(where: { $0.selector != "application:openURL:options:" }) { callsDeprecated = true }
            forwards.append(Forward(event: forwarding.event, handlers: handlers))
        }
        if unknownMacros {
            // Macros from the app's own headers: the scene delegate imports what the app delegate imports.
            let syntax = delegate.implementation
            conditionImports = syntax.directives.filter { ($0.name == "import" || $0.name == "include") && syntax.branches(at: $0.pound).isEmpty }
                .map { syntax.text(of: $0) }.filter { $0.contains("\"") }
        }
    }

    /// The names a set of `#if` lines tests.
    static func conditionNames(_ lines: [String]) -> [String] {
        var names: [String] = []
        for line in lines {
            let syntax = ObjectiveCSyntax(path: "condition.h", bytes: Array(line.utf8))
            let file = syntax.file
            for t in 0..<file.tokens.count where file.tokens.kinds[t] == .identifier {
                let text = file.text(of: t)
                if ["defined", "__has_include", "__has_feature", "__has_attribute", "__has_builtin", "__has_extension"].contains(text) { continue }
                names.append(text)
            }
        }
        return names
    }

    /// Macros every file of a target sees: the SDK's and the compiler's.
    static func isKnownEverywhere(_ name: String) -> Bool {
        name.hasPrefix("TARGET_") || name.hasPrefix("__IPHONE_") || name.hasPrefix("__TVOS_") || name.hasPrefix("__MAC_")
            || name.hasPrefix("__WATCHOS_") || name.hasPrefix("__VISIONOS_") || name.hasPrefix("__clang") || name.hasPrefix("__OBJC")
            || ["__cplusplus", "__APPLE__", "__arm64__", "__x86_64__", "__LP64__", "DEBUG", "NDEBUG", "NS_BLOCK_ASSERTIONS"].contains(name)
    }

    /// Whether the target's GCC_PREPROCESSOR_DEFINITIONS define `name` (every file of the target sees it).
    private func targetDefines(_ name: String) -> Bool {
        guard let target = facts.target else { return false }
        for app in target.siblingTargets {
            for (_, value) in target.project.buildSetting("GCC_PREPROCESSOR_DEFINITIONS", of: app) {
                let words = (value.stringValue.map { [$0] } ?? value.strings).flatMap { $0.split(separator: " ") }
                if words.contains(where: { $0.split(separator: "=").first.map(String.init) == name }) { return true }
            }
        }
        return false
    }

    func has(_ event: SceneForwarding.Event) -> Bool { forwards.contains { $0.event == event } }

    // MARK: Launch

    /// Below iOS 13 (or tvOS 13) the class needs `API_AVAILABLE`; at 26 and later every
    /// app-delegate entry point is deprecated.
    private mutating func decideAvailability() {
        guard let target = facts.target else { return }
        var platforms: [(name: String, deployment: DeploymentTarget?)] = []
        for app in target.siblingTargets {
            let one = XcodeTarget(pbxprojPath: target.pbxprojPath, projectDirectory: target.projectDirectory, project: target.project,
                                  target: app, appDelegateReference: nil, synchronizedGroup: nil, synchronizedFolder: nil, sourcePaths: nil,
                                  siblingTargets: [app], configFiles: target.configFiles)
            for platform in one.platforms {
                if let k = platforms.firstIndex(where: { $0.name == platform.name }) {
                    if let d = platform.deployment, platforms[k].deployment.map({ d < $0 }) ?? true { platforms[k].deployment = d }
                } else {
                    platforms.append(platform)
                }
            }
        }
        platforms.sort { ($0.name == "iOS" ? 0 : 1, $0.name) < ($1.name == "iOS" ? 0 : 1, $1.name) }
        deploymentDescription = platforms.map { "\($0.name) \($0.deployment.map { "\($0.major).\($0.minor)" } ?? "unknown")" }.joined(separator: ", ")
        if DeprecatedEntryPoints.applies(to: platforms) { callsDeprecated = true }
        guard platforms.contains(where: { ($0.deployment?.major ?? 13) < 13 }) else { return }
        availability = "API_AVAILABLE(" + platforms.map { "\($0.name == "tvOS" ? "tvos" : "ios")(13.0)" }.joined(separator: ", ") + ")"
    }

    private mutating func decideLaunchAnswer() {
        let coldEntries = has(.openURL) || has(.performShortcut) || has(.continueUserActivity)
        let launchDefinitions = delegate.definitions(of: ObjectiveCSelectors.didFinishLaunching)
        if coldEntries, let definition = launchDefinitions.first, !ObjectiveCAppDelegateEdits.answerReturns(of: definition).isEmpty {
            if ObjectiveCAppDelegateEdits.canRecord(definition, launchDefinitions.count) {
                recordsLaunchAnswer = true
            } else {
                unrecordedRefusal = definition
            }
        }
        if !backgroundLaunchReasons.isEmpty, has(.willEnterForeground) || recordsLaunchAnswer,
           let definition = launchDefinitions.first, ObjectiveCAppDelegateEdits.canRecord(definition, launchDefinitions.count) {
            tracksLaunchPhase = true
        }
    }

    static func backgroundLaunchReasons(facts: SceneAppFacts, delegate: ObjectiveCAppDelegate) -> [String] {
        let modes = Set(facts.plists.flatMap { $0.document.strings(at: ["UIBackgroundModes"]) ?? [] })
        var reasons = modes.intersection(["fetch", "remote-notification", "voip", "processing", "bluetooth-central",
                                          "bluetooth-peripheral", "location", "external-accessory", "push-to-talk", "nearby-interaction"])
            .sorted().map { "UIBackgroundModes: \($0)" }
        if delegate.implements("application:handleEventsForBackgroundURLSession:completionHandler:") {
            reasons.append("background URL session events")
        }
        return reasons
    }

    /// didFinishLaunching first assigns the app delegate a new window, unconditionally, before
    /// anything reads the storyboard's (and willFinishLaunching does not touch it): UIKit's
    /// storyboard window was never shown, so the scene needs none.
    private var launchReplacesStoryboardWindow: Bool {
        let code = launch
        for definition in delegate.definitions(of: ObjectiveCSelectors.willFinishLaunching) {
            guard let body = definition.method.body else { continue }
            let file = definition.file
            if (body.open..<body.close).contains(where: { file.token($0, is: "window") || delegate.windowIvars.contains(file.text(of: $0)) }) { return false }
        }
        guard let definition = delegate.ownDefinition(of: ObjectiveCSelectors.didFinishLaunching), let body = definition.method.body else { return false }
        let syntax = definition.syntax, file = syntax.file
        for statement in ObjectiveCLaunchCode.statements(in: syntax, from: body.open, to: body.close) {
            let tokens = Array(statement)
            if tokens.contains(where: { file.token($0, is: "return") }) { return false }
            let mentions = tokens.contains { file.token($0, is: "window") || file.token($0, is: "setWindow") || delegate.windowIvars.contains(file.text(of: $0)) }
            guard mentions else { continue }
            return syntax.branches(at: statement.lowerBound).isEmpty
                && tokens.contains { file.tokens.kinds[$0] == .leftBracket && code.isLaunchWindow(syntax, creation: $0) }
        }
        return false
    }

    /// Whether code that runs at launch may read the main storyboard's window (as `BridgePlan`;
    /// other files count only when launch code can run them).
    private var launchNeedsWindow: Bool {
        if delegate.framework != nil { return true }
        if launch.appDelegateUsesWindow() || delegate.swiftExtensionsUseWindow || launch.launchHandsOutSelf() { return true }
        guard launch.launchReachesOtherCode() else { return false }
        for syntax in sources where !delegate.parts.contains(where: { $0.syntax === syntax }) {
            if ObjectiveCLaunchCode.readsAppDelegateWindow(in: syntax, appDelegateName: delegate.name) { return true }
        }
        return facts.appFiles.contains { SceneAdoptionAudit.readsAppDelegateWindow(in: $0, appDelegateName: delegate.name) }
    }
}
