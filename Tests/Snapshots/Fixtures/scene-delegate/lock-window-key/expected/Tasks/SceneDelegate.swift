//
//  SceneDelegate.swift
//  Tasks
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

    /// The app's one scene once it has connected (UIApplicationSupportsMultipleScenes is false).
    private static weak var connectedScene: UIWindowScene?
    /// Windows the app built in code: each joins the scene whenever one connects.
    private static var windowsBuiltInCode: [WeakWindow] = []

    /// UIKit also calls sceneWillEnterForeground(_:) when the scene first connects; the app
    /// delegate's applicationWillEnterForeground(_:) ran only on a return from the background.
    private static var hasEnteredBackground = false

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
        // The window the app delegate built at launch.
        if let window = appDelegate?.window {
            window.windowScene = windowScene
            if !window.isHidden {
                window.makeKeyAndVisible()
            }
        }
        let builtWindows = Self.windowsBuiltInCode.compactMap(\.window)
        for window in builtWindows where window.windowScene !== windowScene {
            window.windowScene = windowScene
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        guard Self.hasEnteredBackground else { return }
        appDelegate?.applicationWillEnterForeground(UIApplication.shared)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        Self.hasEnteredBackground = true
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
