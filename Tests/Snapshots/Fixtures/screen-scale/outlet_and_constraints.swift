import UIKit

final class SettingsViewController: UIViewController {
    @IBOutlet var dividerHeight: NSLayoutConstraint! {
        didSet {
            dividerHeight.constant = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        }
    }
    @IBOutlet var avatarView: UIImageView! {
        didSet {
            avatarView.layer.borderWidth = 2 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        }
    }
    let divider = UIView()
    var dividerConstraint: NSLayoutConstraint?

    func makeDivider() {
        dividerConstraint = divider.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale) // expect: screen-scale SCALE-W5
        dividerConstraint?.constant = 1 / UIScreen.main.scale // expect: screen-scale SCALE-W5
        print(1 / UIScreen.main.scale) // expect: screen-scale SCALE-R1
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        dividerConstraint?.constant = 1 / UIScreen.main.scale // expect: screen-scale SCALE-R1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        view.window?.frame = UIScreen.main.bounds // expect: screen-scale SCALE-S1
    }
}

final class LaunchHelper {
    func makeWindow() -> UIWindow {
        UIWindow(frame: UIScreen.main.bounds) // expect: screen-scale SCALE-S1
    }
}
