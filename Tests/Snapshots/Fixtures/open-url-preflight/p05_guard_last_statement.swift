import UIKit

final class SettingsViewController: UIViewController {
    func showError() {}

    func openSettings(_ u: URL) {
        guard UIApplication.shared.canOpenURL(u) else { // expect: open-url-preflight URL-C
            showError()
            return
        }
        UIApplication.shared.open(u)
    }
}
