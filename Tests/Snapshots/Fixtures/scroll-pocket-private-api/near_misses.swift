import UIKit

// _UIScrollEdgeEffectViewInteraction and updatePocket are private. // nope: a comment
final class EdgeStyling {
    let className = "_UIScrollEdgeEffectViewInteraction" // nope: a string literal, never read
    var updatePockets = 0 // nope: a different identifier

    func apply(to scrollView: UIScrollView, container: UIView) {
        scrollView.topEdgeEffect.style = .soft // nope: the public edge-effect API
        let interaction = UIScrollEdgeElementContainerInteraction() // nope: public
        interaction.scrollView = scrollView
        interaction.edge = .bottom
        container.addInteraction(interaction)
        let effect: UIScrollEdgeEffect = scrollView.bottomEdgeEffect // nope: public
        print(effect)
    }
}
