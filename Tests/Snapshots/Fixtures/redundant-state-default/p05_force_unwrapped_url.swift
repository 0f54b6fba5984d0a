import SwiftUI

// Case 5: `URL(string:)!` is a URL.
struct LinkView: View {
    @State private var destination = URL(string: "https://example.com")! // expect: redundant-state-default

    init(link: URL) {
        destination = link
    }

    var body: some View { Link("open", destination: destination) }
}
