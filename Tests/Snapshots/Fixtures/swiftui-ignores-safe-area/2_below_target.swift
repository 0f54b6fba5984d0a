import SwiftUI

struct Backdrop: View {
    var body: some View {
        Color.black.edgesIgnoringSafeArea(.all) // nope: ignoresSafeArea is iOS 14
    }
}
