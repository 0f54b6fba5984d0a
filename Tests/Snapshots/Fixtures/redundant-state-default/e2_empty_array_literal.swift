import SwiftUI

// Case 4: `[]` has no type the syntax alone can name.
struct TagListView: View {
    @State private var tags = [] as [String] // expect: redundant-state-default STATE-E2
    @State private var picked = [] // expect: redundant-state-default STATE-E2

    init(initial: [String]) {
        tags = initial
        picked = []
    }

    var body: some View { Text("\(tags.count)") }
}
