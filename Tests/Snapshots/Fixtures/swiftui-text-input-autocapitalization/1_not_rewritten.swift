import SwiftUI
import UIKit

struct Login: View {
    @State private var email = ""
    let style: UITextAutocapitalizationType
    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .autocapitalization(.none) // nope: soft deprecation, warned mode
            TextField("Name", text: $email)
                .autocapitalization(style) // nope: not one of the four literal cases
        }
    }
}
