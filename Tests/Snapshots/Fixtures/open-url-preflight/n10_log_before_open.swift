import UIKit

func log(_ message: String) {}

func openTwitter(_ url: URL) {
    if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W6
        log("x")
        UIApplication.shared.open(url)
    } else {
        log("twitter missing")
    }
}
