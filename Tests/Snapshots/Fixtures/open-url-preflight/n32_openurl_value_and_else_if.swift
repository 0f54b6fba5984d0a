import UIKit

func dial(_ url: URL) -> Bool {
    return UIApplication.shared.openURL(url) // expect: open-url-preflight URL-W10
}

func route(_ url: URL, web: URL, preferWeb: Bool) {
    if preferWeb {
        UIApplication.shared.open(web)
    } else if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W4
        UIApplication.shared.open(url)
    }
}
