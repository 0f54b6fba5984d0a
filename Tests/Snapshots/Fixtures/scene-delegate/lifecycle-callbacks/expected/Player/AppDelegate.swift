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

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        try? AVAudioSession.sharedInstance().setCategory(.playback)

        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        PlaybackController.shared.saveProgress()
    }
}
