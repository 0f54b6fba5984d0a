import UIKit

final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pixels = UIScreen.main.nativeScale // expect: screen-scale SCALE-S2
        let size = UIScreen.main.nativeBounds.size // expect: screen-scale SCALE-S3
        let width = UIScreen.main.bounds.width // expect: screen-scale SCALE-S1
        print(pixels, size, width)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let local = UIScreen.main.coordinateSpace.convert(frame, to: view) // expect: screen-scale SCALE-S4
        print(local)
    }
}

final class BannerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        frame.size.width = UIScreen.main.bounds.width // expect: screen-scale SCALE-S1
    }
}
