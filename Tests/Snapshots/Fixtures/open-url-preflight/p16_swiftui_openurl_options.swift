import SwiftUI

struct UniversalLinkButton: View {
    let link: URL
    @State private var failed = false

    var body: some View {
        Button("Open") {
            if UIApplication.shared.canOpenURL(link) { // expect: open-url-preflight URL-B
                UIApplication.shared.open(link, options: [.universalLinksOnly: true])
            } else {
                failed = true
            }
        }
    }
}
