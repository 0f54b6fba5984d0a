import SwiftUI

struct ShareSheet: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
