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

// MARK: - Responders and views

@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { false }
}

@preconcurrency @MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable, UICoordinateSpace {
    public init(frame: CGRect) { self.frame = frame; super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }
    open class var layerClass: AnyClass { CALayer.self }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var layer: CALayer { CALayer() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var contentScaleFactor: CGFloat = 1
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    open var clipsToBounds: Bool = false
    open var isUserInteractionEnabled: Bool = true
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var window: UIWindow? { nil }
    open var tag: Int = 0
    open var contentMode: ContentMode = .scaleToFill
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func removeFromSuperview() {}
    open func layoutSubviews() {}
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func didMoveToWindow() {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func awakeFromNib() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open var intrinsicContentSize: CGSize { .zero }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var topAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    open var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    open var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    open var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor() }
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

@preconcurrency @MainActor open class NSLayoutAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat = 0
    open var isActive: Bool = false
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@preconcurrency @MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public enum State: Int, Sendable { case normal, highlighted, disabled, selected }
    open var isEnabled: Bool = true
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

@preconcurrency @MainActor open class UIMenuElement: NSObject {}

@preconcurrency @MainActor open class UIAction: UIMenuElement {
    public typealias Identifier = String
    public convenience init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler) { self.init() }
    open var title: String = ""
}
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open var isHighlighted: Bool = false
    open var isSelected: Bool = false
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open var titleLabel: UILabel? { nil }
}

@preconcurrency @MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var numberOfLines: Int = 1
}

@preconcurrency @MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage?
}

@preconcurrency @MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
}

@preconcurrency @MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    open var textLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open func prepareForReuse() {}
    open var isHighlighted: Bool = false
    open var isSelected: Bool = false
}

@preconcurrency @MainActor open class UITableView: UIScrollView {
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    open var rowHeight: CGFloat = 44
}

@preconcurrency @MainActor open class UICollectionReusableView: UIView {}
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    open var isHighlighted: Bool = false
    open var isSelected: Bool = false
    open var contentView: UIView { UIView() }
    open func prepareForReuse() {}
}

@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    open func invalidateLayout() {}
    open func prepare() {}
    open var collectionView: UICollectionView? { nil }
}
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 0
    open var minimumInteritemSpacing: CGFloat = 0
    open var sectionInset: UIEdgeInsets = .zero
}

@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionViewLayout: UICollectionViewLayout { UICollectionViewLayout() }
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
}

@preconcurrency @MainActor open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
    }
    open var rootViewController: UIViewController?
    open var windowLevel: Level = .normal
    open var windowScene: UIWindowScene?
    @available(*, deprecated, message: "Use the window scene's screen")
    open var screen: UIScreen = UIScreen()
    open var isKeyWindow: Bool { false }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

// MARK: - Screens

@preconcurrency @MainActor open class UIScreen: NSObject, UITraitEnvironment, UICoordinateSpace {
    public override init() { super.init() }
    @available(*, deprecated, message: "Use a UIScreen instance found through context instead")
    open class var main: UIScreen { UIScreen() }
    open class var screens: [UIScreen] { [] }
    open var bounds: CGRect { .zero }
    open var nativeBounds: CGRect { .zero }
    open var scale: CGFloat { 2 }
    open var nativeScale: CGFloat { 2 }
    open var brightness: CGFloat = 1
    open var coordinateSpace: any UICoordinateSpace { self }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

// MARK: - View controllers

@preconcurrency @MainActor open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    open func instantiateInitialViewController() -> UIViewController? { nil }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
}

@preconcurrency @MainActor open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! = UIView(frame: .zero)
    open var viewIfLoaded: UIView? { view }
    open var isViewLoaded: Bool { true }
    open var title: String?
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var splitViewController: UISplitViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var extensionContext: NSExtensionContext? { nil }
    open var preferredContentSize: CGSize = .zero
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func show(_ vc: UIViewController, sender: Any?) {}
}

public enum UIModalPresentationStyle: Int, Sendable { case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, overFullScreen = 5 }

