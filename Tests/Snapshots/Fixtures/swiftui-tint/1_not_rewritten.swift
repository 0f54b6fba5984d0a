import SwiftUI

struct Switches: View {
    @State private var on = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $on)
            .accentColor(.green) // nope: soft deprecation, warned mode
            .foregroundColor(Color.accentColor) // nope: Color.accentColor is not the modifier
    }
}
