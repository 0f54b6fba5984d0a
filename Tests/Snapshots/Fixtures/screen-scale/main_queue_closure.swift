import UIKit

final class ChartViewController: UIViewController {
    func apply(_ scale: CGFloat) {}

    func refresh() {
        DispatchQueue.main.async {
            self.apply(UIScreen.main.scale) // expect: screen-scale
        }
    }
}
