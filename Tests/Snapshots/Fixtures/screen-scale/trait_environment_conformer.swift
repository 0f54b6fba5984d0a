import UIKit

final class ChartRenderer: NSObject, UITraitEnvironment {
    var traitCollection: UITraitCollection = UITraitCollection()

    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    func lineWidth() -> CGFloat {
        1 / UIScreen.main.scale // expect: screen-scale
    }
}

final class OverlayPresentationController: UIPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale
    }
}

final class StatusWindow: UIWindow {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale
    }
}
