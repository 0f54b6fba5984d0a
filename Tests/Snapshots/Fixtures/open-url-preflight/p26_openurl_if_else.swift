import UIKit

final class Dialer: UIViewController {
    func dial(_ url: URL) {
        if UIApplication.shared.openURL(url) { // expect: open-url-preflight URL-I
            print("dialing")
        } else {
            title = "Cannot dial"
        }
    }
}
