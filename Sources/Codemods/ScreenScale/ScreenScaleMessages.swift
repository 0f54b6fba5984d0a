/// Finding codes, messages and suggestions of `screen-scale`; kept apart from
/// detection so the wording can be read in one place.
enum ScaleCode {
    /// Rewrites.
    static let inline = "SCALE-R1"
    static let registered = "SCALE-R2"
    static let swiftUI = "SCALE-R3"
    static let collapsed = "SCALE-R4"
    /// Report-only.
    static let noTraitEnvironment = "SCALE-W1"
    static let beforeSelf = "SCALE-W2"
    static let offMainClosure = "SCALE-W3"
    static let weakSelf = "SCALE-W4"
    static let cachedValue = "SCALE-W5"
    static let swiftUIUnsupported = "SCALE-W6"
    static let interpolated = "SCALE-W7"
    static let mixedScreens = "SCALE-W8"
    static let objectiveC = "SCALE-W9"
    static let zeroDivisor = "SCALE-I2"
    static let bounds = "SCALE-S1"
    static let nativeScale = "SCALE-S2"
    static let nativeBounds = "SCALE-S3"
    static let coordinateSpace = "SCALE-S4"
    static let otherMainScreenRead = "SCALE-S5"
}

enum ScaleMessages {
    static func construct(_ reference: ScreenReference) -> String {
        switch reference.kind {
        case .scale: return "UIScreen.main.scale"
        case .traitCollection(let trait): return "UIScreen.main.traitCollection" + (trait.map { "." + $0 } ?? "")
        case .bounds: return "UIScreen.main.bounds"
        case .nativeScale: return "UIScreen.main.nativeScale"
        case .nativeBounds: return "UIScreen.main.nativeBounds"
        case .coordinateSpace: return "UIScreen.main.coordinateSpace"
        case .other(let property): return "UIScreen.main" + (property.map { "." + $0 } ?? "")
        }
    }

    static func replacement(_ reference: ScreenReference) -> String {
        switch reference.kind {
        case .scale: return "self.traitCollection.displayScale"
        case .traitCollection(let trait): return "self.traitCollection" + (trait.map { "." + $0 } ?? "")
        default: return ""
        }
    }

    // MARK: Rewrites

    static func inline(_ reference: ScreenReference, where place: String) -> String {
        "\(construct(reference)) in \(place) reads the deprecated main screen; replaced with \(replacement(reference))"
    }
    static func registered(_ reference: ScreenReference, where place: String) -> String {
        "\(construct(reference)) in \(place) is cached by a setup method; replaced with \(replacement(reference)) and "
            + "recomputed on display scale changes with registerForTraitChanges"
    }
    static func swiftUI(_ reference: ScreenReference, where place: String, name: String) -> String {
        "\(construct(reference)) in SwiftUI view \(place) reads the deprecated main screen; replaced with the `\(name)` environment value"
    }
    static func collapsed(_ reference: ScreenReference, where place: String) -> String {
        "fallback from traitCollection.displayScale to \(construct(reference)) in \(place) collapsed to self.traitCollection.displayScale"
    }

    // MARK: Report-only

    static func noTraitEnvironment(_ reference: ScreenReference, where place: String, reason: String) -> (String, String) {
        ("\(construct(reference)) in \(place) has no trait collection to read: \(reason)",
         "pass the scale in from the calling view or view controller (its traitCollection.displayScale); keep a deprecated "
            + "forwarding version of this API for existing callers (@available(*, deprecated, message: \"pass a UITraitCollection\"))")
    }
    static func storedProperty(_ reference: ScreenReference, where place: String) -> (String, String) {
        ("\(construct(reference)) in the initializer of stored property \(place) runs before the view has traits",
         "make it a computed property reading self.traitCollection.displayScale, or set it in layoutSubviews "
            + "(views) or viewIsAppearing (view controllers), which re-run when the display scale changes")
    }
    static func beforeSuperInit(_ reference: ScreenReference, where place: String) -> (String, String) {
        ("\(construct(reference)) in \(place) runs before super.init, where self.traitCollection is not available",
         "set the value after super.init and register for UITraitDisplayScale changes, or compute it in layoutSubviews")
    }
    static func defaultArgument(_ reference: ScreenReference, where place: String) -> (String, String) {
        ("\(construct(reference)) in a default argument of \(place) cannot read self.traitCollection",
         "remove the default and pass self.traitCollection.displayScale at each call site")
    }
    static func offMain(_ reference: ScreenReference, where place: String, closure: String) -> (String, String) {
        ("\(construct(reference)) in \(closure) in \(place) may run off the main thread, where traits must not be read",
         "read self.traitCollection.displayScale on the main thread before starting the work and capture the value: "
            + "let scale = self.traitCollection.displayScale")
    }
    static func weakSelf(_ reference: ScreenReference, where place: String) -> (String, String) {
        ("\(construct(reference)) in a [weak self] closure in \(place): self is optional here, so self.traitCollection cannot be used",
         "add `guard let self else { return }` at the top of the closure, then use self.traitCollection.displayScale")
    }
    static func cached(_ reference: ScreenReference, where place: String, what: String, staleness: Bool = true) -> (String, String) {
        ("\(construct(reference)) in \(place) \(what)" + (staleness ? "; self.traitCollection.displayScale there may be 0 before "
            + "the view is in a window and would not follow display scale changes" : ""),
         "TODO: compute this from self.traitCollection.displayScale and redo it when the scale changes: "
            + "registerForTraitChanges([UITraitDisplayScale.self]) { (self: Self, _: UITraitCollection) in ... } (iOS 17), "
            + "traitCollectionDidChange(_:) before iOS 17, or move it to layoutSubviews/viewIsAppearing")
    }
    static func swiftUIInit(_ reference: ScreenReference, where place: String) -> (String, String) {
        ("\(construct(reference)) in SwiftUI view \(place) runs before the view has an environment",
         "read @Environment(\\.displayScale) in body (or a method it calls) instead of storing the scale in init")
    }
    static func swiftUIUnsupported(_ reference: ScreenReference, where place: String, reason: String) -> (String, String) {
        ("\(construct(reference)) in SwiftUI view \(place): \(reason)",
         "declare @Environment(\\.displayScale) private var displayScale in the view and read it in body or its methods")
    }
    static let zeroDivisor = "the display scale is 0 until the view is in a window, so this division may be infinite "
        + "when it first runs; the registered handler recomputes it once the scale is known"

