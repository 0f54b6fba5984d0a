import UIKit

final class ShareSheet {
    func facebookInstalled() -> Bool {
        let fb = URL(string: "fb://")!
        let installed = UIApplication.shared.canOpenURL(fb) // expect: open-url-preflight URL-W7
        return installed
    }

    func twitterInstalled() -> Bool {
        return UIApplication.shared.canOpenURL(URL(string: "twitter://")!) // expect: open-url-preflight URL-W7
    }

    func log(_ value: Bool) {}

    func record(url: URL) {
        log(UIApplication.shared.canOpenURL(url)) // expect: open-url-preflight URL-W7
    }

    func title(for url: URL) -> String {
        UIApplication.shared.canOpenURL(url) ? "Open app" : "Get app" // expect: open-url-preflight URL-W7
    }

    func poll(url: URL) {
        while !UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W7
            sleep(1)
        }
    }
}
