import SwiftUI

struct StickerPage {
    var title = ""
}

// Case 2: an annotated default is removed without inferring anything.
struct AnnotatedView: View {
    @State private var page: StickerPage = .init() // expect: redundant-state-default
    @State var selection: Int? = nil // expect: redundant-state-default

    init(title: String, selection: Int?) {
        self.page = StickerPage(title: title)
        self.selection = selection
    }

    var body: some View { Text(page.title) }
}
