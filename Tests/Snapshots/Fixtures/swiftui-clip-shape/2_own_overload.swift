import SwiftUI

extension View {
    func cornerRadius(_ radius: CGFloat, corners: Int) -> some View { self }
}

struct Photo: View {
    var body: some View {
        VStack {
            Image("photo").cornerRadius(8, corners: 3) // nope: the app's own modifier
            Image("photo").cornerRadius(8) // expect: swiftui-clip-shape
        }
    }
}
