import UIKit

func isMailto(_ scheme: String?) -> Bool { scheme == "mailto" }

func handle(_ request: URLRequest, inApp: Bool) {
    if inApp {
        print("in app")
    } else if let url = request.url, isMailto(url.scheme), UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-E
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
}
