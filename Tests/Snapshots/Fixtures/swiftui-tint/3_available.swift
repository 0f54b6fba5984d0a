import SwiftUI

struct Switches: View {
    @State private var on = false
    let brand: Color?
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $on)
                .accentColor(.green) // expect: swiftui-tint
            Toggle("Bluetooth", isOn: $on).accentColor(brand) // expect: swiftui-tint
            Toggle("Cellular", isOn: $on).accentColor(.primary) // expect: swiftui-tint
        }
        .accentColor(nil) // expect: swiftui-tint
    }
}
