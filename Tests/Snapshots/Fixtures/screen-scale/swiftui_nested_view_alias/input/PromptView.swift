import SwiftUI

struct PromptView: View {
    var body: some View {
        VStack {
            Text("Not working?")
            Color.gray.frame(height: 1 / UIScreen.main.scale) // expect: screen-scale
        }
    }
}
