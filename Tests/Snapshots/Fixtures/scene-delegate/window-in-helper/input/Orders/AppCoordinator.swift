//
//  AppCoordinator.swift
//  Orders
//

import UIKit

final class Services {
    let sync = SyncEngine()
}

final class SyncEngine {
    func resume() { print("sync resumed") }
    func pause() { print("sync paused") }
}

final class OrdersViewController: UIViewController {}

/// Owns the window's content; built by the app delegate with the app's services.
final class AppCoordinator {
    private let window: UIWindow
    private let services: Services

    init(window: UIWindow, services: Services) {
        self.window = window
        self.services = services
    }

    func start() {
        window.rootViewController = UINavigationController(rootViewController: OrdersViewController())
        window.makeKeyAndVisible()
        print("coordinator started")
    }
}
