import UIKit

final class Launcher {
    func report(_ url: URL) {}

    @MainActor
    func launch(_ url: URL) async -> Bool {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-G
            UIApplication.shared.open(url)
        } else {
            report(url)
            return false
        }
        return true
    }
}
