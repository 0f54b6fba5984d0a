//
//  LockScreen.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class PasscodeViewController: UIViewController {}

/// Covers the app with a passcode screen in a window of its own.
final class LockScreen {
    private let window = UIWindow()

    init() {
        window.windowLevel = .alert
    }

    func show() {
        window.rootViewController = PasscodeViewController()
        window.makeKeyAndVisible()
        if window.isKeyWindow { // expect: scene-delegate SCENE-W14
            print("passcode entry ready")
        } else {
            print("passcode entry not ready")
        }
    }
}