// Part of Foundation on Apple platforms, missing from Foundation on Linux.
#if !canImport(ObjectiveC)
open class NSExtensionContext: NSObject, @unchecked Sendable {
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}
}
#endif

@preconcurrency @MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

@preconcurrency @MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
}

@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {}

@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public init(style: Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public enum DisplayMode: Int, Sendable { case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary }
    open var preferredDisplayMode: DisplayMode = .automatic
    open var viewControllers: [UIViewController] = []
    weak open var delegate: (any UISplitViewControllerDelegate)?
    open func setViewController(_ vc: UIViewController?, for column: Column) {}
}

@preconcurrency @MainActor open class UITableViewController: UIViewController {
    public init(style: Int = 0) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView(frame: .zero)
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

@preconcurrency @MainActor open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionView: UICollectionView! = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    open var collectionViewLayout: UICollectionViewLayout { UICollectionViewLayout() }
}

@preconcurrency @MainActor open class UIPresentationController: NSObject, UITraitEnvironment {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { super.init() }
    open var presentedViewController: UIViewController { UIViewController() }
    open var presentingViewController: UIViewController { UIViewController() }
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { nil }
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@preconcurrency @MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public convenience init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) { self.init() }
}

@preconcurrency @MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) { self.init(nibName: nil, bundle: nil) }
    open func addAction(_ action: UIAlertAction) {}
    open var actions: [UIAlertAction] { [] }
}

@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [AnyObject]?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - Application

public protocol UIUserActivityRestoring: NSObjectProtocol {}

open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    open var type: String { "" }
    open var localizedTitle: String { "" }
}

// Part of Foundation on Apple platforms, missing from Foundation on Linux.
#if !canImport(ObjectiveC)
open class NSUserActivity: NSObject, @unchecked Sendable {
    public init(activityType: String) { super.init() }
    open var activityType: String { "" }
    open var webpageURL: URL?
    open var userInfo: [AnyHashable: Any]?
    open var title: String?
}
#endif

@preconcurrency @MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { UIApplication() }

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    public enum State: Int, Sendable { case active, inactive, background }

    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
    open var applicationState: State { .active }
    open var connectedScenes: Set<UIScene> { [] }
    open var openSessions: Set<UISceneSession> { [] }
    open var supportsMultipleScenes: Bool { false }
    open var applicationIconBadgeNumber: Int = 0
    open var isIdleTimerDisabled: Bool = false
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { [] }
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { nil }

    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    @available(*, deprecated, message: "Use open(_:options:completionHandler:) instead")
    open func openURL(_ url: URL) -> Bool { false }

    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool { false }
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {}

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let openSettingsURLString = "app-settings:"
}

public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?, _ delegateClassName: String?) -> Int32 { 0 }

@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// `@main` on an application delegate.
    public static func main() {}
}

// MARK: - Scenes

public struct UISceneSessionRole: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
}

@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSessionRole) { super.init() }
    open var name: String? { nil }
    open var role: UISceneSessionRole { .windowApplication }
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?
}

@preconcurrency @MainActor open class UISceneSession: NSObject {
    open var scene: UIScene? { nil }
    open var role: UISceneSessionRole { .windowApplication }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
    open var persistentIdentifier: String { "" }
    open var stateRestorationActivity: NSUserActivity?
    open var userInfo: [String: Any]?
}

open class UIOpenURLContext: NSObject, @unchecked Sendable {
    open var url: URL { URL(fileURLWithPath: "/") }
}

@preconcurrency @MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        open var userActivities: Set<NSUserActivity> { [] }
        open var sourceApplication: String? { nil }
        open var notificationResponse: AnyObject? { nil }
    }
    open class ActivationRequestOptions: NSObject {}
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) { super.init() }
    open var session: UISceneSession { UISceneSession() }
    open var delegate: (any UISceneDelegate)?
    open var activationState: ActivationState { .unattached }
    open var title: String!

    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    open var windows: [UIWindow] { [] }
    open var keyWindow: UIWindow? { nil }
    open var screen: UIScreen { UIScreen() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? { get { nil } set {} }
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {}
}

// MARK: - Notifications and keyboard

public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
