import UIKit

/// Uses `UIScreen.main.scale` in the docs only.
final class NoteView: UIView {
    // let old = 1 / UIScreen.main.scale
    /* UIScreen.main.scale was here; UIScreen.main.bounds too */
    override func layoutSubviews() {
        super.layoutSubviews()
        let label = "UIScreen.main.scale" // nope: a string
        let help = """
            Replace UIScreen.main.scale with traitCollection.displayScale.
            """
        let raw = #"UIScreen.main.nativeScale"#
        print(label, help, raw)
    }
}
