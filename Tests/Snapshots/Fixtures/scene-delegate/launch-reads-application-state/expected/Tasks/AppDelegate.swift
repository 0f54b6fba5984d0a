//
//  AppDelegate.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@UIApplicationMain // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        recordLaunch()
        return true
    }

    private func recordLaunch() {
        if UIApplication.shared.applicationState == .background { // expect: scene-delegate SCENE-W15
            LaunchLog.shared.record("launched in the background")
        } else {
            LaunchLog.shared.record("launched by the user")
        }
    }
}
