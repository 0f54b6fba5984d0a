import SwiftUI
import UIKit

struct HelpLink: View {
    @Environment(\.openURL) private var openURL
    let url: URL

    var body: some View {
        Button("Help") {
            openURL(url) // nope: the SwiftUI environment action is already the right call
        }
    }
}

final class ShareViewController: UIViewController {
    func finish(_ url: URL) {
        extensionContext?.open(url, completionHandler: nil) // nope: extension context, not UIApplication
        let selector = #selector(UIApplication.canOpenURL(_:)) // nope: a selector, not a call
        _ = selector
    }
}

final class Browser {
    func openURL(_ url: URL) {} // nope: a method declaration named openURL

    func go(_ url: URL) {
        openURL(url) // nope: the type's own method
        self.openURL(url) // nope: the type's own method through self
    }
}
