import SwiftUI

// .task is iOS 15.
struct Feed: View {
    var body: some View {
        Text("Feed")
            .onAppear { // nope: task(priority:_:) needs iOS 15
                Task { await refresh() }
            }
    }
    func refresh() async {}
}
