import UIKit

func call(number: String) {
    let application = UIApplication.shared
    guard let url = URL(string: "tel://\(number)") else { return }
    if application.canOpenURL(url) { // expect: open-url-preflight URL-A
        application.openURL(url)
    }
}

func callAgain(number: String) {
    let app = UIApplication.shared
    guard let url = URL(string: "tel://\(number)") else { return }
    guard app.canOpenURL(url) else { return } // expect: open-url-preflight URL-C
    app.open(url)
}
