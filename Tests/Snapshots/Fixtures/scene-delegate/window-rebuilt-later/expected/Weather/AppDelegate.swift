//
//  AppDelegate.swift
//  Weather
//

import UIKit

final class ForecastViewController: UIViewController {}
final class UpdateRequiredViewController: UIViewController {}
final class CityViewController: UIViewController {}

enum Versions {
    /// The server says this version is too old (true in this build, to show the screen).
    static let updateRequired = true
}

@UIApplicationMain // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ForecastViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard Versions.updateRequired, !(window?.rootViewController is UpdateRequiredViewController) else { return }
        print("showing the update-required screen")
        window = UIWindow(frame: UIScreen.main.bounds).joiningAppScene()
        window?.rootViewController = UpdateRequiredViewController()
        window?.makeKeyAndVisible()
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        print("continuing \(userActivity.activityType) in a new window")
        let window = UIWindow(frame: UIScreen.main.bounds).joiningAppScene()
        window.rootViewController = CityViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
