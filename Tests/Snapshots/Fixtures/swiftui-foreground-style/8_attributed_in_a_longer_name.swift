import SwiftUI

// `asMarkdownAttributedString` names no AttributedString container: a receiver of unknown type is
// still rewritten where Text.foregroundStyle exists (iOS 17).
struct Share: View {
    let action: ShareAction
    var body: some View {
        action.image()
            .foregroundColor(Color.secondary) // expect: swiftui-foreground-style
    }
    var content: String { action.title.asMarkdownAttributedString }
}
