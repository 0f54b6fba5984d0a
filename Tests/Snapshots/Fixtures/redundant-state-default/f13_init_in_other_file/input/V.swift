import SwiftUI

// Case 13: the init lives in V+Init.swift and does not assign `count`.
struct V: View {
    @State private var count = 0 // expect: redundant-state-default STATE-W2
    let title: String

    var body: some View { Text("\(title) \(count)") }
}
