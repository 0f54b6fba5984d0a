//
//  SceneDelegate.swift
//  Notes
//

import UIKit

/// The app's scene delegate: it gives the app delegate the window UIKit loads from the storyboard,
/// and passes the scene's events on to the app delegate, which handles them as before.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    /// The app delegate's window, so code that reads the app delegate's window keeps working.
    var window: UIWindow? {
        get { appDelegate?.window }
        set { appDelegate?.window = newValue }
    }

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func sceneDidEnterBackground(_ scene: UIScene) {
        appDelegate?.applicationDidEnterBackground(UIApplication.shared)
    }
}
