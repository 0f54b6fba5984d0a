import UIKit

final class ZoomBadge: UIView {
    var isZoomed: Bool { UIScreen.main.scale < UIScreen.main.nativeScale } // expect: screen-scale SCALE-W8
    var pixels: CGFloat {
        UIScreen.main.bounds.width * UIScreen.main.scale // expect: screen-scale SCALE-W8
    }
    var hairline: CGFloat {
        let width = UIScreen.main.bounds.width // expect: screen-scale SCALE-S1
        return width > 0 ? 1 / UIScreen.main.scale : 1 // expect: screen-scale SCALE-R1
    }
}
