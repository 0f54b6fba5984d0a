import SwiftUI

struct Card: View {
    var title = "Card"
    var body: some View { Text(title) }
}

struct SampleData_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static let title = "Sample"
    static var previews: some View {
        Card(title: title)
    }
}

struct Layout_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        Card()
            .previewLayout(.sizeThatFits)
    }
}

struct GroupModifiers_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        Group {
            Card()
            Card(title: "Other")
        }
        .preferredColorScheme(.dark)
    }
}

struct Loop_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        ForEach(["A", "B"], id: \.self) { title in
            Card(title: title)
        }
    }
}

struct ComputedName_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        Card().previewDisplayName("Card \(1)")
    }
}

struct Conditional_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        if Bool.random() {
            Card()
        }
    }
}

struct MemberAttribute_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    @available(iOS 16.0, *)
    static var previews: some View {
        Card()
    }
}

// Snapshot tests render the provider's previews by name.
struct Snapshot_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
    static var previews: some View {
        Card()
    }
}

@MainActor func renderForSnapshot() -> some View {
    Snapshot_Previews.previews
}

extension Card {
    struct Nested_Previews: PreviewProvider { // expect: swiftui-preview-macro PREVIEW-I1
        static var previews: some View {
            Card()
        }
    }
}

struct NotAProvider { // nope: no PreviewProvider conformance
    static var previews: some View { Card() }
}
