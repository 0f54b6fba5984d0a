//
//  AppDelegate.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

@main // expect: scene-delegate
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// Shows sync progress above the app's own window.
    private lazy var syncStatusWindow: UIWindow = {
        let overlay = UIWindow(frame: UIScreen.main.bounds).joiningAppScene()
        overlay.rootViewController = SyncStatusViewController()
        overlay.windowLevel = .alert
        return overlay
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NoteStore.shared.load()
        syncStatusWindow.isHidden = false
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        NoteStore.shared.save()
    }
}

final class SyncStatusViewController: UIViewController {}
