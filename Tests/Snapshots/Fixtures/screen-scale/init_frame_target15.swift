import UIKit

final class BorderedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
