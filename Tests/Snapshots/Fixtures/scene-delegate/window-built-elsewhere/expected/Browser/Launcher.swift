//
//  Launcher.swift
//  Browser
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class Launcher {
    private let window = UIWindow(frame: UIScreen.main.bounds).joiningAppScene()

    func start() {
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        (UIApplication.shared.delegate as? AppDelegate)?.window = window
    }
}
