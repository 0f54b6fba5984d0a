import SwiftUI

// `View` here is SwiftUI's protocol; LegacyKit, another module of the checkout, has a UIView
// subclass named View, which says nothing about this struct.
struct BadgeView: View {
    var title: String

    var body: some View {
        VStack {
            Text(title)
            Divider().frame(height: 1 / UIScreen.main.scale) // expect: screen-scale
        }
    }
}
