import SwiftUI

struct EditorView: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Button("Save") { save() }
    }
}
