//
//  DebugOverlay.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class DebugOverlay {
    static let shared = DebugOverlay()
    private var overlayWindow: UIWindow?

    func show() {
        let window = UIWindow(frame: UIScreen.main.bounds).joiningAppScene() // nope: the window joins the scene (joiningAppScene)
        window.windowLevel = .alert + 1
        window.isHidden = false
        overlayWindow = window
    }
}
