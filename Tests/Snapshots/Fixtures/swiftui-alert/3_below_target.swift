import SwiftUI

// iOS 14: alert(_:isPresented:actions:) and Button roles do not exist.
struct Inbox: View {
    @State private var failed = false
    var body: some View {
        List { Text("a") }
            .alert(isPresented: $failed) { // nope: the modern alert is iOS 15
                Alert(title: Text("Sync failed"), dismissButton: .default(Text("OK")))
            }
    }
}
