import SwiftUI

// iOS 16: a Layout exists, containerRelativeFrame does not yet; the report says so.
struct Split: View {
    var body: some View {
        GeometryReader { proxy in // expect: swiftui-geometry-reader GEOMETRY-I1
            Text("Side").frame(width: proxy.size.width / 3)
        }
    }
}
