import SwiftUI

struct Pet: Identifiable {
    let id: Int
    let name: String
}

// Shapes the rule does not rewrite: each is reported with the reason, nothing changes.
struct Shelter: View {
    @State private var selected: Pet?
    @State private var asking = false
    @State private var flag = false
    var onAdopt: (() -> Void)?
    var okButton: Alert.Button { .default(Text("OK")) }
    var messageText: Text? { nil }
    var cancelLabel: Text { Text("Back") }

    var errorAlert: Alert { Alert(title: Text("Error")) }
    func makeAlert() -> Alert { Alert(title: Text("Made")) }

    var body: some View {
        VStack {
            Text("item")
                .alert(item: $selected) { pet in // expect: swiftui-alert ALERT-I1
                    Alert(title: Text(pet.name))
                }
            Text("property")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    errorAlert
                }
            Text("function")
                .alert(isPresented: $asking, content: makeAlert) // expect: swiftui-alert ALERT-I2
            Text("condition")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    if flag {
                        return Alert(title: Text("A"))
                    } else {
                        return Alert(title: Text("B"))
                    }
                }
            Text("button in a property")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    Alert(title: Text("A"), dismissButton: okButton)
                }
            Text("optional action")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    Alert(title: Text("Adopt?"), dismissButton: .default(Text("Adopt"), action: onAdopt))
                }
            Text("message of unknown type")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    Alert(title: Text("A"), message: messageText)
                }
            Text("label or action")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    Alert(title: Text("A"), primaryButton: .default(Text("B")), secondaryButton: .cancel(cancelLabel))
                }
            Text("comment outside the buttons")
                .alert(isPresented: $asking) { // expect: swiftui-alert ALERT-I2
                    Alert(
                        title: Text("Leave?"),
                        // shown under the title
                        message: Text("Unsaved changes are lost.")
                    )
                }
            Text("modern")
                .alert("Saved", isPresented: $asking) { // nope: already the modern form
                    Button("OK") {}
                }
        }
    }
}
