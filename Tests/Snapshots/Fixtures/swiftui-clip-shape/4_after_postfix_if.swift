import SwiftUI

// A modifier after a postfix `#if ... #endif` block applies to the chain the block ends.
struct Card: View {
    var body: some View {
        Text("card")
        #if os(visionOS)
            .background(Material.thick)
        #else
            .background(Color.red)
        #endif
            .cornerRadius(4) // expect: swiftui-clip-shape
    }
}
