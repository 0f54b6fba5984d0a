import UIKit

final class SettingsLink {
    var opened = 0

    func showError() {}

    func openSettings(_ u: URL) {
        guard UIApplication.shared.canOpenURL(u) else { // expect: open-url-preflight URL-W5
            showError()
            return
        }
        UIApplication.shared.open(u)
        opened += 1
    }
}
