import SwiftUI

// iOS 26: a label-less cancel button with an action keeps its action and the system's "Cancel" label.
struct Document: View {
    @State private var reverting = false

    var body: some View {
        Text("Draft")
            .actionSheet(isPresented: $reverting) { // expect: swiftui-confirmation-dialog
                ActionSheet(title: Text("Undo?"), buttons: [.default(Text("Undo"), action: undo), .cancel { log("kept") }])
            }
    }

    func undo() {}
    func log(_ message: String) {}
}
