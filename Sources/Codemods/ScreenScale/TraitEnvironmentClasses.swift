/// Framework classes whose instances are UIKit trait environments (they have
/// `traitCollection` and `registerForTraitChanges`): `UIView`,
/// `UIViewController`, `UIPresentationController` and their well-known
/// subclasses in UIKit, MapKit, WebKit and the other view frameworks. A project
/// class is a trait environment when its superclass chain reaches one of these.
enum TraitEnvironmentClasses {
    static let roots: Set<String> = ["UIView", "UIViewController", "UIPresentationController"]

    static let known: Set<String> = roots.union([
        // UIKit views
        "UIControl", "UIButton", "UILabel", "UIImageView", "UITextField", "UITextView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIStackView", "UISwitch", "UISlider",
        "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView",
        "UIPickerView", "UIDatePicker", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIWindow",
        "UIVisualEffectView", "UIInputView", "UIRefreshControl", "UIColorWell", "UICalendarView",
        "UIContentUnavailableView", "UIListContentView", "UISearchTextField", "UIAlertView", "UIActionSheet",
        "UIWebView", "UIPopoverBackgroundView", "UIEventAttributionView", "UIStandardTextCursorView",
        // UIKit view controllers
        "UINavigationController", "UITabBarController", "UITableViewController", "UICollectionViewController",
        "UISplitViewController", "UIPageViewController", "UISearchController", "UIAlertController",
        "UIImagePickerController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController", "UIReferenceLibraryViewController", "UIVideoEditorController",
        "UIInputViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "UIHostingController",
        // UIKit presentation controllers
        "UIPopoverPresentationController", "UISheetPresentationController",
        // MapKit
        "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKUserTrackingButton",
        "MKCompassButton", "MKScaleView", "MKPitchControl", "MKZoomControl", "MKUserLocationView",
        "MKLookAroundViewController", "MKMapItemDetailViewController",
        // WebKit, SafariServices
        "WKWebView", "SFSafariViewController",
        // Rendering views
        "SKView", "SCNView", "ARSCNView", "ARSKView", "ARView", "MTKView", "GLKView", "GLKViewController",
        "PKCanvasView", "AVPlayerViewController", "AVRoutePickerView", "AVPictureInPictureVideoCallViewController",
        "PHLivePhotoView", "PHPickerViewController", "QLPreviewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "CNContactViewController", "CNContactPickerViewController",
        "EKEventViewController", "EKEventEditViewController", "GKGameCenterViewController", "PDFView",
        "PDFThumbnailView", "ASAuthorizationAppleIDButton", "PKPaymentButton", "PKAddPassButton",
        "VNDocumentCameraViewController", "DataScannerViewController",
    ])

    /// Whether a written type name ("UIKit.UIView", "UITableViewCell") is a known trait environment class.
    static func isKnown(_ name: String) -> Bool {
        known.contains(baseName(name))
    }

    /// "UIKit.UIView" -> "UIView"; generic arguments dropped ("Base<T>" -> "Base").
    static func baseName(_ name: String) -> String {
        var n = Substring(name)
        if let lt = n.firstIndex(of: "<") { n = n[..<lt] }
        if let dot = n.lastIndex(of: ".") { n = n[n.index(after: dot)...] }
        return String(n)
    }
}
