import UIKit

final class WeakViewController: UIViewController {
    func go(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W5
            UIApplication.shared.open(url, options: [:]) { [weak self] ok in
                self?.title = ok ? "opened" : "failed"
            }
        } else {
            dismiss(animated: true)
        }
    }
}
