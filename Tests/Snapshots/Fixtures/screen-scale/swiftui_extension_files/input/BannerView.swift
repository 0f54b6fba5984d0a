import SwiftUI

struct BannerView: View {
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
        Color.gray.frame(height: 1 / UIScreen.main.scale) // expect: screen-scale SCALE-R3
    }
}
