import SwiftUI

// Case 6: the second init keeps the default, so removing it would not compile.
struct CounterView: View {
    @State private var count = 0 // expect: redundant-state-default STATE-E3

    init(start: Int) {
        count = start
    }

    init() {}

    var body: some View { Text("\(count)") }
}
