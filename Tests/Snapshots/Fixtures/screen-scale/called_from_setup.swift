import UIKit

final class ShadowView: UIView {
    var radius: CGFloat = 4 {
        didSet { updateShadow() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        layer.shadowOpacity = 0.2
        updateShadow()
    }

    private func updateShadow() {
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale // expect: screen-scale SCALE-W5
    }

    func addDivider(to view: UIView) {
        let divider = UIView()
        view.addSubview(divider)
        let height = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        divider.heightAnchor.constraint(equalToConstant: height).isActive = true
    }

    func pinDivider(_ divider: UIView) {
        divider.snp.makeConstraints { make in
            make.height.equalTo(1 / UIScreen.main.scale) // expect: screen-scale SCALE-W5
        }
    }

    func snapshotImage() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, UIScreen.main.scale) // expect: screen-scale SCALE-R1
        defer { UIGraphicsEndImageContext() }
        layer.render(in: UIGraphicsGetCurrentContext()!)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
