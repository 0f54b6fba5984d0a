import UIKit

/// openURL: named as a selector, the way extension code opens its app through the responder chain:
/// performed, it reaches openURL(_:), which opens nothing on iOS 27. Reported, never rewritten.
final class ShareViewController: UIViewController {
    func openHost(_ url: URL) {
        var responder: UIResponder? = self
        while let current = responder {
            if current.responds(to: #selector(UIApplication.openURL(_:))) { // expect: open-url-preflight URL-W11
                current.perform(#selector(UIApplication.openURL(_:)), with: url) // expect: open-url-preflight URL-W11
                return
            }
            responder = current.next
        }
    }

    func openHostByName(_ url: URL) {
        let selector = sel_registerName("openURL:") // expect: open-url-preflight URL-W11
        var responder: UIResponder? = self
        while let current = responder {
            if current.responds(to: selector) { _ = current.perform(selector, with: url) }
            responder = current.next
        }
        _ = UIApplication.shared.perform(NSSelectorFromString("openURL:"), with: url) // expect: open-url-preflight URL-W11
        _ = UIApplication.shared.perform(Selector(("openURL:")), with: url) // expect: open-url-preflight URL-W11
    }

    enum Constants {
        static let openURLSelector = "openURL:" // expect: open-url-preflight URL-W11
    }

    func openHostThroughConstant(_ url: URL) {
        let selector = sel_registerName(Constants.openURLSelector)
        _ = UIApplication.shared.perform(selector, with: url)
    }

    func notTheLegacyOpen(_ url: URL) {
        _ = responds(to: #selector(UIApplication.canOpenURL(_:))) // nope: names canOpenURL(_:), performs nothing
        _ = responds(to: Selector(("open:options:completionHandler:"))) // nope: another selector
    }
}

/// A type's own openURL(_:) is what an unqualified #selector names.
final class Router: NSObject {
    @objc func openURL(_ url: URL) {}

    func wire(_ button: UIButton) {
        button.addTarget(self, action: #selector(openURL(_:)), for: .touchUpInside) // nope: Router's own method
    }
}
