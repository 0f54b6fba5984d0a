import UIKit

enum Toast {
    static func host() -> UIView? {
        UIApplication.shared.keyWindow // expect: key-window KEYWIN-W1 (with scene-delegate running, only its SCENE-A2)
    }

    static func all() -> [UIWindow] {
        UIApplication.shared.windows // expect: key-window KEYWIN-W2 (with scene-delegate running, only its SCENE-A3)
    }

    static func overlay() -> UIWindow {
        UIWindow(frame: .zero) // expect: key-window KEYWIN-W3 (with scene-delegate running, only its SCENE-A4)
    }

    static func delegateWindow() -> UIWindow? {
        UIApplication.shared.delegate?.window ?? nil // expect: key-window KEYWIN-W4
    }
}
