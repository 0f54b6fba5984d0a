import SwiftUI

// No deployment target known: nothing is reported.
func destination() -> AnyView { // nope: deployment target unknown
    AnyView(Text("Home"))
}
