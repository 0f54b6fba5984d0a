import UIKit

final class Share {
    func payPalInstalled() -> Bool {
        UIApplication.shared.canOpenURL(URL(string: "paypal://")!) // expect: open-url-preflight URL-W7
    }
}
