// Part of the UIKit stand-in; see UIKit.swift.
import Foundation
import QuartzCore

// MARK: - Responders and views

@preconcurrency @MainActor open class UIResponder: NSObject, UIUserActivityRestoring {
    public override init() { super.init() }
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}
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
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        LifeCycleSimulator.register(self)
    }
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        LifeCycleSimulator.register(self)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); isHidden = true; LifeCycleSimulator.register(self) }
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
    /// Setting it moves the window into the scene (or out of any, with nil), as in UIKit.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            if oldValue?.simulatedKeyWindow === self { oldValue?.simulatedKeyWindow = nil }
            if !isHidden { LifeCycleSimulator.bringForward(self) }
        }
    }
    /// The window's place in the stacking order within its level (`LifeCycleSimulator.windows(in:)`).
    var simulatedFrontOrder = 0
    open var screen: UIScreen = UIScreen()
    open override var isHidden: Bool {
        didSet {
            guard !isHidden else { return }
            if oldValue { LifeCycleSimulator.bringForward(self) }
            LifeCycleSimulator.windowBecameVisible(self)
        }
    }
    /// A window is key within its scene; a window without one cannot become key.
    open var isKeyWindow: Bool { windowScene?.simulatedKeyWindow === self }
    /// Also brings the window to the front of its level, as UIKit documents.
    open func makeKeyAndVisible() { isHidden = false; LifeCycleSimulator.bringForward(self); makeKey() }
    open func makeKey() { windowScene?.simulatedKeyWindow = self }
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

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}
