//
//  AppDelegate.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit
import UserNotifications

@UIApplicationMain // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        TaskDatabase.shared.migrateIfNeeded()

        // Build the window in code; there is no main storyboard.
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.tintColor = .systemIndigo
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        TaskDatabase.shared.sceneIdentifier = window?.windowScene?.session.persistentIdentifier // expect: scene-delegate SCENE-W11
        if ProcessInfo.processInfo.arguments.contains("-ui-testing") {
            application.windows.forEach { $0.tintColor = .systemIndigo } // expect: scene-delegate SCENE-W11
        }

        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushRegistry.shared.register(token: deviceToken)
    }
}
