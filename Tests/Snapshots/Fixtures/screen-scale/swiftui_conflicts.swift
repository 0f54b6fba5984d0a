import SwiftUI

struct GaugeView: View {
    let displayScale: CGFloat

    var body: some View {
        Rectangle().frame(height: displayScale / UIScreen.main.scale) // expect: screen-scale SCALE-W6
    }
}

struct ChipView: View {
    var body: some View {
        Text("chip").opacity(UIScreen.main.traitCollection.userInterfaceStyle == .dark ? 1 : 0.5) // expect: screen-scale SCALE-W6
    }
}

struct TagView: View {
    var body: some View {
        Text("tag")
            .padding(.vertical, 1 / UIScreen.main.scale) // expect: screen-scale SCALE-R3
            .task {
                await Task.detached {
                    print(UIScreen.main.scale) // expect: screen-scale SCALE-W3
                }.value
            }
    }
}
