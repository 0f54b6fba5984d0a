import SwiftUI

struct PickerView: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Button("Cancel") { presentationMode.wrappedValue.dismiss() }
    }

    // A coordinator holds the view and dismisses it through `parent`.
    @MainActor final class Coordinator {
        let parent: PickerView
        init(parent: PickerView) { self.parent = parent }
        func finish() { parent.presentationMode.wrappedValue.dismiss() }
    }
}
