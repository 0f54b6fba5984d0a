import UIKit

extension UIApplication {
    func open(_ url: URL, completion: ((Bool) -> Void)? = nil) {
        let application = UIApplication.shared
        guard application.canOpenURL(url) else { // expect: open-url-preflight URL-W5
            completion?(false)
            return
        }
        application.open(url, options: [:], completionHandler: { success in
            completion?(success)
        })
    }

    func openQuietly(_ url: URL, done: @escaping (Bool) -> Void) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W5
            UIApplication.shared.open(url, options: [:]) { success in done(success) }
        } else {
            done(false)
        }
    }
}
