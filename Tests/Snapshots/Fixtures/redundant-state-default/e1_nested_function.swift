import SwiftUI

struct NestedView: View {
    @State private var label = "" // expect: redundant-state-default STATE-E1

    init(name: String) {
        func apply() {
            label = name
        }
        apply()
    }

    var body: some View { Text(label) }
}
