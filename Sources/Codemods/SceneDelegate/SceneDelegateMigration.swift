import Rewriter

/// Adopts the UIKit scene life cycle in app-lifecycle UIKit apps: a new
/// `SceneDelegate.swift`, the window block and the four foreground/background
/// callbacks moved into it, the Info.plist manifest, and the file registered
/// in project.pbxproj, all in one fix.
public struct SceneDelegateMigration: Codemod {
    public static let id = "scene-delegate"
    /// Reads the app delegate, every project file and the app's Swift files.
    public static let hasCostlyProjectPass = true
    public static let summary = "adopt the uikit scene life cycle: scene delegate, window, callbacks, info.plist manifest and project file"
    public static let explanation = """
    Apps built with the iOS 27 SDK must use the UIKit scene life cycle or they do not launch.
    For each app whose entry point is a UIApplicationDelegate (`@main`, `@UIApplicationMain`, or
    `UIApplicationMain(` in main.swift) and that has no usable scene configuration, this codemod:
    - creates SceneDelegate.swift next to the app delegate (AppSceneDelegate when the name is taken);
    - moves the window block of application(_:didFinishLaunchingWithOptions:) into
      scene(_:willConnectTo:options:), building the window with UIWindow(windowScene:);
    - moves applicationWillResignActive/DidEnterBackground/WillEnterForeground/DidBecomeActive to
      their scene equivalents, all or none;
    - adds UIApplicationSceneManifest to Info.plist (with UISceneStoryboardFile for storyboard apps);
    - registers the file in project.pbxproj (not for synchronized folders, XcodeGen or Tuist).
    When the window block reads app-delegate state it reports SCENE-E3 and changes nothing.

    Reports: SCENE-E1 partial adoption (empty manifest, configurationForConnecting without a scene
    delegate, callbacks left behind, a manifest naming a missing class, ~ipad manifest); SCENE-E2
    unreadable Info.plist or project file; SCENE-E3 window block that cannot move; SCENE-E4
    callbacks that use the application parameter or app-delegate state; SCENE-W3 URL, user-activity,
    shortcut and state-restoration entry points with their scene equivalents; SCENE-W4 the app
    delegate's `window` kept because code reads it; SCENE-W6 XcodeGen/Tuist projects (what to add);
    SCENE-W7 deployment target below iOS 13; SCENE-E5 an Objective-C app delegate (reported only); SCENE-A1..A5 code that breaks after adoption
    (`(UIApplication.shared.delegate as? AppDelegate)?.window`, `keyWindow`, `windows`,
    `UIWindow(frame:)`, `UIApplication.didBecomeActiveNotification`).

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
        }

    After (AppDelegate.swift):
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }
        }

    After (SceneDelegate.swift, new):
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window.makeKeyAndVisible()
                self.window = window
            }
        }
    """

    public init(options: [String: String]) {}

    public func runProject(_ project: ProjectContext) -> [Finding] {
        // No options: the result depends on the project alone, and `key-window` asks for it too.
        project.shared(Self.id) { adopt(project) }
    }

    private func adopt(_ project: ProjectContext) -> [Finding] {
        let (entries, _) = AppDelegateEntry.find(in: project)
        var findings: [Finding] = []
        var seen = Set<String>()
        for entry in entries where seen.insert(entry.file.path + "#" + entry.declaration.name).inserted {
            findings += SceneAdoption(entry: entry, project: project, rule: Self.id).run()
        }
        let handled = Set(entries.map { PathShape.normalized($0.file.path) })
        findings += ObjectiveCAppDelegates(project: project, rule: Self.id, handledSwiftFiles: handled).findings()
        return findings
    }
}
