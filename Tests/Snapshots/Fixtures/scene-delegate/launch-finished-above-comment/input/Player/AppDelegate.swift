//
//  AppDelegate.swift
//  Player
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit
import AVFoundation

@main // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Keep playing when the app goes to the background
        try? AVAudioSession.sharedInstance().setCategory(.playback)

        let library = LibraryViewController()
        let navigation = UINavigationController(rootViewController: library)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        // Pause playback when a call comes in.
        PlaybackController.shared.pause()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        PlaybackController.shared.saveProgress()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        LibraryRefresher.refreshIfStale()
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        PlaybackController.shared.resumeIfNeeded()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        PlaybackController.shared.saveProgress()
    }
}
