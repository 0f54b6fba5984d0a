import SwiftUI

struct BannerView: View {
    @Environment(\.displayScale) private var displayScale
    var title: String

    var body: some View {
        VStack {
            Text(title)
            separator
        }
    }
}

extension BannerView {
    var separator: some View {
        Color.gray.frame(height: 1 / displayScale) // expect: screen-scale SCALE-R3
    }
}
