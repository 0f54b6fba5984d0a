import SwiftUI

enum Source {
    case fixed(Int)
    case derived(Int)
}

struct PatternView: View {
    @State private var value = 0 // nope: each case assigns a pattern-bound local named `value`

    init(source: Source) {
        switch source {
        case var .fixed(value):
            value = value * 2
            print(value)
        case .derived(var value):
            value = value + 1
            print(value)
        }
    }

    var body: some View { Text("\(value)") }
}
