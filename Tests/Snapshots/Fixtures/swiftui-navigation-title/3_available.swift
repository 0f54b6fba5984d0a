import SwiftUI

struct Screens: View {
    let name: String
    var body: some View {
        VStack {
            List { Text("a") }
                .navigationBarTitle("Inbox") // expect: swiftui-navigation-title
            List { Text("b") }
                .navigationBarTitle(Text("Drafts"), displayMode: .inline) // expect: swiftui-navigation-title
            List { Text("c") }.navigationBarTitle(name, displayMode: .large) // expect: swiftui-navigation-title
            List { Text("d") }.navigationBarTitle(name) // expect: swiftui-navigation-title
        }
    }
}
