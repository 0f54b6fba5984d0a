import SwiftUI

struct WatchView: View {
    var body: some View {
        NavigationView { // expect: swiftui-navigation-stack
            List { Text("Watch") }
        }
    }
}
