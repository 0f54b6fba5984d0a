import UIKit

final class PocketHook: NSObject {
    @objc func updatePocket(_ pocket: AnyObject, contentRect: CGRect, velocity: CGPoint, // expect: scroll-pocket-private-api POCKET-W1
                            isTracking: Bool, shouldAnimateVisibility: Bool) {}

    func install(on scrollView: UIScrollView) {
        let selector = #selector(updatePocket(_:contentRect:velocity:isTracking:shouldAnimateVisibility:)) // expect: scroll-pocket-private-api POCKET-W1
        print(selector)
        for interaction in scrollView.interactions {
            if let pocket = interaction as? _UIScrollEdgeEffectViewInteraction { // expect: scroll-pocket-private-api POCKET-W1
                print(pocket)
            }
        }
        let style: _UIScrollPocketStyle = .soft // expect: scroll-pocket-private-api POCKET-W1
        print(style)
    }
}
