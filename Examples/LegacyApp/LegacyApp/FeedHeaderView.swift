import UIKit

/// The feed's header. Keeps the scroll-edge blur off while the header is pinned, through the
/// scroll pocket method UIKit's iOS 26 betas called on it.
final class FeedHeaderView: UIView {
    @objc func updatePocket(_ pocket: AnyObject, contentRect: CGRect, velocity: CGPoint, isTracking: Bool, shouldAnimateVisibility: Bool) {
        pocket.setValue(true, forKey: "hidden")
    }
}
