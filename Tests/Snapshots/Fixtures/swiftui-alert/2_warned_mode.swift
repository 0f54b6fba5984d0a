import SwiftUI

// Default mode: Alert and alert(isPresented:content:) are deprecated at 100000, so the compiler never warns.
struct Inbox: View {
    @State private var failed = false
    var body: some View {
        List { Text("a") }
            .alert(isPresented: $failed) { // nope: soft deprecation, warned mode
                Alert(title: Text("Sync failed"), dismissButton: .default(Text("OK")))
            }
    }
}
