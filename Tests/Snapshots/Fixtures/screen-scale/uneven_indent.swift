import UIKit

final class RuleView: UIView {
   var line: CGFloat = 0

   override func awakeFromNib() {
         super.awakeFromNib()
         line = 1 / UIScreen.main.scale // expect: screen-scale SCALE-R2
   }
}
