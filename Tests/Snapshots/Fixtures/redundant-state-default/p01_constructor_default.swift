import SwiftUI

struct StickerPage {
    var title = ""
}

// Case 1: the inline default wins over the init's value with the @State macro.
struct StickerPageView: View {
    @State private var page = StickerPage() // expect: redundant-state-default
    let title: String

    init(title: String) {
        self.title = title
        page = StickerPage(title: title)
    }

    var body: some View { Text(page.title) }
}
