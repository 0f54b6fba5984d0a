import SwiftUI

struct Row: View {
    let title: String
    let isOn: Bool
    let stripe: Color
    var body: some View {
        HStack {
            Text(title)
                .font(.headline)
                .foregroundColor(.red) // expect: swiftui-foreground-style
            Text("detail").foregroundColor(.secondary) // expect: swiftui-foreground-style
            Image(systemName: "star").foregroundColor(.accentColor) // expect: swiftui-foreground-style
            Image(systemName: "dot").foregroundColor(isOn ? .green : .gray) // expect: swiftui-foreground-style
            Image(systemName: "bar").foregroundColor(stripe) // expect: swiftui-foreground-style
            Image(systemName: "faded").foregroundColor(Color.blue.opacity(0.5)) // expect: swiftui-foreground-style
            Image(systemName: "custom").foregroundColor(.init(red: 1, green: 0, blue: 0)) // expect: swiftui-foreground-style
            Text("a").foregroundColor(.blue) + Text("b") // expect: swiftui-foreground-style
        }
        .foregroundColor(.primary) // expect: swiftui-foreground-style
    }
}
