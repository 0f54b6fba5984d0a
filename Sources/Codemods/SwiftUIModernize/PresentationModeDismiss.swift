import Rewriter

/// Replaces an `@Environment(\.presentationMode)` property used only to dismiss with the `dismiss` action.
///
///     @Environment(\.presentationMode) var presentationMode   ->   @Environment(\.dismiss) private var dismiss
///     presentationMode.wrappedValue.dismiss()                 ->   dismiss()
public struct PresentationModeDismiss: Codemod {
    public static let id = "swiftui-dismiss"
    public static let summary = "replace @Environment(\\.presentationMode) used only to dismiss with @Environment(\\.dismiss) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `EnvironmentValues.presentationMode` is deprecated softly (100000, "Use isPresented or dismiss"): the
        compiler never warns, so the default `--swiftui-modernize warned` leaves it alone, and `--swiftui-modernize
        available` rewrites it from iOS 15 (macOS 12, tvOS 15, watchOS 8), where `EnvironmentValues.dismiss` exists.
        Calling the `DismissAction` dismisses what `PresentationMode.dismiss()` dismissed: the sheet or full-screen
        cover the view is in, or the navigation destination it was pushed as.

        Before:
            struct DetailView: View {
                @Environment(\\.presentationMode) var presentationMode
                var body: some View {
                    Button("Done") { presentationMode.wrappedValue.dismiss() }
                }
            }
        After (--swiftui-modernize available, deployment target iOS 15 or later):
            struct DetailView: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Done") { dismiss() }
                }
            }

        What it rewrites: a struct's `@Environment(\\.presentationMode) var name` (any type annotation is dropped)
        when every use of `name` in the struct and its extensions in the same file is `name.wrappedValue.dismiss()`
        or `self.name.wrappedValue.dismiss()`. The property keeps an explicit access level; one without becomes
        `private`. It is called `dismiss`, or `dismissAction` when `dismiss` is taken in the struct (a member, a
        local, a parameter or a call to another `dismiss`); a struct that already reads `@Environment(\\.dismiss)`
        uses that property and loses the old one.
        DISMISS-I1 (info): the property is used otherwise (`isPresented`, passed on, copied, its `_name` wrapper,
          used by an extension in another file), a member of its name is read from another value that may be
          this view (`parent.presentationMode` in a representable's coordinator, in this file or in a file that
          names the struct), the struct has two such properties, or both names are taken: nothing changes.
          `isPresented` has its own environment value, `@Environment(\\.isPresented)` (iOS 15).

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.presentationMode],
                                                new: [SwiftUIAvailabilityTable.dismiss, SwiftUIAvailabilityTable.isPresented])

    static let windowBehaviour = FixSafety.behavior("in a file built for macOS or visionOS, dismiss() in a window's root view can close the window, where presentationMode did nothing")

    public static let fixSafety = """
    Safe on iOS, tvOS and watchOS: calling `EnvironmentValues.dismiss` dismisses what \
    `presentationMode.wrappedValue.dismiss()` dismissed (the sheet or cover the view is in, or the destination it was \
    pushed as); only the property and its calls change. A behavior change in files built for macOS or visionOS: there \
    a view that is a window's root (a `Window` or `WindowGroup` scene) can close its window with `dismiss()`, where \
    the presentation mode, presenting nothing, did nothing.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.presentationMode) else { return [] }
        guard ByteSearch.contains(tree.file.bytes, "presentationMode") else { return [] }
        let candidates = tree.allDeclarations.filter { $0.kind == .struct }.flatMap { type in
            type.members.compactMap { member in Self.presentationModeProperty(member, in: tree).map { (type, member, $0) } }
        }
        guard !candidates.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.presentationMode, SwiftUIAvailabilityTable.dismiss, in: deployment)
        else { return [] }
        // A macOS or visionOS window's root view: `dismiss()` can close the window, where a presentation
        // mode that was not presenting anything did nothing.
        let safety: FixSafety = deployment.platforms.keys.contains(where: { $0 == .macOS || $0 == .visionOS }) ? Self.windowBehaviour : .safe
        let foreignAccesses = PresentationModeUses.firstForeignAccesses(of: Set(candidates.map { $0.1.name }), in: tree)
        let extensions = Dictionary(grouping: tree.allDeclarations.filter { $0.kind == .extension }) { ProjectIndex.baseName($0.name) }
        var byStruct: [Declaration: [String]] = [:]
        for (type, property, _) in candidates { byStruct[type, default: []].append("`\(property.name)`") }
        return candidates.map { type, property, attribute in
            let scope = PresentationModeUses.Scope(type: type, tree: tree, project: project, extensions: extensions)
            let at = tree.file.tokens.start(attribute.first)
            // Two such properties in one struct would both become `dismiss`.
            let siblings = byStruct[type] ?? []
            let plan = siblings.count > 1 ? .keep("the struct reads presentationMode as \(siblings.joined(separator: " and ")); keep one")
                : PresentationModeUses.plan(property: property, attribute: attribute, in: scope, foreignAccesses: foreignAccesses)
            switch plan {
            case .rewrite(let edits, let newName):
                return Finding(rule: Self.id, severity: .info, file: tree.file, offset: at,
                               message: "presentationMode.wrappedValue.dismiss() -> \(newName)(): \(reason)",
                               fix: Fix(path: tree.file.path, edits: edits, safety: safety))
            case .keep(let why):
                return Finding(rule: Self.id, code: "DISMISS-I1", severity: .info, file: tree.file, offset: at,
                               message: "@Environment(\\.presentationMode) `\(property.name)` not rewritten: \(why)",
                               suggestion: "call `@Environment(\\.dismiss)` to dismiss and read `@Environment(\\.isPresented)` for the state (iOS 15)")
            }
        }
    }

    /// The `@Environment(\.presentationMode)` attribute of an instance `var` with one plain name.
    static func presentationModeProperty(_ member: Declaration, in tree: SyntaxTree) -> Attribute? {
        guard member.kind == .variable, !member.isStatic, !member.isComputed, member.bindings.count == 1,
              member.bindings[0].name != nil, member.bindings[0].initializer == nil else { return nil }
        return member.attributes.first { attribute in
            guard attribute.baseName == "Environment", attribute.name == "Environment" || attribute.name == "SwiftUI.Environment",
                  let open = attribute.arguments, let close = tree.partner(of: open), open + 1 < close else { return false }
            let argument = tree.compactText(open + 1, close - 1)
            return argument == "\\.presentationMode" || argument == "\\EnvironmentValues.presentationMode"
                || argument == "\\SwiftUI.EnvironmentValues.presentationMode"
        }
    }
}
