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
	func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
		StationCatalog.shared.load()
		return true
	}
}
