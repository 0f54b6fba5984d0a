//
//  AppDelegate.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // nope: the scene life cycle is already adopted
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

// The class names below are this app's own; another app in the same checkout (Tasks, Journal) has
// an AppDelegate of its own that these extensions do not touch.
extension AppDelegate: UIWindowSceneDelegate {
    var window: UIWindow? {
        get { nil }
        set {}
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    func showWelcome() {
        window?.makeKeyAndVisible()
    }
}
