import SwiftUI

// Compiled by App (iOS 17) and Widget (iOS 16): the lowest target decides.
struct SharedView: View {
    @State private var flag = false
    var body: some View {
        Text("shared")
            .onChange(of: flag) { value in // nope: also built for iOS 16
                print(value)
            }
    }
}
