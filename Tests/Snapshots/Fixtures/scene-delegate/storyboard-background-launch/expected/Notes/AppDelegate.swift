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
        // UIKit no longer loads the main storyboard's window before launch; code run in a background launch may use it.
        if window == nil {
            window = UIWindow()
            window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        }
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        NoteStore.shared.load()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        NoteStore.shared.save()
    }
}
