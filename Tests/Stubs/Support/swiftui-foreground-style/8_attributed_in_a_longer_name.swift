import SwiftUI

struct ShareAction {
    var title: Title
    func image() -> Image { Image(systemName: "square.and.arrow.up") }
    struct Title { var asMarkdownAttributedString: String { "" } }
}
