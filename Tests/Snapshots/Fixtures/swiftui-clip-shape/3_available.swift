import SwiftUI

// clipShape(_:style:) and Shape.rect(cornerRadius:style:) are declared for iOS 13 in the SDK.
struct Photo: View {
    let radius: CGFloat
    var body: some View {
        VStack {
            Image("photo")
                .cornerRadius(8) // expect: swiftui-clip-shape
            Image("thumb").cornerRadius(radius * 2, antialiased: false) // expect: swiftui-clip-shape
        }
        .cornerRadius(12) // expect: swiftui-clip-shape
    }
}
