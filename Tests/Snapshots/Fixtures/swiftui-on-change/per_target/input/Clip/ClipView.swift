import SwiftUI

// A file system synchronized folder of the Clip target (iOS 17).
struct ClipView: View {
    @State private var step = 0
    var body: some View {
        Text("clip")
            .onChange(of: step) { _ in // expect: swiftui-on-change
                print("moved")
            }
    }
}
