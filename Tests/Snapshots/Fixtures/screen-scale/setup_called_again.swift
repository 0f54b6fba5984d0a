import UIKit

final class RuleView: UIView {
    var line: CGFloat = 0
    var style: Int = 0 {
        didSet { setupLines() }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        setupLines()
    }

    func setupLines() {
        line = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
    }
}

final class BadgeView: UIView {
    var radius: CGFloat = 0

    func update() {
        setUpRadius()
    }

    func setUpRadius() {
        radius = 4 / UIScreen.main.scale // expect: screen-scale SCALE-W5
    }
}

final class TagView: UIView {
    var inset: CGFloat = 0

    func setup(with title: String) {
        inset = 2 / UIScreen.main.scale // expect: screen-scale SCALE-W5
    }
}

final class ChipView: UIView {
    var border: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        setupBorder()
    }

    private func setupBorder() {
        border = 1 / UIScreen.main.scale // expect: screen-scale SCALE-R2
    }
}
