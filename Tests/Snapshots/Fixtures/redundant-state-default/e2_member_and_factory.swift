import SwiftUI

enum Mode { case list, grid }

struct Store {
    static func make() -> Store { Store() }
}

struct LayoutView: View {
    @State private var mode = Mode.list // expect: redundant-state-default STATE-E2
    @State private var store = Store.make() // expect: redundant-state-default STATE-E2
    @State private var scale = 1.0 * 2 // expect: redundant-state-default STATE-E2

    init(mode: Mode) {
        self.mode = mode
        self.store = Store()
        self.scale = 3
    }

    var body: some View { Text("layout") }
}
