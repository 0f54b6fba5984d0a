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

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // UIKit no longer loads the main storyboard's window before launch; launch code uses it.
        if window == nil {
            window = UIWindow()
            window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        }
        return true
    }

    /// Whether launch is over: UIKit connects the scene the app launches with before the main
    /// queue runs again, so a scene connecting later (after a launch in the background) is
    /// one for a running app.
    private(set) var launchFinished = false

    /// What didFinishLaunching answered: false kept UIKit from passing on the URL, user activity or
    /// shortcut that launched the app, so the scene delegate asks before passing them on.
    private(set) var launchAccepted = true

    private func acceptLaunch(_ accepted: Bool) -> Bool {
        launchAccepted = accepted
        return accepted
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        DispatchQueue.main.async { self.launchFinished = true }
        window?.tintColor = .systemIndigo
        let pending = SetupState.current.steps.filter { step in
            return !step.isEmpty
        }
        guard pending.isEmpty else {
            // Links and shortcuts wait until setup is done.
            return acceptLaunch(false)
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
