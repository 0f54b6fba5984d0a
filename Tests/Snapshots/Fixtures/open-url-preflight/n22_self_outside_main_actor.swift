import UIKit

final class DeepLinker {
    var lastError: String?

    func open(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W5
            UIApplication.shared.open(url)
        } else {
            lastError = "cannot open \(url)"
        }
    }
}
