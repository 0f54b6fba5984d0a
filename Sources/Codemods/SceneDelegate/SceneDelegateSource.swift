/// The text of the generated scene delegate: it shows the app delegate's window in the scene
/// and calls the app delegate's methods from the scene callbacks that replace them.
struct SceneDelegateSource {
    enum WindowSource {
        /// The app delegate builds the window (in code, or by loading the main storyboard in
        /// willFinishLaunching); the scene delegate attaches it. `storyboardLoaded`: UIKit
        /// showed that window after launch, so the scene delegate shows it.
        case appDelegate(storyboardLoaded: Bool)
        /// UIKit builds the window from UISceneStoryboardFile and gives it to the scene
        /// delegate's `window`, which is the app delegate's when that can be set.
        case sceneStoryboard
    }

    var className: String
    var appDelegateName: String
    /// Import declarations as written: "import UIKit", "internal import Expo".
    var imports: [String]
    /// `@available(iOS 13.0, *)` and the matching `#available` condition, below iOS 13.
    var availability: (attribute: String, condition: String)?
    var window: WindowSource
    /// Whether the app delegate has a `window` property.
    var appDelegateHasWindow: Bool
    /// Whether that property can be set: then the scene delegate's `window` is the app
    /// delegate's (a window the app replaces is not kept on screen by a second reference).
    var appDelegateWindowIsSettable: Bool
    /// Windows built in code call `.joiningAppScene()`: the class keeps the scene for them.
    var attachesBuiltWindows: Bool
    /// The app-delegate events to pass on, in declaration order.
    var forwards: [SceneForwarding.Event]
    /// Deprecated app-delegate methods (deployment target 26 and later) called by their plain names.
    var plainNames: [SceneForwarding.Event: String] = [:]
    var indent: String
    var lineEnding: String

    private func has(_ event: SceneForwarding.Event) -> Bool { forwards.contains(event) }

    /// The app delegate method to call for an event: its own name, or the plain one it was given.
    private func call(_ event: SceneForwarding.Event, _ name: String) -> String { "appDelegate?." + (plainNames[event] ?? name) }

    /// The leading comment block for the new file (the app delegate's licence header), or empty.
    var header: [String] = []
    /// The app delegate can refuse what launched the app (didFinishLaunching returns false):
    /// the scene delegate then asks `launchAccepted` before passing it on.
    var launchCanRefuse = false
    /// The app delegate keeps `launchFinished` (the app can launch in the background): the scene
    /// delegate tells the scene the app launched with from one connecting later.
    var tracksLaunchPhase = false

    /// sceneWillEnterForeground skips the launch's first call until the app has been in the background.
    private var usesBackgroundFlag: Bool { has(.willEnterForeground) }
    /// The flag: static without a launch phase (the one scene connects at launch), per scene with one.
    private var backgroundFlag: String { tracksLaunchPhase ? "hasEnteredBackground" : "Self.hasEnteredBackground" }

    private var coldEntryPoints: Bool { has(.openURL) || has(.continueUserActivity) || has(.performShortcut) }

    /// What the class does, in its doc comment: only what this one does.
    private var summary: [String] {
        Self.summary(window: window, appDelegateWindowIsSettable: appDelegateWindowIsSettable, forwards: !forwards.isEmpty)
    }

    /// The `///` lines saying what a generated scene delegate does (the Swift and the Objective-C one alike).
    static func summary(window: WindowSource, appDelegateWindowIsSettable: Bool, forwards: Bool) -> [String] {
        var does: [String] = []
        switch window {
        case .appDelegate(let storyboardLoaded):
            does.append(storyboardLoaded ? "shows the storyboard window the app delegate loads at launch" : "shows the window the app delegate builds")
        case .sceneStoryboard:
            if appDelegateWindowIsSettable { does.append("gives the app delegate the window UIKit loads from the storyboard") }
        }
        if forwards { does.append("passes the scene's events on to the app delegate, which handles them as before") }
        guard !does.isEmpty else { return ["/// The app's scene delegate: UIKit loads the main storyboard's window into the scene."] }
        let sentence = "The app's scene delegate: it " + does.joined(separator: ", and ") + "."
        return wrap(sentence, width: 96).map { "/// " + $0 }
    }

