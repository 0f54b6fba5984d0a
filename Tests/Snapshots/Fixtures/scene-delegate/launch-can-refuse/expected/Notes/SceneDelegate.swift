//
//  SceneDelegate.swift
//  Notes
//

import UIKit

/// The app's scene delegate: it shows the storyboard window the app delegate loads at launch, and
/// passes the scene's events on to the app delegate, which handles them as before.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    /// The app delegate's window, so code that reads the app delegate's window keeps working.
    var window: UIWindow? {
        get { appDelegate?.window }
        set { appDelegate?.window = newValue }
    }

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // The main storyboard's window, which the app delegate loaded at launch.
        if let window = appDelegate?.window {
            window.windowScene = windowScene
            window.makeKeyAndVisible()
        }
        // What launched the app, as UIKit passed it on before the scene life cycle.
        // Not if didFinishLaunching said no, unless the scene connects after launch, as for a running app.
        guard appDelegate?.launchAccepted != false || appDelegate?.launchFinished == true else { return }
        for context in connectionOptions.urlContexts {
            open(context)
        }
        if let userActivity = connectionOptions.userActivities.first {
            continueUserActivity(userActivity)
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            appDelegate?.application(UIApplication.shared, performActionFor: shortcutItem) { _ in }
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            open(context)
        }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueUserActivity(userActivity)
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        appDelegate?.application(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    /// Passes a URL to the app delegate with the options UIKit gave it before the scene life cycle.
    private func open(_ context: UIOpenURLContext) {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [:]
        if let sourceApplication = context.options.sourceApplication {
            options[.sourceApplication] = sourceApplication
        }
        if let annotation = context.options.annotation {
            options[.annotation] = annotation
        }
        if context.options.openInPlace {
            options[.openInPlace] = true
        }
        _ = appDelegate?.application(UIApplication.shared, open: context.url, options: options)
    }

    /// Passes a user activity to the app delegate; the objects it hands back restore their state, as with UIKit.
    private func continueUserActivity(_ userActivity: NSUserActivity) {
        _ = appDelegate?.application(UIApplication.shared, continue: userActivity) { restoring in
            restoring?.forEach { $0.restoreUserActivityState(userActivity) }
        }
    }
}
