import SwiftUI

struct Styled: View {
    var body: some View {
        let container = AttributeContainer().foregroundColor(.red) // nope: an AttributedString container
        return Text("x").foregroundColor(.red) // expect: swiftui-foreground-style
    }
}
