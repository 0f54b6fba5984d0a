import UIKit

/// A round badge with a hairline border.
final class BadgeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.borderColor = UIColor.separator.cgColor
    }
}

extension CGFloat {
    /// The thinnest line the screen can draw.
    static var hairline: CGFloat { 1 / UIScreen.main.scale }
}
