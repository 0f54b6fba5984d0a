import SwiftUI

struct Badge: View {
	var body: some View { Text("Badge") }
}

struct Badge_Previews: PreviewProvider { // expect: swiftui-preview-macro
	static var previews: some View {
		Badge()
			.previewDisplayName("Badge")
		Badge()
			.padding()
	}
}
