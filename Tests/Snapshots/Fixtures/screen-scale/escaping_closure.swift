import UIKit

final class AvatarView: UIView {
    let imageView = UIImageView()
    var onLoad: (() -> Void)?

    func load(from loader: ImageLoader) {
        loader.fetch { [unowned self] image in
            imageView.image = image.resized(scale: UIScreen.main.scale) // expect: screen-scale
        }
        onLoad = {
            self.imageView.layer.minificationFilterBias = Float(UIScreen.main.scale) // expect: screen-scale
        }
    }
}

protocol ImageLoader {
    func fetch(_ completion: @escaping (UIImage) -> Void)
}

extension UIImage {
    func resized(scale: CGFloat) -> UIImage { self }
}
