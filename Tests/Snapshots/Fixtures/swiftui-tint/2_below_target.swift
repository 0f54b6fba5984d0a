import SwiftUI

struct Switches: View {
    @State private var on = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $on).accentColor(.green) // nope: tint(_:) is iOS 15
    }
}
