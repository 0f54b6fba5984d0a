import UIKit

class PhotoViewController: UIViewController {
    let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        imageView.layer.contentsScale = UIScreen.main.scale // expect: screen-scale
    }
}
