import UIKit

final class Counter: UIViewController {
    func tryOpen(_ url: URL) {
        var failures = 0
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W5
            UIApplication.shared.open(url)
        } else {
            failures += 1
        }
        print(failures)
    }
}
