//
//  AppDelegate.swift
//  Journal
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate { // nope: adapted into a SwiftUI App
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        EntryStore.shared.save()
    }
}
