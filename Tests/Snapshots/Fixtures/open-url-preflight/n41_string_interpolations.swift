import UIKit

/// canOpenURL and openURL inside string interpolations are reported, never rewritten; text that
/// only names them, escaped or raw, is not.
final class LinkDiagnostics {
    let link = URL(string: "maps://")!

    func summary() -> String {
        "maps installed: \(UIApplication.shared.canOpenURL(link))" // expect: open-url-preflight URL-W7
    }

    func legacy() -> String {
        #"opened: \#(UIApplication.shared.openURL(link))"# // expect: open-url-preflight URL-W10
    }

    func nested(_ name: String) -> String {
        "\(name) \("can: \(UIApplication.shared.canOpenURL(link))")" // expect: open-url-preflight URL-W7
    }

    func notCalls() -> String {
        let escaped = "\\(UIApplication.shared.canOpenURL(link)) is a placeholder" // nope: `\\` then a plain "("
        let raw = #"raw \(UIApplication.shared.canOpenURL(link))"# // nope: a raw string interpolates with \#(
        return escaped + raw
    }
}
