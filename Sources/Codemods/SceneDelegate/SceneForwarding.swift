/// The app-delegate methods UIKit stops calling once scenes are adopted, and the scene-delegate
/// callback that calls each of them instead. Where the event can also start the app (a URL, a
/// user activity, a shortcut), the scene delegate also passes it on from `connectionOptions`.
struct SceneForwarding: Hashable {
    enum Event: Hashable {
        case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground
        case openURL, continueUserActivity, performShortcut
        case willContinueUserActivity, didFailToContinueUserActivity, didUpdateUserActivity
    }

    let event: Event
    /// The app delegate's selector, "applicationDidBecomeActive(_:)".
    let selector: String

    static let all: [SceneForwarding] = [
        .init(event: .willEnterForeground, selector: "applicationWillEnterForeground(_:)"),
        .init(event: .didBecomeActive, selector: "applicationDidBecomeActive(_:)"),
        .init(event: .willResignActive, selector: "applicationWillResignActive(_:)"),
        .init(event: .didEnterBackground, selector: "applicationDidEnterBackground(_:)"),
        .init(event: .openURL, selector: "application(_:open:options:)"),
        .init(event: .continueUserActivity, selector: "application(_:continue:restorationHandler:)"),
        .init(event: .performShortcut, selector: "application(_:performActionFor:completionHandler:)"),
        .init(event: .willContinueUserActivity, selector: "application(_:willContinueUserActivityWithType:)"),
        .init(event: .didFailToContinueUserActivity, selector: "application(_:didFailToContinueUserActivityWithType:error:)"),
        .init(event: .didUpdateUserActivity, selector: "application(_:didUpdate:)"),
    ]

    /// The foreground/background events and the scene delegate callback UIKit calls for each instead.
    static let sceneCallbacks: [Event: String] = [
        .didBecomeActive: "sceneDidBecomeActive", .willResignActive: "sceneWillResignActive",
        .didEnterBackground: "sceneDidEnterBackground", .willEnterForeground: "sceneWillEnterForeground",
    ]

    /// Entry points with no scene counterpart the bridge can call: reported, with what replaces them.
    static let reportedOnly: [(selector: String, replacement: String)] = [
        ("application(_:userDidAcceptCloudKitShareWith:)", "windowScene(_:userDidAcceptCloudKitShareWith:), and connectionOptions.cloudKitShareMetadata for a cold launch"),
        ("application(_:shouldSaveSecureApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldRestoreSecureApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldSaveApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldRestoreApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
    ]
}
