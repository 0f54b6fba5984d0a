import UIKit

func thumbnail() -> UIImage {
    ImageCreator().render() // nope: the project declares its own ImageCreator
}
