import SwiftUI

struct BuildView: View {
    @State private var label = "" // expect: redundant-state-default

    init(name: String) {
        #if DEBUG
        label = "debug " + name
        #else
        label = name
        #endif
    }

    var body: some View { Text(label) }
}
