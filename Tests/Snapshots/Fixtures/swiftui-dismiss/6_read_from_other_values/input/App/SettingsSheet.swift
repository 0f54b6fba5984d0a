import SwiftUI

struct SettingsSheet: View {
    @Environment(\.presentationMode) var presentation // expect: swiftui-dismiss
    var body: some View {
        Button("Done") { presentation.wrappedValue.dismiss() }
    }
}
