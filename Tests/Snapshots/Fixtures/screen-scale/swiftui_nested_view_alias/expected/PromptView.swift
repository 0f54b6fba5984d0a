import SwiftUI

struct PromptView: View {
    @Environment(\.displayScale) private var displayScale
    var body: some View {
        VStack {
            Text("Not working?")
            Color.gray.frame(height: 1 / displayScale) // expect: screen-scale
        }
    }
}
