import SwiftUI

struct DetailView: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Button("Done") {
                presentationMode.wrappedValue.dismiss()
            }
            Button("Cancel") { self.presentationMode.wrappedValue.dismiss() }
        }
    }
}

extension DetailView {
    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}

struct TypedAndPublic: View {
    @Environment(\.presentationMode) public var mode: Binding<PresentationMode> // expect: swiftui-dismiss
    var body: some View {
        Button("Done") { mode.wrappedValue.dismiss() } // keeps the explicit access level
    }
}

struct HasItsOwnDismiss: View {
    @Environment(\.presentationMode) private var presentationMode // expect: swiftui-dismiss
    let onDismiss: () -> Void
    var body: some View {
        Button("Done") {
            dismiss()
            presentationMode.wrappedValue.dismiss()
        }
    }
    private func dismiss() { onDismiss() }
}

struct ReadsBoth: View {
    @Environment(\.dismiss) var close
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    var body: some View {
        HStack {
            Button("A") { close() }
            Button("B") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct NeverCalled: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    var body: some View { Text("static") }
}

struct Outer: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    var body: some View {
        Inner(onClose: { presentationMode.wrappedValue.dismiss() })
    }

    // A nested type has its own members: its `dismiss` is not the outer view's.
    struct Inner: View {
        let onClose: () -> Void
        var body: some View { Button("Close") { dismiss() } }
        func dismiss() { onClose() }
    }
}

struct Handler {
    func handle(dismiss: () -> Void) { dismiss() }
}

// An argument label `dismiss:` names nothing: the property can be called `dismiss`.
struct PassesALabel: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    let handler: Handler
    var body: some View {
        Button("Done") { handler.handle(dismiss: close) }
    }
    private func close() { presentationMode.wrappedValue.dismiss() }
}

// A parameter called `dismiss` would shadow the property inside its function.
struct TakesAParameter: View {
    @Environment(\.presentationMode) var presentationMode // expect: swiftui-dismiss
    var body: some View {
        Button("Done") { finish(dismiss: {}) }
    }
    private func finish(dismiss: () -> Void) {
        dismiss()
        presentationMode.wrappedValue.dismiss()
    }
}
