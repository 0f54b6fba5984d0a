import UIKit

final class LegacyLinks {
    func call(_ phone: String) {
        let url = URL(string: "tel://\(phone)")!
        UIApplication.shared.openURL(url) // expect: open-url-preflight URL-H
    }

    func mail(_ url: URL) {
        _ = UIApplication.shared.openURL(url) // expect: open-url-preflight URL-H
    }
}
