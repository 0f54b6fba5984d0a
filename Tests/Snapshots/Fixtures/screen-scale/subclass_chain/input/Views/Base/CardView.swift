import UIKit

class CardView: UIView {
    var cornerRadius: CGFloat = 12
}

class ElevatedCardView: CardView {}
