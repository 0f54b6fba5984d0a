//
//  AppCoordinator.swift
//  Tasks
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class AppCoordinator {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        print("coordinator started")
    }
}
