/// `modernize explain scene-delegate`.
enum SceneDelegateExplanation {
    static let behaviorChange = FixSafety.behavior(
        "the app runs the UIKit scene life cycle: its window is shown in a scene that connects after didFinishLaunching, "
            + "and UIKit sends life-cycle events, URLs, user activities and shortcuts to the generated scene delegate, "
            + "which passes on those the app delegate handles (launch options no longer carry them)")

    static let fixSafety = """
    A behavior change, always: the app moves from the app life cycle to the scene life cycle, which is what \
    the iOS 27 SDK requires. The bridge keeps the app delegate in charge and the life-cycle simulator checks \
    that it sees the same calls, but the order and source of events change: the window is shown when the \
    scene connects, after didFinishLaunching; UIKit calls the scene delegate, which calls the app delegate's \
    methods; what opened the app (URL, activity, shortcut) arrives through the scene instead of the launch \
    options; code that reads app-wide windows or notifications (SCENE-A2..A5) may see them at other times.
    """

    static let text = """
    Apps built with the iOS 27 SDK must use the UIKit scene life cycle or they do not launch.
    For each app whose entry point is a UIApplicationDelegate (`@main`, `@UIApplicationMain`, or
    `UIApplicationMain(` in main.swift; a subclass of a project or framework app delegate such as
    FlutterAppDelegate counts; or, in Objective-C, the class main.m hands to UIApplicationMain) and
    that has no usable scene configuration, this codemod bridges the scene to the app delegate,
    which keeps its state and its code:

    - SceneDelegate.swift (AppSceneDelegate when the name is taken) is created next to the app
      delegate. When the scene connects it shows the window the app delegate built during launch,
      with `window.windowScene = windowScene` (setting it moves a window into a scene); the app
      delegate's `window` keeps pointing at the on-screen window, so `delegate?.window` readers
      keep working.
    - Windows built in code elsewhere (`UIWindow(frame:)`, a window rebuilt later, an overlay)
      call `.joiningAppScene()`: they join the scene, now or once it connects. A window outside a
      scene is not on screen.
    - Storyboard apps whose launch code uses the window (or hands the app delegate to other code)
      load the main storyboard's window in application(_:willFinishLaunchingWithOptions:), where
      UIKit loaded it before. Other storyboard apps get UISceneStoryboardFile, and a separate
      iPad storyboard (UIMainStoryboardFile~ipad) UIApplicationSceneManifest~ipad naming it.
    - Each life-cycle method the app delegate implements is called from the matching scene
      callback: sceneDidBecomeActive, sceneWillResignActive, sceneDidEnterBackground, and
      sceneWillEnterForeground (only on a return from the background, as before: UIKit also calls
      it when the scene first connects). URLs (application(_:open:options:), with the source
      application, annotation and open-in-place options), user activities and shortcut items
      are passed on warm (scene callbacks) and cold (connectionOptions, once the window is shown).
    - UIApplicationSceneManifest (one scene, the Default Configuration) goes into every Info.plist
      of the app's targets, and the new file into the project; all app targets of a project are
      migrated in one fix. Below iOS 13 the class is marked @available(iOS 13.0, *): older
      systems ignore the manifest and call the app delegate as before.

    Launch and background launches. UIKit connects the scene an app launches with before the
    main queue runs again. An app that can launch in the background (UIBackgroundModes that
    launch it, background URL session events) gets `launchFinished` in its app delegate, set by
    `DispatchQueue.main.async` at the top of didFinishLaunching: a scene connecting after that is
    one for a running app, which gets applicationWillEnterForeground(_:) and the URL, activity or
    shortcut that opened it, as the app life cycle gave a running app. A storyboard app that can
    launch in the background loads the storyboard's window in willFinishLaunching, so code run
    in a background launch sees it as before. When didFinishLaunching can return false, its
    answer is kept in `launchAccepted` and the scene delegate asks it before passing on what
    launched the app.

    Objective-C app delegates (`.m`, or `.mm` for Objective-C++) get the same bridge, written as
    SceneDelegate.h and SceneDelegate.m (`.mm` beside an `.mm` app delegate): the .m goes into
    the Sources phase of every app target that compiles the app delegate, the header into its
    group, and the manifest names the class as Objective-C knows it (`SceneDelegate`, no module).
    The class is declared `API_AVAILABLE(ios(13.0))` (and `tvos`) below iOS 13. A method the app
    delegate compiles only under `#if`/`#ifdef` is called under the same lines; one it may not
    have (inherited from a framework's app delegate, written twice under `#if`/`#else`, or added by
    a Swift extension) is asked for with `respondsToSelector:` first. URLs go to
    application:openURL:options:, or to the older application:openURL:sourceApplication:annotation:
    or application:handleOpenURL: the app implements instead, as UIKit chose. Callbacks with
    comments only (Xcode's template) are not called: not calling them changes nothing. Calls to
    the app delegate's deprecated entry points (deployment target 26, the old URL methods) sit in
    one `#pragma clang diagnostic ignored "-Wdeprecated-declarations"` block. `launchRefused` and
    `launchFinished` are readonly properties added to the app delegate's header. A storyboard app
    with a separate iPad storyboard gets `UIApplicationSceneManifest~ipad` naming it. A launch
    window may be built in a method only launch calls (`[self setUpWindow]`); Objective-C has no
    `.joiningAppScene()`, so any other window built in code is a blocker. Launch code that calls
    only the SDK cannot reach other files that read the app delegate's window. After a launch in
    the background, what opened the app is passed on after applicationWillEnterForeground:, in
    that order, as before.

    Limits. The bridge is for one scene (UIApplicationSupportsMultipleScenes false): an app that
    asks for several scenes keeps per-window state in one app delegate and is reported (SCENE-E3).
    Code that reads `window.windowScene` during launch sees nil until the scene connects (reported
    when the launch reaches it through calls the rule can follow: SCENE-W11). Windows keep the
    frame the app gives them. In a Swift app, Objective-C code is not read: an Objective-C category
    that walks UIApplication's windows at launch is not seen. Tests that need a key window of their
    own (snapshot tests) run without a scene in a test host.

    Reports: SCENE-E1 partial adoption (empty manifest, configurationForConnecting without a scene
    delegate, callbacks left behind, a manifest naming a missing class, ~ipad manifest); SCENE-E2
    unreadable Info.plist or project file; SCENE-E3 a real blocker, named (several scenes, a
    launch that needs one of two storyboards, no window anywhere, launch code that finds its
    window through UIApplication's `windows`/`keyWindow`/`connectedScenes` to put UI in it: empty
    until the scene connects, after didFinishLaunching (launch code: didFinishLaunching and what it
    calls, up to three calls deep: methods, initializers it runs, methods of an instance it made;
    an entry-point class that inherits all of its app-delegate code from a class that is not Swift
    code of the project, `@UIApplicationMain class AppDelegate: OTRAppDelegate {}`);
    in an Objective-C app also a window built in
    code outside launch, a method compiled under a macro its own file defines, an app delegate
    whose header does not declare it a UIApplicationDelegate); SCENE-E5 an Objective-C app
    delegate that cannot be found or read (main.m passes no class and a nib creates it, main.m
    chooses among several, no @implementation in the target, brackets that do not balance);
    SCENE-E6 an Info.plist shared with an app target that is not migrated, or with one whose scene
    delegate UIKit would look up under another name (a Swift and an Objective-C app); SCENE-W3
    launch options that no longer carry a URL, shortcut or activity, and entry points with no
    bridge (state restoration, CloudKit shares); SCENE-W6 XcodeGen/Tuist projects (what to add);
    SCENE-W7 availability below iOS 13; SCENE-W8 a launch that can return false from an
    extension (in the class body its answer is recorded in `launchAccepted`, which the scene
    delegate checks before passing on what launched the app); SCENE-W10 applicationWillEnterForeground
    in an app that can launch in the background (the first foreground after it is not told apart);
    SCENE-W11 launch code that reads those window lists for something else (a UI-test speed-up);
    SCENE-W12 an app delegate no target of the enclosing .xcodeproj compiles (not migrated);
    SCENE-W13 a sample app (in an Example(s)/Sample(s)/Demo(s) folder) beside the checkout's own
    app: migrated only when modernize runs on the sample's folder; SCENE-W14 `isKeyWindow` read on a
    window built in code that joins the scene (no window is key before the scene connects, and the
    scene delegate then makes the app delegate's window key: a lock window made key at launch is not);
    SCENE-W15 launch code that reads `applicationState` (a scene-based app launches in the background
    state, so a check for a launch in the background is true at every launch);
    SCENE-A2..A5 code that reads app-wide windows or app-wide notifications; SCENE-A6 (when migrating)
    observers of the app's will-enter-foreground notification, which UIKit also posts at launch once
    the app uses scenes (it launches in the background state and enters the foreground with its
    first scene). SCENE-A2, A3 and A6 cover the app's Objective-C sources too, whichever language
    its app delegate is in (`[UIApplication sharedApplication].windows`, or a method's UIApplication
    parameter: `application.keyWindow`).

    Before (AppDelegate.swift):
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
                return true
            }

            func applicationDidBecomeActive(_ application: UIApplication) {
                Sync.shared.resume()
            }
        }

    After: AppDelegate.swift is unchanged. SceneDelegate.swift (new):
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                // The window the app delegate built at launch.
                if let window = appDelegate?.window {
                    window.windowScene = windowScene
                    if !window.isHidden {
                        window.makeKeyAndVisible()
                    }
                    self.window = window
                }
            }

            func sceneDidBecomeActive(_ scene: UIScene) {
                appDelegate?.applicationDidBecomeActive(UIApplication.shared)
            }
        }
    """
}
