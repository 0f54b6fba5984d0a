import UIKit

final class LegacyView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // modernize:ignore screen-scale
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.shadowRadius = 2 / UIScreen.main.scale // modernize:ignore screen-scale
        layer.cornerRadius = 4 / UIScreen.main.scale // expect: screen-scale
    }
}
