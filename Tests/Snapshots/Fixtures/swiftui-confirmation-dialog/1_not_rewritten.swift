import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

// Shapes the rule does not rewrite: each is reported with the reason, nothing changes.
struct Gallery: View {
    @State private var selected: Photo?
    @State private var choosing = false
    @State private var editing = false
    var onShare: (() -> Void)?
    var choices: [ActionSheet.Button] { [.default(Text("One")), .cancel()] }

    var optionsSheet: ActionSheet { ActionSheet(title: Text("Options")) }
    func button(_ title: String) -> ActionSheet.Button { .default(Text(title)) }

    var body: some View {
        VStack {
            Text("item")
                .actionSheet(item: $selected) { photo in // expect: swiftui-confirmation-dialog DIALOG-I1
                    ActionSheet(title: Text(photo.title))
                }
            Text("property")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    optionsSheet
                }
            Text("buttons in a property")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    ActionSheet(title: Text("Pick"), buttons: choices)
                }
            Text("buttons built by a function")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    ActionSheet(title: Text("Pick"), buttons: [button("One"), .cancel()])
                }
            Text("buttons joined")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    ActionSheet(title: Text("Pick"), buttons: choices + [.cancel()])
                }
            Text("condition")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    editing ? ActionSheet(title: Text("Edit")) : ActionSheet(title: Text("View"))
                }
            Text("optional action")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    ActionSheet(title: Text("Share"), buttons: [.default(Text("Share"), action: onShare), .cancel()])
                }
            Text("comment on a dropped button")
                .actionSheet(isPresented: $choosing) { // expect: swiftui-confirmation-dialog DIALOG-I2
                    ActionSheet(title: Text("Share"), buttons: [
                        .default(Text("Copy")) { copy() },
                        // the system's Cancel
                        .cancel(),
                    ])
                }
            Text("modern")
                .confirmationDialog("Share", isPresented: $choosing) { // nope: already the modern form
                    Button("Copy") { copy() }
                }
        }
    }

    func copy() {}
}
