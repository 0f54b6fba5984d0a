//
//  AppDelegate.swift
//  Legacy
//
//  An older app kept in the repository; no target of Notes.xcodeproj builds it.
//

import UIKit

@main // expect: scene-delegate SCENE-W12
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
