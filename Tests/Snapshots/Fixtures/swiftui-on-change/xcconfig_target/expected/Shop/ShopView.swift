import SwiftUI

// The Shop target's xcconfig (through an include) sets iOS 17.0: the compiler warns.
struct ShopView: View {
    @State private var query = ""
    var body: some View {
        Text(query)
            .onChange(of: query) { _, newValue in // expect: swiftui-on-change
                print(newValue)
            }
    }
}
