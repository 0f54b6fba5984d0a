import SwiftUI

struct SupportRow: View {
    @Environment(\.openURL) var openURL
    let mail: URL
    @State private var failed = false

    var body: some View {
        Button("Mail support") {
            if UIApplication.shared.canOpenURL(mail) { // expect: open-url-preflight URL-A
                UIApplication.shared.open(mail)
            }
        }
    }
}

struct LegacyRow: View {
    let link: URL
    @State private var failed = false

    func openURL(_ url: URL) {} // nope: the name is taken, so the UIKit form stays

    var body: some View {
        Button("Open") {
            if UIApplication.shared.canOpenURL(link) { // expect: open-url-preflight URL-B
                UIApplication.shared.open(link)
            } else {
                failed = true
            }
        }
    }
}

extension SupportRow {
    func retry() {
        if UIApplication.shared.canOpenURL(mail) { // expect: open-url-preflight URL-A
            UIApplication.shared.open(mail)
        }
    }

    static func openStatic(_ url: URL) {
        if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-A
            UIApplication.shared.open(url)
        }
    }
}
