import SwiftUI

struct V: View {
    @State var count = 0 // expect: redundant-state-default
    let title: String

    init(count: Int) {
        self.title = "untitled"
        self.count = count
    }

    var body: some View { Text("\(title) \(count)") }
}
