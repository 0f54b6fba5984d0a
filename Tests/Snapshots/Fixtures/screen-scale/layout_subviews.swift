import UIKit

final class SeparatorView: UIView {
    private let hairline = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        // The hairline is one device pixel tall.
        hairline.frame.size.height = 1 / UIScreen.main.scale // expect: screen-scale
    }
}
