// Part of the UIKit stand-in; see UIKit.swift.
//
// A runnable model of how UIKit drives an app, so a scene migration can be proved by running the
// app before and after it. `UIApplicationDelegate.main()` (`@main`) and `UIApplicationMain(...)`
// start it; environment variables choose what happens:
//
//   SIM_LIFECYCLE   app    the iOS 26 app life cycle: UIKit loads the main storyboard's window
//                          before launch, calls the app delegate for every event, and shows any
//                          visible window (in an implicit scene, as iOS 13 and later do)
//                   scene  the iOS 27 scene life cycle: without a scene manifest the app does not
//                          launch; the app delegate gets only launch calls; events reach the scene
//                          delegate; a window is on screen only inside the connected scene
//   SIM_INFO_PLIST  the app's Info.plist
//   SIM_RESOURCES   the folder holding the app's storyboards
//   SIM_IDIOM       phone (default) | pad: on iPad, `UIMainStoryboardFile~ipad` and
//                   `UIApplicationSceneManifest~ipad` win over the keys without the suffix
//   SIM_SCENARIO    launch | cycle | warm-url | cold-url | warm-activity | cold-activity |
//                   warm-shortcut | cold-shortcut | background-url (a launch in the background,
//                   later opened by a URL)
//
// The app's own `print`s and the simulator's checkpoints (`[sim] ...`: the windows on screen, back to front,
// their root view controllers, the key window, and what `delegate?.window` returns) go to
// stdout, so two runs can be compared line by line. Not modelled: several scenes, state
// restoration, timing.
import Foundation

@MainActor
public enum LifeCycleSimulator {
    public enum Mode: String { case app, scene }

    static var application: UIApplication = UIApplication()
    static var mode: Mode = .app
    /// Strong references UIKit keeps: the app delegate (UIApplication's is unowned), scenes.
    static var appDelegate: (any UIApplicationDelegate)?
    static var scene: UIWindowScene?
    static var implicitScene: UIWindowScene?
    static var applicationState: UIApplication.State = .inactive
    private static var windows: [WeakWindow] = []
    private static var resources = ""
    private static var moduleName = ""

    private struct WeakWindow { weak var window: UIWindow? }

    static func register(_ window: UIWindow) {
        windows.removeAll { $0.window == nil }
        windows.append(WeakWindow(window: window))
    }

