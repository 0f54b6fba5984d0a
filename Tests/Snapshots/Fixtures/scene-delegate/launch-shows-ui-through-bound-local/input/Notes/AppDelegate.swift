//
//  AppDelegate.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        NoteStore.shared.load()
        let router = Router(store: NoteStore.shared)
        router.showStart()
        DispatchQueue.main.async {
            // Runs after the scene has connected: not launch code.
            print("windows after launch: \(UIApplication.shared.windows.count)")
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        NoteStore.shared.save()
    }
}
