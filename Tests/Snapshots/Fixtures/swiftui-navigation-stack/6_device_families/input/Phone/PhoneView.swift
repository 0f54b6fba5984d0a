import SwiftUI

struct PhoneView: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            List { Text("Phone") }
        }
    }
}
