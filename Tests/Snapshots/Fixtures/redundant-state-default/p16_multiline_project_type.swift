import SwiftUI

struct Filter {
    var a: Int
    var b: Int
}

// Case 16: the whole multi-line default goes.
struct FilterView: View {
    @State private var filter = Filter( // expect: redundant-state-default
        a: 1,
        b: 2
    ) // keep me

    init(a: Int) {
        filter = Filter(a: a, b: 0)
    }

    var body: some View { Text("\(filter.a)") }
}
