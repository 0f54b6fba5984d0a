import UIKit
import AVFoundation

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

	var window: UIWindow?

	func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
		guard let windowScene = scene as? UIWindowScene else { return }
		let tabs = UITabBarController()
		tabs.viewControllers = [
			UINavigationController(rootViewController: StationsViewController()),
			UINavigationController(rootViewController: FavoritesViewController()),
		]
		let window = UIWindow(windowScene: windowScene)
		window.rootViewController = tabs // the tab bar is the root
		window.makeKeyAndVisible()
		self.window = window
	}

	func sceneDidEnterBackground(_ scene: UIScene) {
		if Player.shared.isPlaying {
			Player.shared.keepAlive()
		}
	}
}
