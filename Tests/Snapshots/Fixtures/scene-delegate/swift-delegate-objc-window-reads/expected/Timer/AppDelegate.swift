//
//  AppDelegate.swift
//  Timer
//

import UIKit

final class TimerViewController: UIViewController {}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    lazy var window: UIWindow? = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TimerViewController()
        print("window built")
        return window
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        return true
    }
}
