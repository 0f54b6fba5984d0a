// Stand-in for the QuartzCore subset fixtures use; signatures follow Apple's SDK.
@_exported import Foundation

// CoreGraphics object types; on Apple platforms Foundation brings the real ones.
#if !canImport(CoreGraphics)
open class CGContext: @unchecked Sendable {
    public init() {}
    open func setLineWidth(_ width: CGFloat) {}
    open func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
}
open class CGImage: @unchecked Sendable {
    public init() {}
    open var width: Int { 0 }
    open var height: Int { 0 }
}
open class CGColor: @unchecked Sendable { public init() {} }
open class CGPath: @unchecked Sendable { public init() {} }
#endif

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
    open func render(in ctx: CGContext) {}
    open var minificationFilterBias: Float = 0
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowOffset: CGSize = .zero
}

open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var lineWidth: CGFloat = 1
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
}

open class CATextLayer: CALayer {
    open var string: Any?
    open var fontSize: CGFloat = 36
}
