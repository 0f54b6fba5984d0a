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
    private var backgroundTask: UIBackgroundTaskIdentifier = .invalid

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        SyncEngine.shared.pause()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        backgroundTask = application.beginBackgroundTask {
            SyncEngine.shared.flush()
        }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        SyncEngine.shared.resume()
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        SyncEngine.shared.resume()
    }
}