    /// A scene's windows back to front, as UIKit stacks them: by level, and within a level the one
    /// brought forward last in front (windows never shown keep the order they were made in).
    static func windows(in scene: UIWindowScene) -> [UIWindow] {
        windows.compactMap(\.window).filter { $0.windowScene === scene }.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.element.simulatedFrontOrder, $0.offset)
                < ($1.element.windowLevel.rawValue, $1.element.simulatedFrontOrder, $1.offset) }
            .map(\.element)
    }

    private static var broughtForward = 0

    /// Shown, made key and visible, or moved into a scene while shown: the window comes to the
    /// front of its level.
    static func bringForward(_ window: UIWindow) {
        broughtForward += 1
        window.simulatedFrontOrder = broughtForward
    }

    /// Before the scene life cycle, iOS put every window that became visible in one implicit scene.
    static func windowBecameVisible(_ window: UIWindow) {
        if mode == .app, window.windowScene == nil { window.windowScene = implicitScene }
    }

    // MARK: - Launch

    public static func run(delegateClassName: String?) -> Never {
        guard let name = delegateClassName, let delegate = make(NSClassFromString(name)) as? any UIApplicationDelegate else {
            fail("no app delegate class named \(delegateClassName ?? "nil")")
        }
        run(delegate: delegate)
    }

    public static func run(delegateType: any UIApplicationDelegate.Type) -> Never {
        guard let delegate = make(delegateType as? AnyClass) as? any UIApplicationDelegate else {
            fail("SimulatorObjects cannot create the app delegate \(delegateType)")
        }
        run(delegate: delegate)
    }

    /// Swift on Linux cannot call `init()` through a class object the way UIKit does; the test
    /// harness adds a `SimulatorObjects` class to the app that creates its delegates by name.
    private static func make(_ type: AnyClass?) -> AnyObject? {
        guard let type else { return nil }
        let name = NSStringFromClass(type).split(separator: ".")
        guard name.count == 2, let factory = NSClassFromString("\(name[0]).SimulatorObjects") as? any SimulatorObjectFactory.Type else {
            return nil
        }
        return factory.make(className: String(name[1]))
    }

    private static func run(delegate: any UIApplicationDelegate) -> Never {
        setvbuf(stdout, nil, _IOLBF, 0)
        let environment = ProcessInfo.processInfo.environment
        mode = Mode(rawValue: environment["SIM_LIFECYCLE"] ?? "app") ?? .app
        resources = environment["SIM_RESOURCES"] ?? "."
        moduleName = String(NSStringFromClass(type(of: delegate)).split(separator: ".").first ?? "")
        let plist = deviceKeys(of: readPlist(environment["SIM_INFO_PLIST"]), idiom: environment["SIM_IDIOM"] ?? "phone")
        let scenario = Scenario(rawValue: environment["SIM_SCENARIO"] ?? "launch") ?? .launch

        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = (manifest?["UISceneConfigurations"] as? [String: Any])?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        if mode == .scene, configurations?.isEmpty ?? true {
            print("[sim] launch failed: UIScene life cycle is required for apps built with this SDK")
            exit(3)
        }
        appDelegate = delegate
        application.delegate = delegate
        implicitScene = mode == .app ? UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions()) : nil

        switch mode {
        case .app: launchWithoutScenes(delegate, plist: plist, scenario: scenario)
        case .scene: launchWithScene(delegate, configuration: configurations?.first ?? [:], scenario: scenario)
        }
        // Launch is over once the main queue runs: what the app deferred with DispatchQueue.main.async runs now.
        drainMainQueue()
        checkpoint("launch")
        play(scenario, delegate)
        exit(0)
    }

    private static func launchWithoutScenes(_ delegate: any UIApplicationDelegate, plist: [String: Any], scenario: Scenario) {
        // UIKit loaded the main storyboard into a window it gave the app delegate before launch,
        // and showed the app delegate's window after it.
        let storyboard = plist["UIMainStoryboardFile"] as? String
        if let storyboard {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = initialViewController(ofStoryboard: storyboard)
            delegate.window = window
            if delegate.window !== window { fail("the app delegate must implement the window property if it wants to use a main storyboard file") }
        }
        var options: [UIApplication.LaunchOptionsKey: Any] = [:]
        switch scenario {
        case .coldURL: options[.url] = Scenario.url; options[.sourceApplication] = Scenario.sourceApplication
        case .coldShortcut: options[.shortcutItem] = Scenario.shortcut
        case .coldActivity: options[.userActivityDictionary] = ["UIApplicationLaunchOptionsUserActivityTypeKey": Scenario.activity.activityType]
        default: break
        }
        let launchOptions = options.isEmpty ? nil : options
        if scenario == .backgroundURL { applicationState = .background }
        let willFinish = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
        let didFinish = delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
        if storyboard != nil { delegate.window?.makeKeyAndVisible() }
        if scenario == .backgroundURL {
            // Later the user opens the app with a URL: a running app's URL.
            drainMainQueue()
            checkpoint("background launch")
            delegate.applicationWillEnterForeground(application)
            post(UIApplication.willEnterForegroundNotification)
            applicationState = .inactive
            _ = delegate.application(application, open: Scenario.url, options: Scenario.urlOptions)
        }
        if willFinish && didFinish {
            switch scenario {
            case .coldURL: _ = delegate.application(application, open: Scenario.url, options: Scenario.urlOptions)
            case .coldActivity: _ = delegate.application(application, continue: Scenario.activity, restorationHandler: restore)
            case .coldShortcut: delegate.application(application, performActionFor: Scenario.shortcut, completionHandler: { _ in })
            default: break
            }
        }
        applicationState = .active
        delegate.applicationDidBecomeActive(application)
        post(UIApplication.didBecomeActiveNotification)
    }

    private static func launchWithScene(_ delegate: any UIApplicationDelegate, configuration: [String: Any], scenario: Scenario) {
        // "A scene-based app launches in the background state" (UIApplication.applicationState): it
        // takes the state of its most active scene, and none has entered the foreground yet.
        applicationState = .background
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if scenario == .backgroundURL {
            // No scene connects for a launch in the background; it connects when the user opens the app.
            drainMainQueue()
            checkpoint("background launch")
        }

        let options = UIScene.ConnectionOptions()
        switch scenario {
        case .coldURL, .backgroundURL: options.simulatedURLContexts = [Scenario.urlContext]
        case .coldShortcut: options.simulatedShortcutItem = Scenario.shortcut
        case .coldActivity: options.simulatedUserActivities = [Scenario.activity]
        default: break
        }
        let session = UISceneSession()
        let windowScene = UIWindowScene(session: session, connectionOptions: options)
        scene = windowScene
        // A configuration from the app delegate wins over the manifest's, as in UIKit.
        let dynamic = delegate.application(application, configurationForConnecting: session, options: options)
        var sceneDelegate: (any UISceneDelegate)?
        if let type = dynamic.delegateClass {
            sceneDelegate = make(type) as? any UISceneDelegate
        } else if let name = configuration["UISceneDelegateClassName"] as? String {
            let resolved = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName)
            guard let made = make(NSClassFromString(resolved)) as? any UISceneDelegate else { fail("no scene delegate class named \(resolved)") }
            sceneDelegate = made
        }
        windowScene.delegate = sceneDelegate
        var storyboardWindow: UIWindow?
        if let name = configuration["UISceneStoryboardFile"] as? String {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = initialViewController(ofStoryboard: name)
            if let windowDelegate = sceneDelegate as? any UIWindowSceneDelegate { windowDelegate.window = window }
            storyboardWindow = window
        }
        sceneDelegate?.scene(windowScene, willConnectTo: session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        windowScene.simulatedState = .unattached
        sceneDelegate?.sceneWillEnterForeground(windowScene)
        // UIKit posts the app's notification when its aggregate state moves from background to
        // foreground, which for a scene-based app (launched in the background state) is at launch too.
        post(UIApplication.willEnterForegroundNotification)
        windowScene.simulatedState = .foregroundInactive
        applicationState = .active
        windowScene.simulatedState = .foregroundActive
        sceneDelegate?.sceneDidBecomeActive(windowScene)
        post(UIApplication.didBecomeActiveNotification)
    }

    // MARK: - Scenarios

    enum Scenario: String {
        case launch, cycle
        case warmURL = "warm-url", coldURL = "cold-url"
        /// Launched in the background (a push, a fetch), then opened by a URL.
        case backgroundURL = "background-url"
        case warmActivity = "warm-activity", coldActivity = "cold-activity"
        case warmShortcut = "warm-shortcut", coldShortcut = "cold-shortcut"

        static let url = URL(string: "notes://open/42")!
        static let sourceApplication = "com.example.source"
        static var urlOptions: [UIApplication.OpenURLOptionsKey: Any] { [.sourceApplication: sourceApplication] }
        static var urlContext: UIOpenURLContext { UIOpenURLContext(url: url, sourceApplication: sourceApplication) }
        static let activity = NSUserActivity(activityType: "com.example.view-note")
        static let shortcut = UIApplicationShortcutItem(type: "com.example.new-note", localizedTitle: "New Note")
    }

    /// The app-level notification UIKit posts after the delegate's callback for the same event.
    private static func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: application)
    }

    /// UIKit's restoration handler: the objects the app hands back restore the activity's state.
    private static func restore(_ objects: [any UIUserActivityRestoring]?) {
        objects?.forEach { $0.restoreUserActivityState(Scenario.activity) }
    }

    private static func play(_ scenario: Scenario, _ delegate: any UIApplicationDelegate) {
        let sceneDelegate = scene?.delegate
        let windowSceneDelegate = sceneDelegate as? any UIWindowSceneDelegate
        switch scenario {
        case .launch, .coldURL, .coldActivity, .coldShortcut, .backgroundURL:
            break
        case .cycle:
            switch mode {
            case .app:
                delegate.applicationWillResignActive(application)
                post(UIApplication.willResignActiveNotification)
                applicationState = .background
                delegate.applicationDidEnterBackground(application)
                post(UIApplication.didEnterBackgroundNotification)
                checkpoint("background")
                delegate.applicationWillEnterForeground(application)
                post(UIApplication.willEnterForegroundNotification)
                applicationState = .active
                delegate.applicationDidBecomeActive(application)
                post(UIApplication.didBecomeActiveNotification)
            case .scene:
                guard let scene else { return }
                scene.simulatedState = .foregroundActive
                sceneDelegate?.sceneWillResignActive(scene)
                post(UIApplication.willResignActiveNotification)
                scene.simulatedState = .foregroundInactive
                applicationState = .background
                scene.simulatedState = .background
                sceneDelegate?.sceneDidEnterBackground(scene)
                post(UIApplication.didEnterBackgroundNotification)
                checkpoint("background")
                sceneDelegate?.sceneWillEnterForeground(scene)
                post(UIApplication.willEnterForegroundNotification)
                scene.simulatedState = .foregroundInactive
                applicationState = .active
                scene.simulatedState = .foregroundActive
                sceneDelegate?.sceneDidBecomeActive(scene)
                post(UIApplication.didBecomeActiveNotification)
            }
            checkpoint("foreground")
        case .warmURL:
            switch mode {
            case .app: _ = delegate.application(application, open: Scenario.url, options: Scenario.urlOptions)
            case .scene: if let scene { sceneDelegate?.scene(scene, openURLContexts: [Scenario.urlContext]) }
            }
            checkpoint("url")
        case .warmActivity:
            switch mode {
            case .app: _ = delegate.application(application, continue: Scenario.activity, restorationHandler: restore)
            case .scene: if let scene { sceneDelegate?.scene(scene, continue: Scenario.activity) }
            }
            checkpoint("activity")
        case .warmShortcut:
            switch mode {
            case .app: delegate.application(application, performActionFor: Scenario.shortcut, completionHandler: { _ in })
            case .scene: if let scene { windowSceneDelegate?.windowScene(scene, performActionFor: Scenario.shortcut, completionHandler: { _ in }) }
            }
            checkpoint("shortcut")
        }
    }

    /// Runs what the app queued on the main queue, as UIKit's run loop does between events.
    static func drainMainQueue() {
        RunLoop.main.run(until: Date())
    }

    // MARK: - Observations

    /// What the user sees and what `delegate?.window` readers get.
    static func checkpoint(_ label: String) {
        let shown: [UIWindow]
        switch mode {
        case .app:
            let foreground = applicationState != .background
            shown = foreground ? (implicitScene.map(windows(in:))?.filter { !$0.isHidden } ?? []) : []
        case .scene:
            let foreground = scene.map { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive } ?? false
            shown = foreground ? (scene.map(windows(in:))?.filter { !$0.isHidden } ?? []) : []
        }
        let list = shown.isEmpty ? "nothing" : shown.map { window in
            let root = window.rootViewController.map { String(describing: type(of: $0)) } ?? "no root view controller"
            return root + (window.isKeyWindow ? " (key)" : "")
        }.joined(separator: ", ")
        let readers: String
        if let window = application.delegate?.window {
            readers = shown.contains { $0 === window } ? "the on-screen window" : "a window that is not on screen"
        } else {
            readers = "nil"
        }
        print("[sim] \(label): on screen \(list); delegate.window is \(readers)")
    }

    // MARK: - Storyboards

    /// The initial view controller of `<SIM_RESOURCES>/<name>.storyboard`, instantiated as UIKit does
    /// (custom classes through `init(coder:)`), with a navigation controller's root view controller.
    static func initialViewController(ofStoryboard name: String) -> UIViewController? {
        let path = resources + "/" + name + ".storyboard"
        guard let xml = try? String(contentsOfFile: path, encoding: .utf8) else { fail("no storyboard at \(path)") }
        guard let initial = attribute("initialViewController", in: xml) else { return nil }
        return viewController(id: initial, in: xml)
    }

    private static func viewController(id: String, in xml: String) -> UIViewController? {
        guard let element = element(withID: id, in: xml) else { return nil }
        let tag = String(element.dropFirst().prefix { $0.isLetter })
        let base: UIViewController.Type
        switch tag {
        case "navigationController": base = UINavigationController.self
        case "tabBarController": base = UITabBarController.self
        case "splitViewController": base = UISplitViewController.self
        default: base = UIViewController.self
        }
        var type = base
        if let custom = attribute("customClass", in: element) {
            // The app's module, the storyboard's module, or a framework's (Flutter's view controller).
            let modules = [moduleName, attribute("customModule", in: element), "Flutter"].compactMap { $0 }
            guard let found = modules.lazy.compactMap({ NSClassFromString($0 + "." + custom) as? UIViewController.Type }).first else {
                fail("storyboard class \(custom) not found")
            }
            type = found
        }
        guard let controller = type.init(coder: NSCoder()) else { return nil }
        if let navigation = controller as? UINavigationController, let body = elementBody(withID: id, in: xml),
           let rootSegue = body.range(of: #"relationship="rootViewController""#) {
            let segue = String(body[body[..<rootSegue.lowerBound].lastIndex(of: "<")!...].prefix { $0 != ">" })
            if let destination = attribute("destination", in: segue), let root = viewController(id: destination, in: xml) {
                navigation.viewControllers = [root]
            }
        }
        return controller
    }

    private static func attribute(_ name: String, in text: some StringProtocol) -> String? {
        guard let start = text.range(of: " \(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The opening tag of the element whose `id` is `id`.
    private static func element(withID id: String, in xml: String) -> Substring? {
        guard let at = xml.range(of: " id=\"\(id)\""), let open = xml[..<at.lowerBound].lastIndex(of: "<") else { return nil }
        return xml[open...].prefix { $0 != ">" }
    }

    private static func elementBody(withID id: String, in xml: String) -> Substring? {
        guard let tag = element(withID: id, in: xml), let end = xml.range(of: "</" + tag.dropFirst().prefix { $0.isLetter } + ">",
                                                                         range: tag.endIndex..<xml.endIndex) else { return nil }
        return xml[tag.endIndex..<end.lowerBound]
    }

    /// The Info.plist as UIKit reads it on `idiom`: a key's `~ipad` variant wins on iPad.
    private static func deviceKeys(of plist: [String: Any], idiom: String) -> [String: Any] {
        guard idiom == "pad" else { return plist }
        var keys = plist
        for key in ["UIMainStoryboardFile", "UIApplicationSceneManifest"] {
            if let value = plist[key + "~ipad"] { keys[key] = value }
        }
        return keys
    }

    private static func readPlist(_ path: String?) -> [String: Any] {
        guard let path else { return [:] }
        guard let data = FileManager.default.contents(atPath: path),
              let value = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            fail("cannot read the Info.plist at \(path)")
        }
        return value
    }

    static func fail(_ message: String) -> Never {
        print("[sim] error: \(message)")
        exit(4)
    }
}

/// Creates the app's delegate objects by class name (see `LifeCycleSimulator.make`).
public protocol SimulatorObjectFactory: AnyObject {
    static func make(className: String) -> AnyObject?
}
