import SwiftUI

struct BadgeView: View {
    @State var count = 0 // expect: redundant-state-default STATE-W3
    @State var label = "" // nope: no call passes it
    @State private var isOn = false // nope: private, not a memberwise parameter callers use

    var body: some View { Text("\(label) \(count) \(isOn)") }
}

struct HostView: View {
    var body: some View {
        BadgeView(count: 5)
    }
}
