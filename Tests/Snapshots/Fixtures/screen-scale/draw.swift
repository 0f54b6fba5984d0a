import UIKit

class GridView: UIView {
    override func draw(_ rect: CGRect) {
        let w = 1 / UIScreen.main.scale // expect: screen-scale
        let path = UIBezierPath(rect: rect.insetBy(dx: w, dy: w))
        path.lineWidth = w
        UIColor.separator.setStroke()
        path.stroke()
    }
}
