import UIKit

final class StoreLink: UIViewController {
    func showStore() {}

    func openApp(_ s: String) {
        if let u = URL(string: s), UIApplication.shared.canOpenURL(u) { // expect: open-url-preflight URL-E
            UIApplication.shared.open(u)
        } else {
            showStore()
        }
    }

    func openBoth(_ u: URL, enabled: Bool) {
        if enabled && UIApplication.shared.canOpenURL(u) { // expect: open-url-preflight URL-F
            UIApplication.shared.open(u)
        }
    }
}
