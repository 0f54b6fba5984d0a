import SwiftUI

// Case 8: `compute` is an instance method, so `self.name = compute(name)` cannot move above the state assignment.
struct GreetingView: View {
    @State private var counter: Int
    let name: String

    init(name: String) {
        self.counter = 42 // expect: redundant-state-default STATE-E4
        self.name = compute(name)
    }

    func compute(_ value: String) -> String { value.uppercased() }

    var body: some View { Text(name) }
}
