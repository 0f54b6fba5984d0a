import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func openTwitter(in app: UIApplication, handle: String) {
        let appURL = URL(string: "twitter://user?screen_name=\(handle)")!
        let webURL = URL(string: "https://twitter.com/\(handle)")!
        if app.canOpenURL(appURL) { // expect: open-url-preflight URL-B
            app.open(appURL)
        } else {
            app.open(webURL)
        }
    }
}
