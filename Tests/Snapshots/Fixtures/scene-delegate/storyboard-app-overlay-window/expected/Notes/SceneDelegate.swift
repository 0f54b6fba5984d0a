//
//  SceneDelegate.swift
//  Notes
//

import UIKit

/// The app's scene delegate: it gives the app delegate the window UIKit loads from the storyboard.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    /// The app delegate's window, so code that reads the app delegate's window keeps working.
    var window: UIWindow? {
        get { appDelegate?.window }
        set { appDelegate?.window = newValue }
    }

    /// The app's one scene once it has connected (UIApplicationSupportsMultipleScenes is false).
    private static weak var connectedScene: UIWindowScene?
    /// Windows the app built in code: each joins the scene whenever one connects.
    private static var windowsBuiltInCode: [WeakWindow] = []

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    /// Puts a window the app built in code into the app's scene, now or once the scene connects:
    /// with the scene life cycle, a window outside a scene is not on screen.
    static func attach(_ window: UIWindow) {
        windowsBuiltInCode.removeAll { $0.window == nil }
        windowsBuiltInCode.append(WeakWindow(window: window))
        if let connectedScene {
            window.windowScene = connectedScene
        }
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        Self.connectedScene = windowScene
        for window in Self.windowsBuiltInCode.compactMap(\.window) where window.windowScene !== windowScene {
            window.windowScene = windowScene
        }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

extension UIWindow {
    /// Shows this window in the app's scene, now or once the scene connects: with the scene life
    /// cycle, a window outside a scene is not on screen.
    func joiningAppScene() -> Self {
        SceneDelegate.attach(self)
        return self
    }
}
