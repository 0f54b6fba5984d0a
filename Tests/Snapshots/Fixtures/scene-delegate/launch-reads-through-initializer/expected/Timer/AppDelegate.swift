//
//  AppDelegate.swift
//  Timer
//

import UIKit

final class TimerViewController: UIViewController {}

/// Tints every window as it is made: at launch, the app's windows.
final class Appearance {
    private let tint: UIColor

    init(tint: UIColor) {
        self.tint = tint
        apply()
    }

    private func apply() {
        UIApplication.shared.windows.forEach { $0.tintColor = tint } // expect: scene-delegate SCENE-W11
    }
}

/// Counts launches; what it reads is only logged.
final class LaunchLog {
    func record() {
        let key = UIApplication.shared.keyWindow // expect: scene-delegate SCENE-W11
        print("key window at launch: \(String(describing: key))")
    }
}

@main // expect: scene-delegate
final class AppDelegate: UIResponder, UIApplicationDelegate {

    lazy var window: UIWindow? = {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TimerViewController()
        print("window built")
        return window
    }()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.makeKeyAndVisible()
        _ = Appearance(tint: .systemIndigo)
        let log = LaunchLog()
        log.record()
        return true
    }
}
