import SwiftUI

struct SheetView: View {
    @State private var isPresented = false // expect: redundant-state-default STATE-W1

    init(presented: Bool) {
        _isPresented = State(initialValue: presented)
    }

    init() {}

    var body: some View { Text("sheet") }
}
