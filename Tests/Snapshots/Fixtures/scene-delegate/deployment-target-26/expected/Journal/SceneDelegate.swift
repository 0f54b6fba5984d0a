//
//  SceneDelegate.swift
//  Journal
//

import UIKit

/// The app's scene delegate: it shows the window the app delegate builds, and passes the scene's
/// events on to the app delegate, which handles them as before.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    /// The app delegate's window, so code that reads the app delegate's window keeps working.
    var window: UIWindow? {
        get { appDelegate?.window }
        set { appDelegate?.window = newValue }
    }

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // The window the app delegate built at launch.
        if let window = appDelegate?.window {
            window.windowScene = windowScene
            if !window.isHidden {
                window.makeKeyAndVisible()
            }
        }
        // What launched the app, as UIKit passed it on before the scene life cycle.
        for context in connectionOptions.urlContexts {
            open(context)
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            appDelegate?.handleShortcutItem(UIApplication.shared, performActionFor: shortcutItem) { _ in }
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate?.appDidBecomeActive(UIApplication.shared)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        appDelegate?.appDidEnterBackground(UIApplication.shared)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            open(context)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        appDelegate?.handleShortcutItem(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    private func open(_ context: UIOpenURLContext) {
        _ = appDelegate?.handleOpenURL(UIApplication.shared, open: context.url)
    }
}
