//
//  AppDelegate.swift
//  Recipes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@UIApplicationMain // expect: scene-delegate SCENE-W7
class AppDelegate: UIResponder, UIApplicationDelegate { // expect: scene-delegate SCENE-W6

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RecipeCache.shared.warmUp()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        RecipeCache.shared.refreshIfNeeded()
    }
}
