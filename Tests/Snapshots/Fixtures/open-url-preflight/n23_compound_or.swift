import UIKit

func openIfAllowed(_ url: URL, force: Bool) {
    if force || UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W4
        UIApplication.shared.open(url)
    }
}

func openWithLongFallback(_ s: String) {
    if let u = URL(string: s), UIApplication.shared.canOpenURL(u) { // expect: open-url-preflight URL-W4
        UIApplication.shared.open(u)
    } else {
        print("missing")
        print("really missing")
    }
}
