import SwiftUI

struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss // expect: swiftui-dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}
