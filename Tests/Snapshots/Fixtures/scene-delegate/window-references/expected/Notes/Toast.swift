//
//  Toast.swift
//  Notes
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

enum Toast {
    static func show(_ message: String) {
        guard let window = (UIApplication.shared.delegate as? AppDelegate)?.window else { return } // nope: the app delegate keeps pointing its window at the on-screen window
        let label = UILabel()
        label.text = message
        window.addSubview(label)
        print("toast shown: \(message)")
    }

    static func topController() -> UIViewController? {
        var top = UIApplication.shared.keyWindow?.rootViewController // expect: scene-delegate SCENE-A2
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }

    static func dismissAll() {
        for window in UIApplication.shared.windows { // expect: scene-delegate SCENE-A3
            window.rootViewController?.dismiss(animated: false)
        }
    }
}
