//
//  AppDelegate.swift
//  Notes
//

import UIKit

final class NotesViewController: UIViewController {}

// The NotesClassic app target, whose sources are not in this checkout, uses the same Info.plist.
@main // expect: scene-delegate SCENE-E6
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = NotesViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