    func render() -> String {
        var out = Lines(indent: indent)
        if !header.isEmpty {
            out.lines += header
            out.blank()
        }
        for declaration in imports { out.add(0, declaration) }
        out.blank()
        for line in summary { out.add(0, line) }
        if let availability { out.add(0, availability.attribute) }
        out.add(0, "final class \(className): UIResponder, UIWindowSceneDelegate {")
        out.blank()
        if appDelegateWindowIsSettable {
            out.add(1, "/// The app delegate's window, so code that reads the app delegate's window keeps working.")
            out.add(1, "var window: UIWindow? {")
            out.add(2, "get { appDelegate?.window }")
            out.add(2, "set { appDelegate?.window = newValue }")
            out.add(1, "}")
        } else {
            out.add(1, "var window: UIWindow?")
        }
        if attachesBuiltWindows {
            out.blank()
            out.add(1, "/// The app's one scene once it has connected (UIApplicationSupportsMultipleScenes is false).")
            out.add(1, "private static weak var connectedScene: UIWindowScene?")
            out.add(1, "/// Windows the app built in code: each joins the scene whenever one connects.")
            out.add(1, "private static var windowsBuiltInCode: [WeakWindow] = []")
        }
        if usesBackgroundFlag && tracksLaunchPhase {
            out.blank()
            out.add(1, "/// UIKit also calls sceneWillEnterForeground(_:) when a scene connects. For the scene the app")
            out.add(1, "/// launched with, the app delegate's applicationWillEnterForeground(_:) ran only on a return from")
            out.add(1, "/// the background; for one connecting after a launch in the background, it ran when the user")
            out.add(1, "/// opened the app.")
            out.add(1, "private var connectedAtLaunch = false")
            out.add(1, "private var hasEnteredBackground = false")
        } else if usesBackgroundFlag {
            out.blank()
            out.add(1, "/// UIKit also calls sceneWillEnterForeground(_:) when the scene first connects; the app")
            out.add(1, "/// delegate's applicationWillEnterForeground(_:) ran only on a return from the background.")
            out.add(1, "private static var hasEnteredBackground = false")
        }
        if needsAppDelegate {
            out.blank()
            out.add(1, "private var appDelegate: \(appDelegateName)? { UIApplication.shared.delegate as? \(appDelegateName) }")
        }
        if attachesBuiltWindows { renderAttach(&out) }
        renderConnect(&out)
        renderForwards(&out)
        renderHelpers(&out)
        out.add(0, "}")
        if attachesBuiltWindows { renderWindowExtension(&out) }
        return out.lines.joined(separator: lineEnding) + lineEnding
    }

    private var needsAppDelegate: Bool {
        if appDelegateWindowIsSettable || !forwards.isEmpty { return true }
        if case .appDelegate = window { return appDelegateHasWindow }
        return false
    }

