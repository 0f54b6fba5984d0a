// Stand-in for the Flutter engine's iOS embedding, as a Flutter app's Runner sees it. The app
// delegate base class forwards UIKit's calls to the engine's plugins, and plugin registration
// needs the FlutterViewController that the main storyboard puts in the app delegate's window.
// Its prints let the life-cycle simulator see what reached the plugins.
@_exported import UIKit

@preconcurrency @MainActor open class FlutterViewController: UIViewController {}

@preconcurrency @MainActor public protocol FlutterPluginRegistry: AnyObject {}

@preconcurrency @MainActor open class FlutterAppDelegate: UIResponder, UIApplicationDelegate, FlutterPluginRegistry {
    open var window: UIWindow?

    public override init() { super.init() }

    open func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        true
    }
    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        print("[flutter] engine started")
        return true
    }
    open func applicationDidBecomeActive(_ application: UIApplication) { print("[flutter] plugins: did become active") }
    open func applicationWillResignActive(_ application: UIApplication) { print("[flutter] plugins: will resign active") }
    open func applicationDidEnterBackground(_ application: UIApplication) { print("[flutter] plugins: did enter background") }
    open func applicationWillEnterForeground(_ application: UIApplication) { print("[flutter] plugins: will enter foreground") }
    open func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        print("[flutter] plugins: open \(url)")
        return true
    }
    open func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        print("[flutter] plugins: continue \(userActivity.activityType)")
        return true
    }
    open func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        print("[flutter] plugins: shortcut \(shortcutItem.type)")
        completionHandler(true)
    }
}

/// Generated into every Flutter app (Runner/GeneratedPluginRegistrant.m); part of the stand-in here.
@preconcurrency @MainActor public enum GeneratedPluginRegistrant {
    public static func register(with registry: any FlutterPluginRegistry) {
        let root = (registry as? FlutterAppDelegate)?.window?.rootViewController
        print(root is FlutterViewController ? "[flutter] plugins registered" : "[flutter] plugin registration found no FlutterViewController")
    }
}
