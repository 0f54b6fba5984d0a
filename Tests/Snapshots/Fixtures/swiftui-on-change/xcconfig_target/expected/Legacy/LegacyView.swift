import SwiftUI

// The Legacy target's xcconfig includes Shop's but lowers the simulator build to iOS 16.0.
struct LegacyView: View {
    @State private var query = ""
    var body: some View {
        Text(query)
            .onChange(of: query) { newValue in // nope: iOS 16.0 under [sdk=iphonesimulator*]
                print(newValue)
            }
    }
}
