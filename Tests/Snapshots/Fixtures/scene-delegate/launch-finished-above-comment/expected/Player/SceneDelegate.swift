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

    /// UIKit also calls sceneWillEnterForeground(_:) when a scene connects. For the scene the app
    /// launched with, the app delegate's applicationWillEnterForeground(_:) ran only on a return from
    /// the background; for one connecting after a launch in the background, it ran when the user
    /// opened the app.
    private var connectedAtLaunch = false
    private var hasEnteredBackground = false

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connectedAtLaunch = appDelegate?.launchFinished != true
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
        guard !connectedAtLaunch || hasEnteredBackground else { return }
        appDelegate?.applicationWillEnterForeground(UIApplication.shared)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate?.applicationDidBecomeActive(UIApplication.shared)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        appDelegate?.applicationWillResignActive(UIApplication.shared)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        hasEnteredBackground = true
        appDelegate?.applicationDidEnterBackground(UIApplication.shared)
    }
}
