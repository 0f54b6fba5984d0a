import UIKit

final class MapViewController: UIViewController {
    func render(scale: CGFloat) {}

    func reload() {
        DispatchQueue.main.async { [weak self] in self?.render(scale: UIScreen.main.scale) } // expect: screen-scale SCALE-W4
    }

    func reloadLater() {
        UIView.animate(withDuration: 0.2) { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.render(scale: UIScreen.main.scale) // expect: screen-scale SCALE-W4
        }
    }
}
