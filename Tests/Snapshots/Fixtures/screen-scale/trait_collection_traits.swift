import UIKit

final class ThemedView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let dark = UIScreen.main.traitCollection.userInterfaceStyle == .dark // expect: screen-scale
        let scale = UIScreen.main.traitCollection.displayScale // expect: screen-scale
        let traits = UIScreen // expect: screen-scale
            .main
            .traitCollection
        print(dark, scale, traits)
    }
}
