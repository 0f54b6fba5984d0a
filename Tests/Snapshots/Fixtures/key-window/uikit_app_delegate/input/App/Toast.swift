import UIKit

enum Toast {
    static func host() -> UIView? {
        UIApplication.shared.keyWindow // nope: scene-delegate reports this shape (SCENE-A2) in UIKit app-delegate projects
    }

    static func all() -> [UIWindow] {
        UIApplication.shared.windows // nope: scene-delegate reports this (SCENE-A3)
    }

    static func overlay() -> UIWindow {
        UIWindow(frame: .zero) // nope: scene-delegate reports this (SCENE-A4)
    }

    static func delegateWindow() -> UIWindow? {
        UIApplication.shared.delegate?.window ?? nil // expect: key-window KEYWIN-W4
    }
}
