import SwiftUI

extension BannerView {
    var footer: some View {
        Color.gray.frame(height: 2 / UIScreen.main.scale) // expect: screen-scale SCALE-W6
    }
}
