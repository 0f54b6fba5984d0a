import SwiftUI

// iOS 26: Button(role:action:) labels a cancel button with the system's localized "Cancel", as .cancel() did.
struct Editor: View {
	@State private var discarding = false
	var body: some View {
		Text("Draft")
			.alert(isPresented: $discarding) { // expect: swiftui-alert
				Alert(
					title: Text("Discard changes?"),
					primaryButton: .destructive(Text("Discard"), action: discard),
					secondaryButton: .cancel()
				)
			}
			.alert(isPresented: $discarding) { // expect: swiftui-alert
				Alert(title: Text("Undo?"), dismissButton: .cancel { undo() })
			}
	}

	func discard() {}
	func undo() {}
}
