import UIKit

func log() {}
func showFallback() {}

func openWithLogging(_ u: URL) {
    if UIApplication.shared.canOpenURL(u) { // expect: open-url-preflight URL-B
        UIApplication.shared.open(u, options: [:]) { _ in log() }
    } else {
        showFallback()
    }
}
