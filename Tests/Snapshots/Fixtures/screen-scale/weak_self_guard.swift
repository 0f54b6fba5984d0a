import UIKit

final class TileViewController: UIViewController {
    func render(scale: CGFloat) {}

    func reload() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.render(scale: UIScreen.main.scale) // expect: screen-scale
        }
    }

    func reloadIfVisible() {
        DispatchQueue.main.async { [weak self] in
            if let self = self {
                self.render(scale: UIScreen.main.scale) // expect: screen-scale
            }
        }
    }
}
