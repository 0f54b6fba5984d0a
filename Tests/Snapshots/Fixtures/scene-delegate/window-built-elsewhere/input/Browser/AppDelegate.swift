//
//  AppDelegate.swift
//  Browser
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@UIApplicationMain // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate {

    private let launcher = Launcher()
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launcher.start()
        return true
    }
}
