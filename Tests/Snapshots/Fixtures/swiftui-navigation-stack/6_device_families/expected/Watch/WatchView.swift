import SwiftUI

struct WatchView: View {
    var body: some View {
        NavigationStack { // expect: swiftui-navigation-stack
            List { Text("Watch") }
        }
    }
}
