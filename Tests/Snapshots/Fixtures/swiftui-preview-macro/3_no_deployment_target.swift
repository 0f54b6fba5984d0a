import SwiftUI

// No Xcode target, manifest or --deployment-target gives this file a deployment target: nothing
// changes and nothing is reported.
struct Card: View {
    var body: some View { Text("Card") }
}

struct Card_Previews: PreviewProvider { // nope: deployment target unknown
    static var previews: some View {
        Card()
    }
}
