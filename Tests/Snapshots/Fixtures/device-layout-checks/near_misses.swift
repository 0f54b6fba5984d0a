import UIKit

// if UIDevice.current.orientation.isLandscape { ... } // nope: a comment
final class RotatingViewController: UIViewController {
    let message = "userInterfaceIdiom == .pad" // nope: a string literal
    var orientation: UIInterfaceOrientation = .portrait // nope: a declaration of the app's own property
    var interfaceOrientation = UIInterfaceOrientation.portrait // nope: a declaration

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all } // nope: a different member

    func apply(_ photo: Photo, traits: UITraitCollection) {
        let fixed = UITraitCollection(userInterfaceIdiom: .pad) // nope: an argument label, not a read
        print(fixed, photo.orientation) // nope: another value's orientation, not UIDevice.current
        let image = UIImage(cgImage: photo.cgImage, scale: 1, orientation: .up) // nope: an argument label
        print(image)
        let mock = MockTraits()
        mock.interfaceOrientation = .landscapeLeft // nope: an assignment, not a layout read
        let layout = view.bounds.width > 600 ? 3 : 1 // nope: the recommended bounds-based layout
        print(layout)
    }
}
