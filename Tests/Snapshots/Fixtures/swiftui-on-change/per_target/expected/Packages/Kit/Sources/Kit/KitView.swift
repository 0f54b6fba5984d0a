import SwiftUI

// A local package for iOS 17 and macOS 14: warned on both.
public struct KitView: View {
    @State private var value = 0.0
    public var body: some View {
        Text("kit")
            .onChange(of: value) { _, newValue in // expect: swiftui-on-change
                print(newValue)
            }
    }
}
