import Rewriter

/// Replaces `canOpenURL(_:)` preflights (deprecated in iOS 27, and limited to
/// the first 25 `LSApplicationQueriesSchemes`) with an attempted open whose
/// completion handles failure; turns the dead `openURL(_:)` into `open(_:)`.
///
///     if UIApplication.shared.canOpenURL(destination) {      UIApplication.shared.open(destination, options: [:]) { succeeded in
///         UIApplication.shared.open(destination)        ->        if !succeeded {
///     } else {                                                         showUnavailableMessage = true
///         showUnavailableMessage = true                            }
///     }                                                        }
public struct OpenURLPreflight: Codemod {
    public static let id = "open-url-preflight"
    public static let summary = "replace canOpenURL preflights with an attempted open and openURL(_:) with open(_:)"
    public static let options: [CodemodOption] = [
        CodemodOption(name: "swiftui-openurl",
                      help: "on: inside a SwiftUI View's instance members, call the @Environment(\\.openURL) action "
                          + "(adding the property when the name is free) instead of UIApplication.open; "
                          + "calls with non-empty options keep the UIKit form",
                      defaultValue: "off", allowedValues: ["on", "off", "true", "false", "yes", "no", "1", "0"]),
        CodemodOption(name: "open-url-trailing",
                      help: "move: statements after the open in the checked branch move into the completion's "
                          + "`if succeeded { }` (they then run after the app switch, and only on success); "
                          + "report: leave the site alone with URL-W6",
                      defaultValue: "report", allowedValues: ["report", "move"]),
    ]

    public static let explanation = """
    canOpenURL(_:) is deprecated in iOS 27, answers false for schemes missing from
    LSApplicationQueriesSchemes, and apps linked with the iOS 27 SDK get only the
    first 25 of those schemes. open(_:options:completionHandler:) is not limited by
    the list, so attempting the open and handling failure is strictly better.
    openURL(_:) (deprecated since iOS 10) now opens nothing and returns false.

    Receivers rewritten: UIApplication.shared, a parameter typed UIApplication,
    a local `let app = UIApplication.shared`. Any other receiver (a router or an
    injected protocol with its own canOpenURL) is reported (URL-W1), never rewritten.

    Before:
        if UIApplication.shared.canOpenURL(destination) {
            UIApplication.shared.open(destination)
        } else {
            showUnavailableMessage = true
        }
    After:
        UIApplication.shared.open(destination, options: [:]) { succeeded in
            if !succeeded {
                showUnavailableMessage = true
            }
        }

    Shapes (codes of the info findings):
      URL-A  if R.canOpenURL(U) { R.open(U) }                  -> R.open(U)
      URL-B  ... else { E }                                    -> R.open(U, options: O) { succeeded in if !succeeded { E } }
             an existing `{ p in C }` completion is kept: C, then `if !p { E }`; in a class,
             moved code using members implicitly gets a `{ [self] succeeded in` capture
      URL-C  guard R.canOpenURL(U) else { E; return } then R.open(U) as the function's last statement
                                                               -> as B, the bare return dropped
      URL-D  if !R.canOpenURL(U) { E; return } then R.open(U)  -> as C
      URL-E  if let u = ..., R.canOpenURL(u) { R.open(u) }     -> if let u = ... { R.open(u) }
             with `else { F() }` (one call): F() runs in the completion on failure and stays in the else
      URL-F  if a && R.canOpenURL(U) { ... }                   -> as E with `if a`
      URL-G  B-D in an async @MainActor function when E has return/throw/try/await:
                                                               -> if !(await R.open(U, options: O)) { E }
      URL-H  R.openURL(U) (or `_ = R.openURL(U)`)              -> R.open(U)
      URL-I  if R.openURL(U) { T } else { E }                  -> R.open(U, options: [:]) { succeeded in if succeeded { T } else { E } }

    Reported, never rewritten:
      URL-W1  a receiver that is not UIApplication, or a type's own `func canOpenURL` (wrapper, protocol, mock)
      URL-W2  the check and the open use different or computed URLs
      URL-W3  the open's completion is a function reference
      URL-W4  || or negated compounds, else-if conditions, a longer else after other conditions
      URL-W5  code that cannot move into the @MainActor @Sendable completion: return, break,
              continue, throw, try, await, defer, inout, uses of local vars, $0, self in a type
              that is not main-actor isolated; or an open that is not the function's last statement
      URL-W6  statements besides the open in the checked branch (they would run before the app switch)
      URL-W7  the result is stored, returned, passed, used in a ternary, .disabled/.hidden,
              a ViewBuilder if, while or switch, or formatted into a string (`"\\(app.canOpenURL(u))"`):
              installed-app UI state; use universal links or drop the gate
      URL-W8  an Info.plist with more than 25 LSApplicationQueriesSchemes (entries 26+ are named;
              nothing is deleted or reordered)
      URL-W9  Objective-C: canOpenURL: on any receiver, and openURL: without options: sent to the
              app (or named by @selector(openURL:))
      URL-W10 an openURL(_:) result used as a value (it is always false), in a string interpolation too
      URL-W11 openURL: named as a selector: sel_registerName("openURL:"), NSSelectorFromString("openURL:"),
              Selector(("openURL:")), #selector(UIApplication.openURL(_:)) (extension code that opens its app
              through the responder chain): performed, it opens nothing

    Option --swiftui-openurl on (default off): inside a SwiftUI View's instance members, with
    default options, emit `openURL(U) { accepted in if !accepted { E } }` and add
    `@Environment(\\.openURL) private var openURL` unless the name is taken.

    Option --open-url-trailing move (default report): statements after the open in the checked
    branch move into `if succeeded { ... }` of the completion instead of blocking the rewrite.

    Suppress one site with `// modernize:ignore open-url-preflight` on its line or the line above.
    """

    public static let fixSafety = OpenURLSafety.explanation

    let options: OpenURLOptions

    public init(options: [String: String]) {
        let value = options["swiftui-openurl"]?.lowercased() ?? "off"
        self.options = OpenURLOptions(swiftUI: ["on", "true", "yes", "1"].contains(value),
                                      moveTrailing: options["open-url-trailing"]?.lowercased() == "move")
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        // Most files mention neither, and the scope table is not worth building for them:
        // the identifier filter rules most out without a search.
        let file = tree.file
        let mayNameSelector = SelectorReferences.mayHave(file)
        guard file.mayHaveIdentifier("canOpenURL") || mayNameSelector,
              ByteSearch.contains(file.bytes, "canOpenURL") || ByteSearch.contains(file.bytes, "openURL") else { return [] }
        var findings = PreflightAnalyzer(reader: ScopeReader(tree: tree), project: project, options: options).findings()
        if mayNameSelector { findings += SelectorReferences.findings(in: tree) }
        if let code = InterpolatedCode.file(of: file, holdingAnyOf: ["canOpenURL", "openURL"]) {
            let analyzer = PreflightAnalyzer(reader: ScopeReader(tree: SyntaxTree(file: code)), project: project, options: options)
            findings += analyzer.interpolatedFindings(reportedIn: file)
        }
        return findings
    }

    public func runProject(_ project: ProjectContext) -> [Finding] {
        QuerySchemes.findings(in: project) + ObjectiveCCallSites.findings(in: project)
    }
}

struct OpenURLOptions: Sendable {
    var swiftUI: Bool
    var moveTrailing = false
}
