// Part of the UIKit stand-in; see UIKit.swift.
import Foundation
import QuartzCore

// MARK: - View controllers

@preconcurrency @MainActor open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name; super.init() }
    private let name: String
    open func instantiateInitialViewController() -> UIViewController? { LifeCycleSimulator.initialViewController(ofStoryboard: name) }
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
    open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
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
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil); viewControllers = [rootViewController] }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
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

@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled: Bool = true
}

@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, action }
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) { self.init() }
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { self.init() }
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: AnyObject? = nil) { self.init() }
}

@preconcurrency @MainActor open class UINavigationItem: NSObject {
    public init(title: String) { super.init() }
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
}

@preconcurrency @MainActor open class UIInputViewController: UIViewController {}
