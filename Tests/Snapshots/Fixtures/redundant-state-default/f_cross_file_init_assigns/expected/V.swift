import SwiftUI

struct V: View {
    @State var count: Int // expect: redundant-state-default
    let title: String

    var body: some View { Text("\(title) \(count)") }
}
