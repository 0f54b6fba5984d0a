import UIKit

final class DividerView: UIView {
    let hairline = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W2
    lazy var thickLine: CGFloat = 2 / UIScreen.main.scale // expect: screen-scale SCALE-W2
    private lazy var border: CALayer = {
        let layer = CALayer()
        layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W2
        return layer
    }()
    private let inset: CGFloat

    init(inset: CGFloat) {
        self.inset = inset * UIScreen.main.scale // expect: screen-scale SCALE-W2
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func stroke(width: CGFloat = UIScreen.main.scale) {} // expect: screen-scale SCALE-W2
}
