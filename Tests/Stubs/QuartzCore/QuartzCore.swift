// Stand-in for the QuartzCore subset fixtures use; signatures follow Apple's SDK.
@_exported import Foundation

open class CALayer: NSObject {
    public override init() { super.init() }
    public init(layer: Any) { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize: Bool = false
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var shadowRadius: CGFloat = 0
    open var shadowOpacity: Float = 0
    open var opacity: Float = 1
    open var masksToBounds: Bool = false
    open var isHidden: Bool = false
    open var contents: Any?
    open var sublayers: [CALayer]?
    open var superlayer: CALayer? { nil }
    open func addSublayer(_ layer: CALayer) {}
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
    open func removeFromSuperlayer() {}
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}
    open func display() {}
    open func render(in ctx: AnyObject) {}
    open var minificationFilterBias: Float = 0
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var borderColor: AnyObject?
    open var shadowColor: AnyObject?
    open var backgroundColor: AnyObject?
    open var shadowOffset: CGSize = .zero
}

open class CAShapeLayer: CALayer {
    open var path: AnyObject?
    open var lineWidth: CGFloat = 1
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
}

open class CATextLayer: CALayer {
    open var string: Any?
    open var fontSize: CGFloat = 36
}
