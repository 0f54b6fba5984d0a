import SwiftUI

struct OpenInMapsButton: View {
    let url: URL

    var body: some View {
        VStack {
            Button("Open in Maps") {
                UIApplication.shared.open(url)
            }
            .disabled(!UIApplication.shared.canOpenURL(url)) // expect: open-url-preflight URL-W7
            if UIApplication.shared.canOpenURL(url) { // expect: open-url-preflight URL-W7
                Text("Maps is installed")
            }
        }
    }
}
