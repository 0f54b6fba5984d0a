import SwiftUI

// iOS 15: NavigationStack is iOS 16, so nothing changes and nothing is reported.
struct Inbox: View {
    var body: some View {
        NavigationView { // nope: NavigationStack needs iOS 16
            List { Text("Mail") }
        }
        .navigationViewStyle(.stack)
    }
}

struct Sidebar: View {
    var body: some View {
        NavigationView { // nope: NavigationSplitView needs iOS 16 too
            List { Text("Folders") }
            Text("Select a folder")
        }
    }
}
