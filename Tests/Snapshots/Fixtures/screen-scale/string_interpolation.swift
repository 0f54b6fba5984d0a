import UIKit

/// Reads of the main screen inside interpolations are reported; text that only names them is not.
final class AvatarLoader {
    func url(for base: URL) -> String {
        "\(base)@\(Int(UIScreen.main.scale))x.png" // expect: screen-scale SCALE-W7
    }

    func debugDescription(_ size: CGSize) -> String {
        let note = "UIScreen.main.scale is not read here"
        return #"size \#(size) at \#(UIScreen.main.nativeScale)"# + note // expect: screen-scale SCALE-W7
    }
}

/// Backslashes that escape each other, and `\(` in a raw string, open no interpolation.
enum ScaleNotes {
    static let escaped = "write \\(UIScreen.main.scale) in the template" // nope: `\\` then a plain "("
    static let raw = #"the key is \(UIScreen.main.scale)"# // nope: a raw string interpolates with \#(
    static func nested(_ name: String) -> String {
        "\(name): \("scale \(UIScreen.main.scale)")" // expect: screen-scale SCALE-W7
    }
}
