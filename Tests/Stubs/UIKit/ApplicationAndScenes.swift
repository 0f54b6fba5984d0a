// Part of the UIKit stand-in; see UIKit.swift.
import Foundation
import QuartzCore

// MARK: - Application

@preconcurrency @MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    public init(type: String, localizedTitle: String) { self.type = type; self.localizedTitle = localizedTitle; super.init() }
    open private(set) var type: String
    open private(set) var localizedTitle: String
}

// Part of Foundation on Apple platforms, missing from Foundation on Linux.
#if !canImport(ObjectiveC)
open class NSUserActivity: NSObject, @unchecked Sendable {
    public init(activityType: String) { self.activityType = activityType; super.init() }
    open private(set) var activityType: String
    open var webpageURL: URL?
    open var userInfo: [AnyHashable: Any]?
    open var title: String?
}
#endif

@preconcurrency @MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { LifeCycleSimulator.application }

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public enum State: Int, Sendable { case active, inactive, background }

    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
    open var applicationState: State { LifeCycleSimulator.applicationState }
    open var connectedScenes: Set<UIScene> { Set(LifeCycleSimulator.scene.map { [$0] } ?? []) }
    open var openSessions: Set<UISceneSession> { [] }
    open var supportsMultipleScenes: Bool { false }
    open var applicationIconBadgeNumber: Int = 0
    open var isIdleTimerDisabled: Bool = false
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { [] }
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { nil }

    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    @available(*, deprecated, message: "Use open(_:options:completionHandler:) instead")
    open func openURL(_ url: URL) -> Bool { false }

    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool { false }
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {}

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let openSettingsURLString = "app-settings:"
}

public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    MainActor.assumeIsolated { () -> Void in LifeCycleSimulator.run(delegateClassName: delegateClassName) }
    return 0
}

@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// `@main` on an application delegate.
    public static func main() { LifeCycleSimulator.run(delegateType: Self.self) }
}

// MARK: - Scenes

public struct UISceneSessionRole: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
}

@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSessionRole) { super.init() }
    open var name: String? { nil }
    open var role: UISceneSessionRole { .windowApplication }
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?
}

@preconcurrency @MainActor open class UISceneSession: NSObject {
    open var scene: UIScene? { nil }
    open var role: UISceneSessionRole { .windowApplication }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
    open var persistentIdentifier: String { "" }
    open var stateRestorationActivity: NSUserActivity?
    open var userInfo: [String: Any]?
}

open class UIOpenURLContext: NSObject, @unchecked Sendable {
    init(url: URL, sourceApplication: String?) {
        self.url = url
        self.options = UIScene.OpenURLOptions(sourceApplication: sourceApplication)
        super.init()
    }
    open private(set) var url: URL
    open private(set) var options: UIScene.OpenURLOptions
}

@preconcurrency @MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open class ConnectionOptions: NSObject {
        var simulatedURLContexts: Set<UIOpenURLContext> = []
        var simulatedShortcutItem: UIApplicationShortcutItem?
        var simulatedUserActivities: Set<NSUserActivity> = []
        open var urlContexts: Set<UIOpenURLContext> { simulatedURLContexts }
        open var shortcutItem: UIApplicationShortcutItem? { simulatedShortcutItem }
        open var userActivities: Set<NSUserActivity> { simulatedUserActivities }
        open var sourceApplication: String? { nil }
        open var notificationResponse: AnyObject? { nil }
    }
    open class OpenURLOptions: NSObject {
        init(sourceApplication: String?) { self.sourceApplication = sourceApplication; super.init() }
        open private(set) var sourceApplication: String?
        open var annotation: Any? { nil }
        open var openInPlace: Bool { false }
    }
    open class ActivationRequestOptions: NSObject {}
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) { self.session = session; super.init() }
    open private(set) var session: UISceneSession
    open var delegate: (any UISceneDelegate)?
    var simulatedState: ActivationState = .unattached
    open var activationState: ActivationState { simulatedState }
    open var title: String!

    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    open var windows: [UIWindow] { LifeCycleSimulator.windows(in: self) }
    weak var simulatedKeyWindow: UIWindow?
    open var keyWindow: UIWindow? { simulatedKeyWindow }
    open var screen: UIScreen { UIScreen() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
}

// MARK: - Notifications and keyboard

public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
