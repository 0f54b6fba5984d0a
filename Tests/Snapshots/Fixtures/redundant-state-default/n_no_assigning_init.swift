import SwiftUI

// Case 15: a default and no init that assigns it is exactly right.
struct PlainView: View {
    @State private var count = 0 // nope: no init assigns it
    @State private var name = "" // nope: the init only reads it
    let title: String

    init(title: String) {
        self.title = title
        print(name)
    }

    var body: some View { Text(title) }
}

struct NoInitView: View {
    @State private var isOn = false // nope: no explicit init

    var body: some View { Toggle("on", isOn: $isOn) }
}