    /// Words of `text` in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func renderAttach(_ out: inout Lines) {
        out.blank()
        out.add(1, "/// Puts a window the app built in code into the app's scene, now or once the scene connects:")
        out.add(1, "/// with the scene life cycle, a window outside a scene is not on screen.")
        out.add(1, "static func attach(_ window: UIWindow) {")
        out.add(2, "windowsBuiltInCode.removeAll { $0.window == nil }")
        out.add(2, "windowsBuiltInCode.append(WeakWindow(window: window))")
        out.add(2, "if let connectedScene {")
        out.add(3, "window.windowScene = connectedScene")
        out.add(2, "}")
        out.add(1, "}")
    }

    private func renderConnect(_ out: inout Lines) {
        var body = Lines(indent: indent)
        if usesBackgroundFlag && tracksLaunchPhase {
            body.add(2, "connectedAtLaunch = appDelegate?.launchFinished != true")
        }
        switch window {
        case .sceneStoryboard where attachesBuiltWindows:
            // UIKit shows the storyboard's window; the windows built in code join the scene here.
            body.add(2, "guard let windowScene = scene as? UIWindowScene else { return }")
            body.add(2, "Self.connectedScene = windowScene")
            body.add(2, "for window in Self.windowsBuiltInCode.compactMap(\\.window) where window.windowScene !== windowScene {")
            body.add(3, "window.windowScene = windowScene")
            body.add(2, "}")
        case .sceneStoryboard:
            break
        case .appDelegate(let storyboardLoaded):
            body.add(2, "guard let windowScene = scene as? UIWindowScene else { return }")
            if attachesBuiltWindows { body.add(2, "Self.connectedScene = windowScene") }
            if appDelegateHasWindow {
                body.add(2, storyboardLoaded ? "// The main storyboard's window, which the app delegate loaded at launch."
                                             : "// The window the app delegate built at launch.")
                body.add(2, "if let window = appDelegate?.window {")
                body.add(3, "window.windowScene = windowScene")
                if storyboardLoaded {
                    body.add(3, "window.makeKeyAndVisible()")
                } else {
                    body.add(3, "if !window.isHidden {")
                    body.add(4, "window.makeKeyAndVisible()")
                    body.add(3, "}")
                }
                if !appDelegateWindowIsSettable { body.add(3, "self.window = window") }
                body.add(2, "}")
            }
            if attachesBuiltWindows {
                body.add(2, "let builtWindows = Self.windowsBuiltInCode.compactMap(\\.window)")
                body.add(2, "for window in builtWindows where window.windowScene !== windowScene {")
                body.add(3, "window.windowScene = windowScene")
                body.add(2, "}")
                if !appDelegateHasWindow {
                    body.add(2, "// The window the app built at launch.")
                    body.add(2, "if let window = builtWindows.last(where: { !$0.isHidden }) {")
                    body.add(3, "window.makeKeyAndVisible()")
                    body.add(3, "self.window = window")
                    body.add(2, "}")
                }
            }
        }
        if coldEntryPoints {
            body.add(2, "// What launched the app, as UIKit passed it on before the scene life cycle.")
            if launchCanRefuse && tracksLaunchPhase {
                body.add(2, "// Not if didFinishLaunching said no, unless the scene connects after launch, as for a running app.")
                body.add(2, "guard appDelegate?.launchAccepted != false || appDelegate?.launchFinished == true else { return }")
            } else if launchCanRefuse {
                body.add(2, "guard appDelegate?.launchAccepted != false else { return }")
            }
        }
        if has(.openURL) {
            body.add(2, "for context in connectionOptions.urlContexts {")
            body.add(3, "open(context)")
            body.add(2, "}")
        }
        if has(.continueUserActivity) {
            body.add(2, "if let userActivity = connectionOptions.userActivities.first {")
            body.add(3, "continueUserActivity(userActivity)")
            body.add(2, "}")
        }
        if has(.performShortcut) {
            body.add(2, "if let shortcutItem = connectionOptions.shortcutItem {")
            body.add(3, "\(call(.performShortcut, "application"))(UIApplication.shared, performActionFor: shortcutItem) { _ in }")
            body.add(2, "}")
        }
        // UIKit does the rest for a scene storyboard: no method when there is nothing else to do.
        guard !body.lines.isEmpty else { return }
        out.blank()
        out.add(1, "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {")
        out.lines += body.lines
        out.add(1, "}")
    }

    private func renderForwards(_ out: inout Lines) {
        // The background flag that guards willEnterForeground is set even when the app has no
        // didEnterBackground of its own.
        var events = forwards
        if usesBackgroundFlag, !has(.didEnterBackground),
           let index = events.firstIndex(of: .willEnterForeground) {
            events.insert(.didEnterBackground, at: index + 1)
        }
        for event in events {
            out.blank()
            switch event {
            case .willEnterForeground:
                out.add(1, "func sceneWillEnterForeground(_ scene: UIScene) {")
                if tracksLaunchPhase {
                    out.add(2, "guard !connectedAtLaunch || hasEnteredBackground else { return }")
                } else {
                    out.add(2, "guard Self.hasEnteredBackground else { return }")
                }
                out.add(2, "\(call(.willEnterForeground, "applicationWillEnterForeground"))(UIApplication.shared)")
            case .didBecomeActive:
                out.add(1, "func sceneDidBecomeActive(_ scene: UIScene) {")
                out.add(2, "\(call(.didBecomeActive, "applicationDidBecomeActive"))(UIApplication.shared)")
            case .willResignActive:
                out.add(1, "func sceneWillResignActive(_ scene: UIScene) {")
                out.add(2, "\(call(.willResignActive, "applicationWillResignActive"))(UIApplication.shared)")
            case .didEnterBackground:
                out.add(1, "func sceneDidEnterBackground(_ scene: UIScene) {")
                if usesBackgroundFlag { out.add(2, "\(backgroundFlag) = true") }
                if has(.didEnterBackground) { out.add(2, "\(call(.didEnterBackground, "applicationDidEnterBackground"))(UIApplication.shared)") }
            case .openURL:
                out.add(1, "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {")
                out.add(2, "for context in URLContexts {")
                out.add(3, "open(context)")
                out.add(2, "}")
            case .continueUserActivity:
                out.add(1, "func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {")
                out.add(2, "continueUserActivity(userActivity)")
            case .performShortcut:
                out.add(1, "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {")
                out.add(2, "\(call(.performShortcut, "application"))(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)")
            case .willContinueUserActivity:
                out.add(1, "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {")
                out.add(2, "_ = \(call(.willContinueUserActivity, "application"))(UIApplication.shared, willContinueUserActivityWithType: userActivityType)")
            case .didFailToContinueUserActivity:
                out.add(1, "func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {")
                out.add(2, "\(call(.didFailToContinueUserActivity, "application"))(UIApplication.shared, didFailToContinueUserActivityWithType: userActivityType, error: error)")
            case .didUpdateUserActivity:
                out.add(1, "func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {")
                out.add(2, "\(call(.didUpdateUserActivity, "application"))(UIApplication.shared, didUpdate: userActivity)")
            }
            out.add(1, "}")
        }
    }

    private func renderHelpers(_ out: inout Lines) {
        if has(.openURL) {
            out.blank()
            renderOpen(&out)
        }
        if has(.continueUserActivity) {
            out.blank()
            out.add(1, "/// Passes a user activity to the app delegate; the objects it hands back restore their state, as with UIKit.")
            out.add(1, "private func continueUserActivity(_ userActivity: NSUserActivity) {")
            out.add(2, "_ = \(call(.continueUserActivity, "application"))(UIApplication.shared, continue: userActivity) { restoring in")
            out.add(3, "restoring?.forEach { $0.restoreUserActivityState(userActivity) }")
            out.add(2, "}")
            out.add(1, "}")
        }
        if attachesBuiltWindows {
            out.blank()
            out.add(1, "private struct WeakWindow {")
            out.add(2, "weak var window: UIWindow?")
            out.add(1, "}")
        }
    }

    private func renderOpen(_ out: inout Lines) {
        if let plain = plainNames[.openURL] {
            out.add(1, "private func open(_ context: UIOpenURLContext) {")
            out.add(2, "_ = appDelegate?.\(plain)(UIApplication.shared, open: context.url)")
            out.add(1, "}")
            return
        }
        out.add(1, "/// Passes a URL to the app delegate with the options UIKit gave it before the scene life cycle.")
        out.add(1, "private func open(_ context: UIOpenURLContext) {")
        out.add(2, "var options: [UIApplication.OpenURLOptionsKey: Any] = [:]")
        out.add(2, "if let sourceApplication = context.options.sourceApplication {")
        out.add(3, "options[.sourceApplication] = sourceApplication")
        out.add(2, "}")
        out.add(2, "if let annotation = context.options.annotation {")
        out.add(3, "options[.annotation] = annotation")
        out.add(2, "}")
        out.add(2, "if context.options.openInPlace {")
        out.add(3, "options[.openInPlace] = true")
        out.add(2, "}")
        out.add(2, "_ = appDelegate?.application(UIApplication.shared, open: context.url, options: options)")
        out.add(1, "}")
    }

    private func renderWindowExtension(_ out: inout Lines) {
        out.blank()
        out.add(0, "extension UIWindow {")
        out.add(1, "/// Shows this window in the app's scene, now or once the scene connects: with the scene life")
        out.add(1, "/// cycle, a window outside a scene is not on screen.")
        out.add(1, "func joiningAppScene() -> Self {")
        if let availability {
            out.add(2, "if #available(\(availability.condition)) {")
            out.add(3, "\(className).attach(self)")
            out.add(2, "}")
        } else {
            out.add(2, "\(className).attach(self)")
        }
        out.add(2, "return self")
        out.add(1, "}")
        out.add(0, "}")
    }

    /// Lines at an indentation depth, in the file's indent unit.
    private struct Lines {
        let indent: String
        var lines: [String] = []
        mutating func add(_ depth: Int, _ text: String) { lines.append(String(repeating: indent, count: depth) + text) }
        mutating func blank() { lines.append("") }
    }
}
