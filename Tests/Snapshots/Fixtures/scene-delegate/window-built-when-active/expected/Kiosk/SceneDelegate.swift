import UIKit

/// Connects the app's scene to the app delegate, which builds the window and handles the app's
/// events as it did before the scene life cycle: this class shows that window in the scene and
/// passes the scene's events on to the app delegate.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    /// The app delegate's window, so code that reads the app delegate's keeps working.
    var window: UIWindow? {
        get { appDelegate?.window }
        set { appDelegate?.window = newValue }
    }

    /// The app's one scene once it has connected (UIApplicationSupportsMultipleScenes is false).
    private static weak var connectedScene: UIWindowScene?
    /// Windows the app built before the scene connected.
    private static var windowsAwaitingScene: [WeakWindow] = []

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    /// Puts a window the app built in code into the app's scene, now or once the scene connects:
    /// with the scene life cycle, a window outside a scene is not on screen.
    static func attach(_ window: UIWindow) {
        if let connectedScene {
            window.windowScene = connectedScene
        } else {
            windowsAwaitingScene.append(WeakWindow(window: window))
        }
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        Self.connectedScene = windowScene
        let builtWindows = Self.windowsAwaitingScene.compactMap(\.window)
        Self.windowsAwaitingScene = []
        for window in builtWindows {
            window.windowScene = windowScene
        }
        // The window the app delegate built at launch.
        if let window = appDelegate?.window ?? builtWindows.last(where: { !$0.isHidden }) {
            window.windowScene = windowScene
            if !window.isHidden {
                window.makeKeyAndVisible()
            }
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate?.applicationDidBecomeActive(UIApplication.shared)
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
