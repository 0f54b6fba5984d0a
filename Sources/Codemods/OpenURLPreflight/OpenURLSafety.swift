/// How each open-url rewrite changes what the app does, in the one sentence a reviewer reads.
enum OpenURLSafety {
    /// A preflight rewrite: the check is gone, and whatever the shape moved.
    /// `failure`: the else branch (or early exit) now runs in the completion; `success`: statements
    /// after the open now run there (`--open-url-trailing move`); `awaited`: the function awaits the
    /// open instead; `swiftUI`: the open goes through the environment's `openURL` action.
    static func preflight(failure: Bool = false, success: Bool = false, awaited: Bool = false, swiftUI: Bool = false) -> FixSafety {
        var parts = ["the open is attempted without asking canOpenURL, so an installed app whose scheme is missing from the first 25 LSApplicationQueriesSchemes now opens where the check skipped it"]
        if awaited {
            parts.append("the function now waits for the open to finish and runs the fallback when it fails, not when canOpenURL said no")
        } else {
            if failure {
                parts.append("the fallback runs later, in the open's completion once the attempt has failed, instead of at once")
            }
            if success {
                parts.append("the statements after the open run in its completion, after the app switch and only when it succeeds")
            }
        }
        if swiftUI {
            parts.append("the URL goes through the view's openURL environment action, which an enclosing view can replace")
        }
        return .behavior(parts.joined(separator: "; "))
    }

    /// `if R.openURL(U) { T } else { E }` with the branches moved into the completion.
    static let openURLBranchesInCompletion = FixSafety.behavior(
        "both branches now run in the open's completion, after the app switch is tried, instead of at once with openURL(_:)'s answer")

    /// `if await R.open(U, options: O) { T } else { E }`.
    static let awaitedOpenURLBranches = FixSafety.behavior(
        "the function now waits for the open to finish before either branch runs, where openURL(_:) answered at once")

    static let explanation = """
    Every canOpenURL rewrite (URL-A to URL-G) is a behavior change: the open is attempted without the \
    check, so an installed app whose scheme is not among the first 25 LSApplicationQueriesSchemes now opens \
    where canOpenURL used to answer false and skip it (the reason for the rewrite). Shapes that move code \
    into the open's completion also change when it runs: the else branch (the fallback) runs asynchronously \
    on the main queue once the attempt has failed, after the app switch is tried, instead of at once; with \
    --open-url-trailing move, statements after the open run only when it succeeds. URL-G awaits the open \
    instead, so the function waits for it. With --swiftui-openurl the URL goes through the view's openURL \
    environment action, which an enclosing view can replace. URL-I (`if openURL(...)`) moves both branches \
    into the completion (or awaits the open). URL-H is safe: `openURL(u)` as a statement becomes `open(u)`, \
    which opens the URL as openURL(_:) did before the iOS 27 SDK made it a no-op; nothing read its result.
    """
}
