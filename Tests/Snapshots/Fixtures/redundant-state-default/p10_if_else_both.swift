import SwiftUI

struct Page {
    var title = ""
}

// Case 10: every branch of an exhaustive if/else assigns.
struct BranchView: View {
    @State private var page = Page() // expect: redundant-state-default

    init(featured: Bool) {
        if featured {
            page = Page(title: "A")
        } else if Bool.random() {
            page = Page(title: "B")
        } else {
            page = Page(title: "C")
        }
    }

    var body: some View { Text(page.title) }
}
