//
//  AppDelegate.swift
//  Orders
//

import UIKit

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    private var coordinator: AppCoordinator?
    private let services = Services()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launch: services started")
        setUpWindow()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        services.sync.resume()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        services.sync.pause()
    }

    private func setUpWindow() {
        window = UIWindow(frame: UIScreen.main.bounds)
        coordinator = AppCoordinator(window: window!, services: services)
        coordinator?.start()
    }
}
