import SwiftUI

// A macOS 13 target: onChange(of:perform:) is deprecated from macOS 14.
struct MacView: View {
    @State private var name = ""
    var body: some View {
        Text(name)
            .onChange(of: name) { value in // nope: macOS 13 target
                print(value)
            }
    }
}
