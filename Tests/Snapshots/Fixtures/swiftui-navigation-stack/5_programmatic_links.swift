import SwiftUI

// NavigationLink(isActive:) does not reset its binding inside a NavigationStack: the project must
// move such links first.
struct Flow: View {
    @State private var showsDetail = false
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack NAVSTACK-I3
            NavigationLink(destination: Text("Detail"), isActive: $showsDetail) {
                Text("Open")
            }
        }
        .navigationViewStyle(.stack)
    }
}
