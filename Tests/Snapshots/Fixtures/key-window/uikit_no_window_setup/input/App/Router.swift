import UIKit

enum Router {
    static var window: UIWindow?

    static func start() {
        let window = UIWindow(frame: UIScreen.main.bounds) // expect: key-window KEYWIN-W3
        window.rootViewController = UINavigationController()
        window.makeKeyAndVisible()
        Router.window = window
    }

    static var top: UIViewController? {
        UIApplication.shared.keyWindow?.rootViewController // expect: key-window KEYWIN-W1
    }
}
