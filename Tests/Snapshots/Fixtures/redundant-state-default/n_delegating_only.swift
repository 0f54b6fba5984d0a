import SwiftUI

struct DelegatingView: View {
    @State private var zoom = 1.0 // nope: the only init delegates and never assigns

    init(title: String) {
        self.init()
        print(title)
    }

    init() {}

    var body: some View { Text("\(zoom)") }
}
