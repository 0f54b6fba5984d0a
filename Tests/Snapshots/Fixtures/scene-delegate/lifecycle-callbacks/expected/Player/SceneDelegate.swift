import UIKit
import AVFoundation

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let library = LibraryViewController()
        let navigation = UINavigationController(rootViewController: library)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Pause playback when a call comes in.
        PlaybackController.shared.pause()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        PlaybackController.shared.saveProgress()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        LibraryRefresher.refreshIfStale()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        PlaybackController.shared.resumeIfNeeded()
    }
}
