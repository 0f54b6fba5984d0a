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
