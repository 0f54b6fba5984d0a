//
//  AppDelegate.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@UIApplicationMain // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private let refresher = FeedRefresher()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        refresher.start()
        return true
    }
}
