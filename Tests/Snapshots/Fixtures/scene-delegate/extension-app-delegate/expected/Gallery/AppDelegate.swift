//
//  AppDelegate.swift
//  Gallery
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit
import Then

// MARK: AppDelegate
@UIApplicationMain // expect: scene-delegate
final class AppDelegate: UIResponder {
}

// MARK: UIApplicationDelegate
extension AppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ImageCache.shared.trim()

        return true
    }
}
