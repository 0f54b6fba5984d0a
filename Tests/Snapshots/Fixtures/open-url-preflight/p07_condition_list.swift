import UIKit

func openLink(_ s: String) {
    if let u = URL(string: s), UIApplication.shared.canOpenURL(u) { // expect: open-url-preflight URL-E
        UIApplication.shared.open(u)
    }
}
