import UIKit

final class BorderedView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
