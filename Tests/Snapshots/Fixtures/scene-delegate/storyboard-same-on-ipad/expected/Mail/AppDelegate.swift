//
//  AppDelegate.swift
//  Mail
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // UIKit no longer loads the main storyboard's window before launch; launch code uses it.
        if window == nil {
            window = UIWindow()
            window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        }
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let splitViewController = window!.rootViewController as! UISplitViewController
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        splitViewController.delegate = self
        return true
    }
}
