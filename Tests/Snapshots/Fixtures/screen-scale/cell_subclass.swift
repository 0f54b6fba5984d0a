import UIKit

class BaseCell: UITableViewCell {}

final class MessageCell: BaseCell {
    private let separator = UIView()
    @IBOutlet private var dividerHeight: NSLayoutConstraint!

    override func awakeFromNib() {
        super.awakeFromNib()
        dividerHeight.constant = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-R2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        separator.frame = CGRect(x: 16, y: bounds.height - 1 / UIScreen.main.scale, width: bounds.width - 16, height: 1 / UIScreen.main.scale) // expect: screen-scale
    }
}

final class TagCell: UICollectionViewCell {
    override var isHighlighted: Bool {
        didSet {
            layer.borderWidth = isHighlighted ? 2 / UIScreen.main.scale : 0 // expect: screen-scale
        }
    }
}
