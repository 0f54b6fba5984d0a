import SwiftUI

struct PadView: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I4
            List { Text("Pad") }
        }
    }
}
