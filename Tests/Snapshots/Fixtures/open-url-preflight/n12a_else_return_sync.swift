import UIKit

final class Launcher {
    func launch(_ url: URL) -> Bool {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W5
            UIApplication.shared.open(url)
        } else {
            return false
        }
        return true
    }
}
