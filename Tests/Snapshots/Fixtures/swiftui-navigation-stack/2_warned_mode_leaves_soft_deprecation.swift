import SwiftUI

// NavigationView is deprecated at 100000 (softly): the compiler never warns, so the default mode changes nothing.
struct Inbox: View {
    var body: some View {
        NavigationView { // nope: soft deprecation, warned mode
            List { Text("Mail") }
        }
        .navigationViewStyle(.stack)
    }
}
