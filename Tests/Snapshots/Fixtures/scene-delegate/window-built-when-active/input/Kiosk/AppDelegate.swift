//
//  AppDelegate.swift
//  Kiosk
//

import UIKit

final class KioskViewController: UIViewController {}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("kiosk configured")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard window == nil else { return }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = KioskViewController()
        window?.makeKeyAndVisible()
        print("kiosk window shown")
    }
}
