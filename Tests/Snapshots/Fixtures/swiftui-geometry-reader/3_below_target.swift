import SwiftUI

// iOS 15: neither Layout nor containerRelativeFrame exists.
struct Split: View {
    var body: some View {
        GeometryReader { proxy in // nope: Layout needs iOS 16
            Text("Side").frame(width: proxy.size.width / 3)
        }
    }
}
