import SwiftUI
import UIKit

struct Login: View {
    @State private var text = ""
    let style: UITextAutocapitalizationType
    var body: some View {
        VStack {
            TextField("Email", text: $text)
                .autocapitalization(.none) // expect: swiftui-text-input-autocapitalization
            TextField("Name", text: $text).autocapitalization(.words) // expect: swiftui-text-input-autocapitalization
            TextField("Bio", text: $text).autocapitalization(UITextAutocapitalizationType.sentences) // expect: swiftui-text-input-autocapitalization
            TextField("Code", text: $text).autocapitalization(.allCharacters) // expect: swiftui-text-input-autocapitalization
            TextField("Other", text: $text).autocapitalization(style) // nope: a variable
        }
    }
}
