import SwiftUI

struct Page {
    var title = ""
}

// Case 11: the path where `featured` is false keeps the default.
struct PageView: View {
    @State private var page = Page() // expect: redundant-state-default STATE-E3

    init(featured: Bool) {
        if featured {
            page = Page(title: "Featured")
        }
    }

    var body: some View { Text(page.title) }
}
