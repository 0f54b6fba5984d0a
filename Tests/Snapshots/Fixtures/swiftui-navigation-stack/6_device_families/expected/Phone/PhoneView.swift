import SwiftUI

struct PhoneView: View {
    var body: some View {
        NavigationStack { // expect: swiftui-navigation-stack
            List { Text("Phone") }
        }
    }
}
