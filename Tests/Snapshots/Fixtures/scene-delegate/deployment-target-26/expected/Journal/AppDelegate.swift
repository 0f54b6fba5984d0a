//
//  AppDelegate.swift
//  Journal
//

import UIKit

final class EntriesViewController: UIViewController {}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = EntriesViewController()
        window?.makeKeyAndVisible()
        return true
    }

    /// Resumes syncing.
    func applicationDidBecomeActive(_ application: UIApplication) {
        appDidBecomeActive(application)
    }

    func appDidBecomeActive(_ application: UIApplication) {
        print("sync resumed")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        appDidEnterBackground(application)
    }

    func appDidEnterBackground(_ application: UIApplication) {
        print("sync paused")
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        return handleOpenURL(app, open: url)
    }

    func handleOpenURL(_ app: UIApplication, open url: URL) -> Bool {
        print("opening \(url.absoluteString)")
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        handleShortcutItem(application, performActionFor: shortcutItem, completionHandler: completionHandler)
    }

    func handleShortcutItem(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        print("shortcut \(shortcutItem.type)")
        completionHandler(true)
    }
}
