import UIKit

final class ScreenInfoView: UIView {
    let brightness = UIScreen.main.brightness // expect: screen-scale SCALE-S5
    var screens: [UIScreen] { UIScreen.screens } // nope: not the main screen

    override func layoutSubviews() {
        super.layoutSubviews()
        let a = traitCollection.displayScale // nope: already the trait
        let b = window?.windowScene?.screen.scale ?? 1 // nope: a scene's screen
        let c = Display.main.scale // nope: another type
        let d = UIScreen.main // expect: screen-scale SCALE-S5
        let e = UIScreen.mainScale // nope: another member
        print(a, b, c, d, e)
    }
}

enum Display {
    static let main = (scale: 2.0, name: "display")
}

extension UIScreen {
    static var mainScale: CGFloat { 2 }
}
