import SwiftUI

struct Card: View {
    var title = "Card"
    var body: some View { Text(title) }
}

struct Card_Previews: PreviewProvider { // expect: swiftui-preview-macro
    static var previews: some View {
        Card()
    }
}

struct OneLine_Previews: PreviewProvider { static var previews: some View { Card(title: "One line") } } // expect: swiftui-preview-macro

#if DEBUG
struct Named_Previews: PreviewProvider { // expect: swiftui-preview-macro
    static var previews: some View {
        Group {
            // The default card.
            Card()
                .previewDisplayName("Default")

            Card(title: "Dark")
                .preferredColorScheme(.dark) // forced
                .previewDisplayName("Dark")
            Card(title: "Plain")
        }
    }
}
#endif

struct Sequence_Previews: PreviewProvider { // expect: swiftui-preview-macro
    static var previews: some View {
        Card(title: "First").previewDisplayName("First")
        Card(title: "Second")
            .padding()
    }
}

@available(iOS 15.0, *) // expect: swiftui-preview-macro
private struct Available_Previews: PreviewProvider {
    static var previews: some View {
        Card()
    }
}

struct Declarations_Previews: PreviewProvider { // expect: swiftui-preview-macro
    static var previews: some View {
        let title = "Built"
        Card(title: title)
    }
}

struct Return_Previews: PreviewProvider { // expect: swiftui-preview-macro
    @MainActor static var previews: some View {
        return Card(title: "Returned")
    }
}

struct CommentOutside_Previews: PreviewProvider { // expect: swiftui-preview-macro
    static var previews: some View {
        // Both cards.
        Group {
            Card()
            Card(title: "Other")
        }
    }
}
