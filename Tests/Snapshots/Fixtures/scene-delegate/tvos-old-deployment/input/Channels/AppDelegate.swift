//
//  AppDelegate.swift
//  Channels
//

import UIKit

final class ChannelsViewController: UIViewController {}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ChannelsViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        print("playback paused")
    }

    func showPromotion() {
        let promotion = UIWindow(frame: UIScreen.main.bounds)
        promotion.rootViewController = ChannelsViewController()
        promotion.isHidden = false
    }
}
