import SwiftUI

// GeometryReader is not deprecated: the default mode reports nothing.
struct Split: View {
    var body: some View {
        GeometryReader { proxy in // nope: warned mode
            Text("Side").frame(width: proxy.size.width / 3)
        }
    }
}
