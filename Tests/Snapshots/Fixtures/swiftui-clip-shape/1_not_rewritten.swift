import SwiftUI
import UIKit

struct Photo: View {
    var body: some View {
        Image("photo")
            .cornerRadius(8) // nope: soft deprecation, warned mode
    }
}

final class Card: UIView {
    func style() {
        layer.cornerRadius = 8 // nope: a layer property
    }
}
