//
//  AppDelegate.swift
//  Radio
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit
import AVFoundation

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {
	var window: UIWindow?

	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		StationCatalog.shared.load()
		let tabs = UITabBarController()
		tabs.viewControllers = [
			UINavigationController(rootViewController: StationsViewController()),
			UINavigationController(rootViewController: FavoritesViewController()),
		]
		window = UIWindow(frame: UIScreen.main.bounds)
		window?.rootViewController = tabs // the tab bar is the root
		window?.makeKeyAndVisible()
		return true
	}

	func applicationDidEnterBackground(_ application: UIApplication) {
		if Player.shared.isPlaying {
			Player.shared.keepAlive()
		}
	}
}
