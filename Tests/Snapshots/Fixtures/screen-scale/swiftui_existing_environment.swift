import SwiftUI

struct AvatarView: View {
    @Environment(\.displayScale) var pixelScale
    let url: URL

    var body: some View {
        Circle()
            .stroke(lineWidth: 1 / UIScreen.main.scale) // expect: screen-scale
            .overlay(Text(url.lastPathComponent))
    }
}

struct StatusDot: SwiftUI.View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Circle().frame(width: 4 * UIScreen.main.traitCollection.displayScale) // expect: screen-scale
    }
}
