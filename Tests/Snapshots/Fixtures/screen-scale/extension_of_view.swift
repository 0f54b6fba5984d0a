import UIKit

extension UIView {
    var hairlineWidth: CGFloat {
        1 / UIScreen.main.scale // expect: screen-scale
    }
}

extension UIViewController {
    func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale // expect: screen-scale
        return (value * scale).rounded() / scale
    }
}

final class BadgeLabel: UILabel {}

extension BadgeLabel {
    func applyBorder() {
        layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale
    }
}
