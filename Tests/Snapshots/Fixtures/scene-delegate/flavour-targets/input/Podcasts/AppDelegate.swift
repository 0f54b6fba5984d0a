//
//  AppDelegate.swift
//  Podcasts
//

import UIKit

final class EpisodesViewController: UIViewController {}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: EpisodesViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
