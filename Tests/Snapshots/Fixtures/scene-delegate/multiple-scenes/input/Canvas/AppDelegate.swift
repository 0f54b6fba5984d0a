//
//  AppDelegate.swift
//  Canvas
//

import UIKit

final class CanvasViewController: UIViewController {}

@main // expect: scene-delegate SCENE-E3
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CanvasViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
