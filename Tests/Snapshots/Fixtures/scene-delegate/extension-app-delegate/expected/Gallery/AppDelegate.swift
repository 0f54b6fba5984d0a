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
    var window: UIWindow?
}

// MARK: UIApplicationDelegate
extension AppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ImageCache.shared.trim()
        self.window = UIWindow(frame: UIScreen.main.bounds).then {
            $0.rootViewController = GalleryViewController()
            $0.makeKeyAndVisible()
        }

        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        ImageCache.shared.persist()
    }
}
