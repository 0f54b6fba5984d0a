import SwiftUI

struct Login: View {
    @State private var email = ""
    var body: some View {
        TextField("Email", text: $email)
            .autocapitalization(.none) // nope: textInputAutocapitalization is iOS 15
    }
}
