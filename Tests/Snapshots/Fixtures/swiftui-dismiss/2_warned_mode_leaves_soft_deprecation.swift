import SwiftUI

// presentationMode is deprecated at 100000 (softly): the compiler never warns, so the default mode changes nothing.
struct Sheet: View {
    @Environment(\.presentationMode) var presentationMode // nope: soft deprecation, warned mode
    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
