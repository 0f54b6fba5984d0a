import SwiftUI

// The App target builds for iOS 17.0 (Debug) and 17.2 (Release): the compiler warns.
struct AppView: View {
    @State private var query = ""
    var body: some View {
        Text(query)
            .onChange(of: query) { _, newValue in // expect: swiftui-on-change
                print(newValue)
            }
    }
}
