import UIKit

final class ComposeViewController: UIViewController {
    let button = UIButton(type: .system)

    func render(scale: CGFloat) -> UIImage? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setImage(render(scale: UIScreen.main.scale), for: .normal) // expect: screen-scale SCALE-W5
        let px = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        button.layer.borderWidth = px
    }
}
