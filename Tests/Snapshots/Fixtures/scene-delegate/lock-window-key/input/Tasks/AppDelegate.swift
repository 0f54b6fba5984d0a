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
    let lockScreen = LockScreen()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        lockScreen.show()
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        lockScreen.show()
    }
}
