import SwiftUI

struct PhotoViewer: View {
    @State private var opacity: Double
    let url: String

    init(url: String) {
        opacity = 1 // expect: redundant-state-default STATE-E4
        let url = url.lowercased()
        self.url = url
    }

    var body: some View { Text("\(url) \(opacity)") }
}
