import SwiftUI

struct DestinationButton: View {
    let destination: URL
    @State private var showUnavailableMessage = false

    var body: some View {
        Button("Open destination") {
            if UIApplication.shared.canOpenURL(destination) { // expect: open-url-preflight URL-B
                UIApplication.shared.open(destination)
            } else {
                showUnavailableMessage = true
            }
        }
    }
}
