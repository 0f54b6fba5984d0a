import SwiftUI

struct Document: View {
    @State private var showingOptions = false
    @State private var sorting = false
    @State private var leaving = false
    @State private var reverting = false
    let name: String

    var body: some View {
        Text(name)
            .actionSheet(isPresented: $showingOptions) { // expect: swiftui-confirmation-dialog
                ActionSheet(
                    title: Text("Choose an action"),
                    message: Text("Select one of the options below"),
                    buttons: [
                        .default(Text("Share")) { shareItem() },
                        // asks again before deleting
                        .destructive(Text("Delete")) {
                            deleteItem()
                        },
                        .cancel()
                    ]
                )
            }
            .actionSheet(isPresented: $sorting) { ActionSheet(title: Text(verbatim: name)) } // expect: swiftui-confirmation-dialog
            .actionSheet(isPresented: $leaving, content: { // expect: swiftui-confirmation-dialog
                return ActionSheet(title: Text("Leave “\(name)”?"), message: nil, buttons: [
                    ActionSheet.Button.destructive(Text("Leave"), action: leave), // no undo
                    .cancel(Text("Stay")),
                ])
            })
            .actionSheet(isPresented: $reverting) { // expect: swiftui-confirmation-dialog
                ActionSheet(title: Text("Revert"), buttons: [.default(Text(name), action: {})])
            }
            .actionSheet(isPresented: $reverting) { // expect: swiftui-confirmation-dialog DIALOG-I3
                ActionSheet(title: Text("Undo?"), buttons: [.default(Text("Undo"), action: undo), .cancel { log("kept") }])
            }
    }

    func shareItem() {}
    func deleteItem() {}
    func leave() {}
    func undo() {}
    func log(_ message: String) {}
}
