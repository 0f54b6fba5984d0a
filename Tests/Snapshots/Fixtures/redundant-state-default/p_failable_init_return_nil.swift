import SwiftUI

struct ValueView: View {
    @State private var value = 0 // expect: redundant-state-default

    init?(value: Int?) {
        guard let value else { return nil }
        self.value = value
    }

    var body: some View { Text("\(value)") }
}
