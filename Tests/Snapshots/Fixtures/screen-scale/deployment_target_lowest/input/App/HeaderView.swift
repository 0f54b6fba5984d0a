import UIKit

final class HeaderView: UIView {
    let line = UIView()

    override func awakeFromNib() {
        super.awakeFromNib()
        line.frame.size.height = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
    }
}
