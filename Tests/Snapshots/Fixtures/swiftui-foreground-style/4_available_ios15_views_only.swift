import SwiftUI

// At iOS 15 and 16 only View.foregroundStyle exists: a Text, or a receiver whose type the
// tokens do not show, would resolve to Text.foregroundStyle (iOS 17).
struct Card: View {
    let label: Text
    var body: some View {
        VStack {
            Image(systemName: "star").foregroundColor(.yellow) // expect: swiftui-foreground-style
            Circle().foregroundColor(.red) // expect: swiftui-foreground-style
            VStack { Text("inside") }.foregroundColor(.blue) // expect: swiftui-foreground-style
            Text("text").foregroundColor(.red) // nope: Text.foregroundStyle needs iOS 17
            Text("bold").bold().foregroundColor(.red) // nope: still a Text after bold()
            label.foregroundColor(.red) // nope: receiver of unknown type may be a Text
            Text("padded").padding().foregroundColor(.red) // expect: swiftui-foreground-style
        }
    }
}
