import SwiftUI

struct LoopView: View {
    @State private var last = 0 // expect: redundant-state-default STATE-E1

    init(values: [Int]) {
        for value in values {
            last = value
        }
    }

    var body: some View { Text("\(last)") }
}
