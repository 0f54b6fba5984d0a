//
//  AppDelegate.swift
//  Reader
//

import UIKit

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    var library = Library()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        library.load()
        launchInterface()
        return true
    }
}
