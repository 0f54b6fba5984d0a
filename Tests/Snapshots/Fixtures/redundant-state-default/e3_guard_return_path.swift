import SwiftUI

struct OptionalStartView: View {
    @State private var count = 0 // expect: redundant-state-default STATE-E3

    init(start: Int?) {
        guard let start else { return }
        count = start
    }

    var body: some View { Text("\(count)") }
}
