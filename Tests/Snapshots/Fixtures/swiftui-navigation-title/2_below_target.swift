import SwiftUI

// iOS 13: navigationTitle does not exist.
struct Inbox: View {
    var body: some View {
        List { Text("a") }
            .navigationBarTitle("Inbox", displayMode: .inline) // nope: navigationTitle is iOS 14
    }
}
