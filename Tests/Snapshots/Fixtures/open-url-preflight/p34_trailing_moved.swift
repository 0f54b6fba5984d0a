import UIKit

final class TrackedLinkViewController: UIViewController {
    func track(_ event: String) {}

    func openStore(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-B
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
            // Count only real hand-offs.
            track("store")
        } else {
            dismiss(animated: true)
        }
    }
}
