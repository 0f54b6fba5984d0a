import SwiftUI

// AnyView is not deprecated: the default mode reports nothing.
func destination() -> AnyView { // nope: warned mode
    AnyView(Text("Home"))
}
