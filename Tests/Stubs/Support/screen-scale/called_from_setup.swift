import UIKit

// The fixture uses SnapKit's constraint DSL.
final class ConstraintMakerExtendable {
    func equalTo(_ value: CGFloat) {}
}
final class ConstraintMaker {
    var height: ConstraintMakerExtendable { ConstraintMakerExtendable() }
    var width: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}
struct ConstraintViewDSL {
    func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
}
extension UIView {
    var snp: ConstraintViewDSL { ConstraintViewDSL() }
}
