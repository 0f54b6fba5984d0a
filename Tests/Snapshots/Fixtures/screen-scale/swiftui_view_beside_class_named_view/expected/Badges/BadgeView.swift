import SwiftUI

// `View` here is SwiftUI's protocol; LegacyKit, another module of the checkout, has a UIView
// subclass named View, which says nothing about this struct.
struct BadgeView: View {
    @Environment(\.displayScale) private var displayScale
    var title: String

    var body: some View {
        VStack {
            Text(title)
            Divider().frame(height: 1 / displayScale) // expect: screen-scale
        }
    }
}
