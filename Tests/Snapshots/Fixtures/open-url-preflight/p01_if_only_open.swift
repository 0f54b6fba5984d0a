import UIKit

func openDestination(_ url: URL) {
    if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-A
        UIApplication.shared.open(url)
    }
}
