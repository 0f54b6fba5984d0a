import SwiftUI

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

// Case 14: a second wrapper redeclares `_x` once @State is a macro.
struct ClampedView: View {
    @State @Clamped var x = 0 // expect: redundant-state-default STATE-W4

    var body: some View { Text("\(x)") }
}
