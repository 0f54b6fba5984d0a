// Stand-in for the UIKit subset the fixtures use, so rewrites can be type-checked on Linux.
// Signatures follow Apple's SDK, including @MainActor and @Sendable where the SDK has them.
// Objective-C optional protocol requirements become requirements with default implementations.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLRequest and URLSession, part of Foundation on Apple platforms
#endif
@_exported import QuartzCore

// MARK: - Values

#if !canImport(ObjectiveC)
/// Objective-C selectors do not exist on Linux; `#selector` itself stays unsupported there.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
    public init(_ name: String) {}
}
#endif

public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    public init?(named name: String) { super.init() }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var red: UIColor { UIColor(white: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 0, alpha: 1) }
    open var cgColor: CGColor { fatalError("type-checking stand-in") }
    open func setStroke() {}
    open func setFill() {}
    open func set() {}
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
}

open class UIFont: NSObject, @unchecked Sendable {
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open var pointSize: CGFloat { 0 }
}

open class UIImage: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init?(named name: String) { super.init() }
    public init?(systemName name: String) { super.init() }
    public init?(data: Data) { super.init() }
    public init?(data: Data, scale: CGFloat) { super.init() }
    public init(cgImage: CGImage) { super.init() }
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { super.init() }
    public enum Orientation: Int, Sendable { case up, down, left, right }
    open var size: CGSize { .zero }
    open var scale: CGFloat { 1 }
    open var cgImage: CGImage? { nil }
    open func pngData() -> Data? { nil }
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    open func draw(in rect: CGRect) {}
}

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
public func UIGraphicsEndImageContext() {}
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

open class UIGraphicsRendererFormat: NSObject {
    open class func `default`() -> Self { Self() }
    public required override init() { super.init() }
}

open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat = 1
    open var opaque: Bool = false
    public required init() { super.init() }
    public convenience init(for traitCollection: UITraitCollection) { self.init() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

open class UIGraphicsImageRendererContext: NSObject {
    open var cgContext: CGContext { fatalError("type-checking stand-in") }
}

open class UIGraphicsImageRenderer: NSObject {
    public init(size: CGSize) { super.init() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { super.init() }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { super.init() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { Data() }
}

open class UIBezierPath: NSObject {
    public override init() { super.init() }
    public init(rect: CGRect) { super.init() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { super.init() }
    public init(ovalIn rect: CGRect) { super.init() }
    open var lineWidth: CGFloat = 1
    open var cgPath: CGPath { fatalError("type-checking stand-in") }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func close() {}
    open func stroke() {}
    open func fill() {}
}

// MARK: - Traits

public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
}

public typealias UITrait = any UITraitDefinition.Type

public enum UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public convenience init(displayScale scale: CGFloat) { self.init() }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
    open var displayScale: CGFloat { 0 }
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open class var current: UITraitCollection { UITraitCollection() }
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
}

@preconcurrency @MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(*, deprecated, message: "Use the trait change registration APIs")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

public protocol UITraitChangeRegistration: NSObjectProtocol, Sendable {}

final class TraitChangeRegistration: NSObject, UITraitChangeRegistration, @unchecked Sendable {}

public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

@preconcurrency @MainActor public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration { TraitChangeRegistration() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}
