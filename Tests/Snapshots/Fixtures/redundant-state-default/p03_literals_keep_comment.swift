import SwiftUI

// Case 3: literals give their type; the trailing comment stays.
struct SeedView: View {
    @State private var count = 0 // seed // expect: redundant-state-default
    @State private var ratio = 0.5 /* half */ // expect: redundant-state-default
    @State private var name = "none" // expect: redundant-state-default
    @State private var isOn = true // expect: redundant-state-default
    @State private var offset = -1 // expect: redundant-state-default

    init() {
        count = 42
        ratio = 1
        name = "seeded"
        isOn = false
        offset = 3
    }

    var body: some View { Text("\(count) \(ratio) \(name) \(isOn) \(offset)") }
}
