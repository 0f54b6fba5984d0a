import SwiftUI

struct Backdrop: View {
    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all) // expect: swiftui-ignores-safe-area
            Color.red
                .edgesIgnoringSafeArea([.top, .bottom]) // expect: swiftui-ignores-safe-area
        }
    }
}
