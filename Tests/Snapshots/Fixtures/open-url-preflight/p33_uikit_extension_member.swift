import UIKit

extension UIViewController {
    func open(url: URL, failure: (title: String, message: String)? = nil) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-B
            UIApplication.shared.openURL(url)
        } else {
            showAlert(title: failure?.title, message: failure?.message)
        }
    }
}

extension UIViewController {
    func showAlert(title: String?, message: String?) {}
}
