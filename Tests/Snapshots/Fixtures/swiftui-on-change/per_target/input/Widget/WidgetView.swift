import SwiftUI

// The Widget target builds for iOS 16.0: no warning, and the two-parameter form does not exist.
struct WidgetView: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onChange(of: count) { newValue in // nope: iOS 16 target
                print(newValue)
            }
    }
}
