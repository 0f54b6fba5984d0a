import SwiftUI

// Case 7 (TN3211): assigning state before `name` uses self too early with the @State macro.
struct CounterView: View {
    @State private var counter: Int
    let name: String

    init(name: String) {
        self.counter = 42 // expect: redundant-state-default
        // the display name
        self.name = name
    }

    var body: some View { Text("\(name) \(counter)") }
}
