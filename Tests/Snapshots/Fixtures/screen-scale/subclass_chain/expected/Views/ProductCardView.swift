import UIKit

final class ProductCardView: ElevatedCardView {
    private let priceLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        priceLabel.layer.borderWidth = 1 / self.traitCollection.displayScale // expect: screen-scale
    }
}

final class ProductCardController: NSObject {
    func borderWidth() -> CGFloat {
        1 / UIScreen.main.scale // expect: screen-scale SCALE-W1
    }
}
