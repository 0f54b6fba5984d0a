/// What each screen-scale rewrite changes at run time. The trait collection describes the screen
/// the view is on: on the device's own display its scale equals the main screen's, but a window on
/// an external display (Stage Manager, an external-display scene) gets that display's scale, and a
/// view in no window has none yet (0, unspecified). Every rewrite is therefore a behavior change.
enum ScaleSafety {
    private static let screen = "the same on the device's own display, that display's scale when the window is on an external one"

    /// `UIScreen.main.scale` (or `.traitCollection[.trait]`) read in place.
    /// `inWindow`: the method runs only while the view is in a window (layout, drawing, actions).
    static func inline(_ reference: ScreenReference, inWindow: Bool) -> FixSafety {
        // A view in no window inherits no traits: its collection holds the defaults.
        let noWindow = inWindow ? "" : ", and the defaults (scale 0, size classes unspecified) if it runs while the view is in no window"
        switch reference.kind {
        case .traitCollection(trait: nil):
            return .behavior("uses the view's traits instead of the main screen's: its display scale (\(screen)), "
                + "and also its user interface style, size classes and trait overrides" + noWindow)
        case .traitCollection(trait: let trait?) where trait != "displayScale":
            return .behavior("reads \(trait) from the view's traits instead of the main screen's, so the view's own value "
                + "(its overrides, the screen it is on) now counts" + noWindow)
        default:
            return .behavior("reads the scale of the screen the view is on instead of the main screen's: \(screen)"
                + (inWindow ? "" : ", and 0 (unspecified) if it runs before the view is in a window"))
        }
    }

    /// A value cached in a setup method, now redone by a trait-change handler.
    static let registered = FixSafety.behavior(
        "reads the scale of the screen the view is on (0 until the view is in a window) instead of the main screen's, "
            + "and a trait-change handler sets the stored value again whenever the display scale changes")

    static let swiftUI = FixSafety.behavior(
        "reads the view's displayScale environment value instead of the main screen's scale: \(screen), "
            + "and the view now updates when it changes")

    /// `trait > 0 ? trait : UIScreen.main.scale` collapsed to the trait.
    static let collapsed = FixSafety.behavior(
        "drops the fallback to the main screen's scale: while the view is in no window the value is now 0 (unspecified), "
            + "where the fallback gave the main screen's scale")

    static let explanation = """
    Every rewrite is a behavior change. The trait collection describes the screen the view is on: on the \
    device's own display its display scale equals UIScreen.main.scale, but when the window is on an external \
    display (Stage Manager, an external-display scene) it is that display's scale, which is the reason for the \
    rewrite. A view that is in no window yet has no scale (0, unspecified): rewrites outside layout, drawing \
    and event handling say so, and SCALE-I2 marks divisions by it. Cached values in setup methods also get a \
    trait-change handler that sets them again when the scale changes, where the main screen's value was read \
    once. A collapsed fallback (`s > 0 ? s : UIScreen.main.scale`) no longer falls back: it reads 0 while the \
    view is in no window. `UIScreen.main.traitCollection` becomes the view's traits, which also carry its user \
    interface style, size classes and overrides. SwiftUI views read the displayScale environment value and \
    update when it changes.
    """
}
