//
//  AppDelegate.swift
//  Weather
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // expect: scene-delegate SCENE-W6
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let forecast = ForecastViewController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: forecast)
        window?.makeKeyAndVisible()
        return true
    }
}
