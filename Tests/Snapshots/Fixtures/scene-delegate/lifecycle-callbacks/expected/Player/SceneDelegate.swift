//
//  SceneDelegate.swift
//  Player
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
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Not for the scene the app launched with: the app life cycle called it only for a running app.
        guard appDelegate?.launchFinished == true else { return }
        appDelegate?.applicationWillEnterForeground(UIApplication.shared)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate?.applicationDidBecomeActive(UIApplication.shared)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        appDelegate?.applicationWillResignActive(UIApplication.shared)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        appDelegate?.applicationDidEnterBackground(UIApplication.shared)
    }
}
