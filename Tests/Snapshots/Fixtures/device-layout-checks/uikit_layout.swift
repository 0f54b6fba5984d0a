import UIKit

final class GalleryViewController: UIViewController {
    let stack = UIStackView()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if UIDevice.current.orientation.isLandscape { // expect: device-layout-checks DEVICE-W2
            stack.axis = .horizontal
        }
        let columns = traitCollection.userInterfaceIdiom == .pad ? 3 : 1 // expect: device-layout-checks DEVICE-I1
        switch UIDevice.current.userInterfaceIdiom { // expect: device-layout-checks DEVICE-I1
        case .pad: stack.spacing = 24
        default: stack.spacing = CGFloat(columns)
        }
        if view.window?.windowScene?.interfaceOrientation == .landscapeLeft { // expect: device-layout-checks DEVICE-W3
            stack.alignment = .leading
        }
        let legacy = UIApplication.shared.statusBarOrientation // expect: device-layout-checks DEVICE-W3
        print(legacy)
    }
}
