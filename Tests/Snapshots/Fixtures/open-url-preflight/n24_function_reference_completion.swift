import UIKit

final class Opener: UIViewController {
    func done(_ ok: Bool) {}

    func go(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W3
            UIApplication.shared.open(url, options: [:], completionHandler: done)
        } else {
            print("no")
        }
    }
}
