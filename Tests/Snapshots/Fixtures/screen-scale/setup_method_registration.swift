import UIKit

final class ToolbarView: UIView {
	private let topBorder = CALayer()
	var borderWidthInPoints: CGFloat = 1

	override init(frame: CGRect) {
		super.init(frame: frame)
		commonInit()
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
		commonInit()
	}

	private func commonInit() {
		layer.addSublayer(topBorder)
		topBorder.borderWidth = borderWidthInPoints / UIScreen.main.scale // expect: screen-scale
	}
}
