import UIKit

/// Shows short messages above the app in a window of their own.
final class ToastPresenter {
    static let shared = ToastPresenter()
    private var window: UIWindow?

    func show(_ message: String) {
        let toast = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 44 + UIWindow().bounds.height)).joiningAppScene()
        toast.rootViewController = UIViewController()
        toast.isHidden = false
        window = toast
        print("toast: \(message)")
    }
}
