import SwiftUI

// Default mode: navigationBarTitle is deprecated at 100000, so the compiler never warns.
struct Inbox: View {
    var body: some View {
        List { Text("a") }
            .navigationBarTitle("Inbox") // nope: soft deprecation, warned mode
    }
}
