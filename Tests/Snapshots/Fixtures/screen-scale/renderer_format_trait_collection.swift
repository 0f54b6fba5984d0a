import UIKit

final class ShareViewController: UIViewController {
    func snapshot(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat(for: UIScreen.main.traitCollection) // expect: screen-scale
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        return renderer.image { context in
            view.layer.render(in: context.cgContext)
        }
    }
}
