import UIKit

final class ChatLauncher: UIViewController {
    var useWeb = false

    func openChat(_ chat: URL, web: URL) {
        // Prefer the app.
        if UIApplication.shared.canOpenURL(chat) { // expect: open-url-preflight URL-B
            // The app is installed.
            UIApplication.shared.open(chat) // open the app
        } else if useWeb { // fall back
            UIApplication.shared.open(web)
        } else {
            showAlert()
        }
    }

    func showAlert() {}
}
