import UIKit

final class HeaderView: UIView {
    let line = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        line.frame.size.height = 1 / self.traitCollection.displayScale // expect: screen-scale
        registerForTraitChanges([UITraitDisplayScale.self]) { (self: HeaderView, _: UITraitCollection) in
            self.line.frame.size.height = 1 / self.traitCollection.displayScale
        }
    }
}
