import UIKit

final class ProfileCell: UICollectionViewCell {
    let avatar = UIImageView()

    func configure(with name: String) {
        avatar.layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let ring = CALayer()
        ring.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        layer.addSublayer(ring)
        if avatar.image == nil {
            avatar.layer.borderWidth = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        }
        avatar.layer.cornerRadius = max(4, 8 / UIScreen.main.scale) // expect: screen-scale SCALE-W5
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
