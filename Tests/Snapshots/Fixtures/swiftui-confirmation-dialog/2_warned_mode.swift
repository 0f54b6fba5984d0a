import SwiftUI

// Default mode: ActionSheet and actionSheet(isPresented:content:) are deprecated at 100000, so the compiler never warns.
struct Inbox: View {
    @State private var choosing = false
    var body: some View {
        List { Text("a") }
            .actionSheet(isPresented: $choosing) { // nope: soft deprecation, warned mode
                ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Date")), .cancel()])
            }
    }
}
