import UIKit

final class StrokeView: UIView {
    var lineWidth: CGFloat = 1

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale // expect: screen-scale
        lineWidth = 1 / scale
    }

    override func draw(_ rect: CGRect) {
        let s = self.traitCollection.displayScale == 0 ? UIScreen.main.scale : self.traitCollection.displayScale // expect: screen-scale
        let other = bounds.width > 0 ? bounds.width : UIScreen.main.scale // expect: screen-scale
        print(s, other)
    }
}