    // MARK: §6 screen geometry (report-only)

    static func screenGeometry(_ reference: ScreenReference, where place: String, category: TypeCategory,
                               inKeyboardHandler: Bool, inWindowInit: Bool) -> (String, String) {
        let name = construct(reference)
        switch reference.kind {
        case .bounds:
            let message = "\(name) in \(place) is the main screen's size, not the scene's: windows are resizable in iOS 27"
            if inWindowInit { return (message, "create the window with UIWindow(windowScene:) in the scene delegate (see scene-delegate)") }
            switch category {
            case .viewController:
                return (message, "use view.bounds, read from viewIsAppearing or viewWillLayoutSubviews; never fall back with `?? .zero`")
            case .view:
                return (message, "use superview?.bounds (or bounds) from layoutSubviews; use .zero only in init; never fall back with `?? .zero`")
            default:
                return (message, "pass the size in from the view (view.bounds) or the window scene's effectiveGeometry; never use `?? .zero`")
            }
        default:
            let message = "\(name) in \(place) has no trait equivalent and reads the deprecated main screen"
            if inKeyboardHandler && reference.kind == .coordinateSpace {
                return (message, "for keyboard notifications the screen is notification.object as? UIScreen; "
                        + "otherwise use view.window?.windowScene?.screen (optional)")
            }
            return (message, "use view.window?.windowScene?.screen (optional, nil until the view is in a window), not window.screen")
        }
    }

    // MARK: Objective-C (report-only)

    /// A read of `[UIScreen mainScreen]` (`property` nil: the screen itself) in Objective-C code;
    /// `place` is "in -[Class method] " or empty.
    static func objectiveC(_ property: String?, place: String, inWindowInit: Bool = false) -> (String, String) {
        let read = "[UIScreen mainScreen]" + (property.map { "." + $0 } ?? "")
        switch property {
        case "scale":
            return ("\(read) \(place)reads the deprecated main screen, not the screen the view is on; Objective-C is not rewritten",
                    "in a view or view controller read self.traitCollection.displayScale (0 until the view is in a window: "
                        + "compute cached values in layoutSubviews or viewIsAppearing, or redo them with registerForTraitChanges:); "
                        + "elsewhere pass the scale in from the view")
        case "traitCollection":
            return ("\(read) \(place)reads the deprecated main screen, not the screen the view is on; Objective-C is not rewritten",
                    "in a view or view controller read self.traitCollection; elsewhere pass the trait collection in from the view")
        case "bounds", "applicationFrame":
            let message = "\(read) \(place)is the main screen's size, not the scene's: windows are resizable in iOS 27; "
                + "Objective-C is not rewritten"
            if inWindowInit {
                return (message, "create the window with initWithWindowScene: (a window in a scene takes the scene's size): "
                        + "the app's main window in the scene delegate (see scene-delegate)")
            }
            return (message, "use the view's bounds (from viewIsAppearing or viewWillLayoutSubviews; the superview's bounds in "
                        + "layoutSubviews), or the window scene's effectiveGeometry; code with no view at hand takes the size "
                        + "from its caller")
        default:
            return ("\(read) \(place)reads the deprecated main screen: with scenes, the screen an app shows on comes from "
                        + "its window scene; Objective-C is not rewritten",
                    "use the screen of the view's window scene (view.window.windowScene.screen, nil until the view is in a "
                        + "window); code with no view at hand takes it from its caller")
        }
    }
}
