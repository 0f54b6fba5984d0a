import SwiftUI

struct TwiceView: View {
    @State private var value = 0 // expect: redundant-state-default STATE-E3

    init(a: Int, b: Int) {
        value = a
        if b > 0 {
            value = b
        }
    }

    var body: some View { Text("\(value)") }
}
