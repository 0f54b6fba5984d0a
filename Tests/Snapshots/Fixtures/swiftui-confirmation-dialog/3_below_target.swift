import SwiftUI

// iOS 14: confirmationDialog and Button roles do not exist.
struct Inbox: View {
    @State private var choosing = false
    var body: some View {
        List { Text("a") }
            .actionSheet(isPresented: $choosing) { // nope: confirmationDialog is iOS 15
                ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Date")), .cancel()])
            }
    }
}
