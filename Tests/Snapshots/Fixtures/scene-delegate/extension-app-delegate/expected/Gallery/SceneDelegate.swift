import UIKit
import Then

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene).then {
            $0.rootViewController = GalleryViewController()
            $0.makeKeyAndVisible()
        }
        self.window = window
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        ImageCache.shared.persist()
    }
}
