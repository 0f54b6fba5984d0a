//
//  BaseAppDelegate.swift
//  Mail
//

import UIKit

final class InboxViewController: UIViewController {}

/// Shared by the app's targets: builds the window and keeps the mail session running.
class BaseAppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: InboxViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("session resumed")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        print("checking for new mail")
    }
}
