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

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        TaskDatabase.shared.migrateIfNeeded()

        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushRegistry.shared.register(token: deviceToken)
    }
}
