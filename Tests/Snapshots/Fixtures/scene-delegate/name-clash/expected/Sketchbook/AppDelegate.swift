//
//  AppDelegate.swift
//  Sketchbook
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
}
