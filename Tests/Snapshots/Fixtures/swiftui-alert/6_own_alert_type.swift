import SwiftUI

// The app's own Alert type and modifier: `Alert(...)` below is not SwiftUI's.
struct Alert {
    let title: String
}

extension View {
    func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
}

struct Banner: View {
    @State private var showing = false
    var body: some View {
        Text("Banner")
            .alert(isPresented: $showing) { // nope: the app declares Alert
                Alert(title: "Saved")
            }
    }
}
