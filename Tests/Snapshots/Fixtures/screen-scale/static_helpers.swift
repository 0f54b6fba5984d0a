import UIKit

final class RulerView: UIView {
    static func onePixel() -> CGFloat {
        1 / UIScreen.main.scale // expect: screen-scale SCALE-W1
    }

    override class var layerClass: AnyClass {
        _ = UIScreen.main.scale // expect: screen-scale SCALE-W1
        return CAShapeLayer.self
    }
}

extension CGFloat {
    static var pixel: CGFloat { 1 / UIScreen.main.scale } // expect: screen-scale SCALE-W1
}

final class ThumbnailManager: NSObject {
    func thumbnailSize(for size: CGSize) -> CGSize {
        let scale = UIScreen.main.scale // expect: screen-scale SCALE-W1
        return CGSize(width: size.width * scale, height: size.height * scale)
    }
}

func hairlineWidth() -> CGFloat {
    1 / UIScreen.main.scale // expect: screen-scale SCALE-W1
}

let globalScale = UIScreen.main.scale // expect: screen-scale SCALE-W1
