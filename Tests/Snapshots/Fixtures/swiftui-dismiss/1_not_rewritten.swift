import SwiftUI

// Every use of the property must be `name.wrappedValue.dismiss()`; anything else is reported.
struct ReadsState: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Button("Close") {
            if presentationMode.wrappedValue.isPresented {
                presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct PassesItOn: View {
    @Environment(\.presentationMode) var mode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Child(mode: mode)
    }
}

struct Child: View {
    let mode: Binding<PresentationMode>
    var body: some View { Text("child") }
}

struct CopiesTheValue: View {
    @Environment(\.presentationMode) private var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        Button("Close") {
            var mode = presentationMode.wrappedValue
            mode.dismiss()
        }
    }
}

struct BothNamesTaken: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss DISMISS-I1
    let dismissAction: () -> Void
    var body: some View {
        Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
    func dismiss() { dismissAction() }
}

// A class is not a view with environment properties; a static property is not one either.
final class Holder {
    @Environment(\.presentationMode) var presentationMode // nope: not a struct
}

struct Unrelated: View {
    var presentationMode: Int { 1 } // nope: not an environment property
    var body: some View { Text("\(presentationMode)") }
}

// Two properties would both become `dismiss`.
struct ReadsTwice: View {
    @Environment(\.presentationMode) private var presentation // expect: swiftui-dismiss DISMISS-I1
    @Environment(\.presentationMode) private var presentationMode // expect: swiftui-dismiss DISMISS-I1
    var body: some View {
        HStack {
            Button("A") { presentation.wrappedValue.dismiss() }
            Button("B") { presentationMode.wrappedValue.dismiss() }
        }
    }
}
