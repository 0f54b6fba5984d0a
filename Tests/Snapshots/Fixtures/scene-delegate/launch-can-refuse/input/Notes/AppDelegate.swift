//
//  AppDelegate.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.tintColor = .systemIndigo
        let pending = SetupState.current.steps.filter { step in
            return !step.isEmpty
        }
        guard pending.isEmpty else {
            // Links and shortcuts wait until setup is done.
            return false
        }
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        return DeepLinkRouter.shared.open(url, from: options[.sourceApplication] as? String)
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        restorationHandler([NoteRestorer.shared])
        guard let url = userActivity.webpageURL else { return false }
        return DeepLinkRouter.shared.open(url)
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(DeepLinkRouter.shared.open(shortcutItem.type))
    }
}
