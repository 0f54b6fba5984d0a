import SwiftUI

// PreviewProvider is not deprecated: the compiler never warns, so the default mode changes nothing.
struct Card: View {
    var body: some View { Text("Card") }
}

struct Card_Previews: PreviewProvider { // nope: not deprecated, warned mode
    static var previews: some View {
        Card()
    }
}
