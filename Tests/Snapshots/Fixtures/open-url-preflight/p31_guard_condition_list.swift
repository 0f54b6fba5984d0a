import UIKit

final class PhoneViewController: UIViewController {
    func showError() {}

    func call(_ phone: String?) {
        guard let phone, let url = URL(string: "tel://\(phone)"), UIApplication.shared.canOpenURL(url) else { // expect: open-url-preflight URL-E
            return
        }
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    func mail(_ address: String) {
        guard let url = URL(string: "mailto:\(address)"),
              UIApplication.shared.canOpenURL(url) else { // expect: open-url-preflight URL-E
            showError()
            return
        }
        UIApplication.shared.open(url)
    }
}
