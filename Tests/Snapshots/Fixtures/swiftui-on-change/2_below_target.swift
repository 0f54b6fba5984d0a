import SwiftUI

// iOS 16: the compiler does not warn and the new forms do not exist, in either mode.
struct Search: View {
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query)
            .onChange(of: query) { newValue in // nope: iOS 16 target
                print(newValue)
            }
    }
}
