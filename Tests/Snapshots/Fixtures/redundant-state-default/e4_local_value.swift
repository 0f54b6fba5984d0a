import SwiftUI

struct BadgeView: View {
    @State private var counter: Int
    let name: String

    init(name: String) {
        counter = 1 // expect: redundant-state-default STATE-E4
        let upper = name.uppercased()
        self.name = upper
    }

    var body: some View { Text("\(name) \(counter)") }
}
