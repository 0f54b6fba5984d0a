import SwiftUI

// onAppear is not deprecated: the default mode reports nothing.
struct Feed: View {
    var body: some View {
        Text("Feed")
            .onAppear { // nope: warned mode
                Task { await refresh() }
            }
    }
    func refresh() async {}
}
