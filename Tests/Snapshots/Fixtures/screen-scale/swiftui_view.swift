import SwiftUI

struct BadgeView: View {
    let renderer = ImageRenderer(content: Text("New"))
    var title: String

    var body: some View {
        VStack {
            Text(title)
            Divider().frame(height: 1 / UIScreen.main.scale) // expect: screen-scale
        }
        .onAppear { render() }
    }

    func render() {
        renderer.scale = UIScreen.main.scale // expect: screen-scale
    }
}
