import UIKit

/// The app's own renderer, unrelated to Image Playground.
final class ImageCreator {
    func render() -> UIImage { UIImage() }
}
