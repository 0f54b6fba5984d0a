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

    private var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // The main storyboard's window, which the app delegate loaded at launch.
        if let window = appDelegate?.window {
            window.windowScene = windowScene
            window.makeKeyAndVisible()
        }
    }
}
