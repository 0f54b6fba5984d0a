// Stand-in for React Native's iOS app delegate, as a React Native app's AppDelegate sees it:
// the base class starts React Native in didFinishLaunching with the launch options, from which
// JavaScript later reads the URL that launched the app.
@_exported import UIKit

@preconcurrency @MainActor open class RCTAppDelegate: UIResponder, UIApplicationDelegate {
    open var window: UIWindow?
    open var moduleName: String?
    open var initialProps: [AnyHashable: Any]?

    public override init() { super.init() }

    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

@preconcurrency @MainActor public enum RCTLinkingManager {
    public static func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        print("[react] open \(url)")
        return true
    }
}
