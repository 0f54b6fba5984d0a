import SwiftUI

// iOS 14: EnvironmentValues.dismiss is iOS 15, so nothing changes and nothing is reported.
struct Sheet: View {
    @Environment(\.presentationMode) var presentationMode // nope: dismiss needs iOS 15
    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
