import SwiftUI
import UIKit

struct Palette {
    var accent: Color?
    var fallback: Color?
}

struct Badge: View {
    let palette: Palette
    let optionalTint: Color?
    var body: some View {
        VStack {
            Text("nil").foregroundColor(nil) // nope: nil clears the color; foregroundStyle has no nil
            Text("optional").foregroundColor(optionalTint) // nope: declared Color?
            Text("chained").foregroundColor(palette.accent) // nope: Color? member
            Text("unknown").foregroundColor(tintFor(1)) // nope: a call of unknown type
            Image(systemName: "star").foregroundColor(palette.fallback ?? nil) // nope: right side is nil
        }
    }

    func tintFor(_ index: Int) -> Color { .red }
}

final class Labels {
    func attributes() -> [NSAttributedString.Key: Any] {
        [.foregroundColor: UIColor.red] // nope: an attributed-string key, not the modifier
    }
    func key() -> NSAttributedString.Key {
        NSAttributedString.Key.foregroundColor // nope: not a call
    }
}
