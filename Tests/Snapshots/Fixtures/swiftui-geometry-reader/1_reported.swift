import SwiftUI

struct Split: View {
    var body: some View {
        GeometryReader { proxy in // expect: swiftui-geometry-reader GEOMETRY-I1
            HStack(spacing: 0) {
                Text("Side").frame(width: proxy.size.width * 0.3)
                Text("Main").frame(width: proxy.size.width * 0.7, height: proxy.size.height)
            }
        }
    }
}

struct Positions: View {
    var body: some View {
        GeometryReader { proxy in // nope: reads the proxy's frame, which needs a GeometryReader
            Text("\(proxy.frame(in: .global).minX)")
        }
    }
}

struct PassesItOn: View {
    var body: some View {
        GeometryReader { geometry in // nope: passes the proxy on
            Content(proxy: geometry)
        }
    }
}

struct Content: View {
    let proxy: GeometryProxy
    var body: some View { Text("\(proxy.size.width)") }
}

struct Unnamed: View {
    var body: some View {
        GeometryReader { _ in // nope: the proxy is not read
            Text("Fill")
        }
    }
}

struct Measures: View {
    @State private var height: CGFloat = 0
    var body: some View {
        GeometryReader { proxy in // nope: measures the size into state, which containerRelativeFrame does not do
            Color.clear.onAppear { height = proxy.size.height }
        }
    }
}
