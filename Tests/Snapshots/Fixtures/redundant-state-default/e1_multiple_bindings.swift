import SwiftUI

struct PairView: View {
    @State private var left = 0, right = 0 // expect: redundant-state-default STATE-E1

    init(left: Int, right: Int) {
        self.left = left
        self.right = right
    }

    var body: some View { Text("\(left) \(right)") }
}
