import Rewriter

/// Replaces a `PreviewProvider` that only declares `previews` with one `#Preview` per preview.
///
///     struct Card_Previews: PreviewProvider {          #Preview("Light") {
///         static var previews: some View {                 Card()
///             Card().previewDisplayName("Light")    ->  }
///             Card().preferredColorScheme(.dark)
///         }                                             #Preview {
///     }                                                     Card().preferredColorScheme(.dark)
///                                                       }
public struct PreviewProviderMacro: Codemod {
    public static let id = "swiftui-preview-macro"
    public static let summary = "replace PreviewProvider structs with #Preview macros where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `PreviewProvider` is not deprecated, so the default `--swiftui-modernize warned` leaves it alone.
        `--swiftui-modernize available` replaces it with the `#Preview` macro, which the SDK declares for the
        same versions (iOS 13, macOS 10.15, tvOS 13, watchOS 6): the form with a name and a body only; the
        `traits:` form is iOS 17 and is not written. (The macro needs Xcode 15 or later to build.)

        Before:
            #if DEBUG
            struct CardView_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        CardView(card: .sample)
                            .previewDisplayName("Light")
                        CardView(card: .sample)
                            .preferredColorScheme(.dark)
                    }
                }
            }
            #endif
        After (--swiftui-modernize available):
            #if DEBUG
            #Preview("Light") {
                CardView(card: .sample)
            }

            #Preview {
                CardView(card: .sample)
                    .preferredColorScheme(.dark)
            }
            #endif

        What it rewrites: a file-level `struct X: PreviewProvider` whose only member is `static var previews`. Each
        top-level view of the previews (a plain sequence, or the children of a `Group` without modifiers) becomes
        one `#Preview`; a `.previewDisplayName("Name")` chained on it becomes the macro's name and is removed. A
        body of declarations ending in one view (or `return` of one) becomes one `#Preview` as written.
        `@available` attributes are repeated on every `#Preview`; access modifiers and `@MainActor` go (the macro's
        body runs on the main actor). Comments move with the view they precede; a surrounding `#if DEBUG` stays.
        PREVIEW-I1 (info): not rewritten, with the reason: other members (sample data, `platform`), another
        attribute or a generic parameter, the provider named elsewhere (`X.previews` in snapshot tests), declared
        inside a type, `previewLayout`, `previewDevice`, `previewInterfaceOrientation` or `previewContext` (which
        `#Preview` ignores; its `traits:` replace some of them from iOS 17), a name that is not a plain string
        literal, a Group with modifiers, previews built with `if`, `ForEach` or loops, or a comment outside the
        views.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.previewProvider], new: [SwiftUIAvailabilityTable.previewMacro])

    public static let fixSafety = """
    Safe: previews are built for Xcode's canvas, never run by the app; each `#Preview` shows what its view \
    showed in the provider, under the same name.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.previewProvider) else { return [] }
        guard ByteSearch.contains(tree.file.bytes, "PreviewProvider") else { return [] }
        let topLevel = Set(tree.declarations.map(\.first))
        let providers = tree.allDeclarations.filter { declaration in
            declaration.kind == .struct && declaration.inheritance.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
        }
        guard !providers.isEmpty, !project.index.declares("PreviewProvider"),
              let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.previewProvider, SwiftUIAvailabilityTable.previewMacro, in: deployment)
        else { return [] }
        let referenced = Self.providersNamedElsewhere(in: project)
        return providers.map { provider in
            // At the declaration's first token (an attribute above it, if any): where its replacement starts.
            let at = tree.file.tokens.start(provider.first)
            let outcome: PreviewConversion.Outcome
            if !topLevel.contains(provider.first) {
                outcome = .keep("it is declared inside a type; #Preview goes at the top level of a file")
            } else if referenced.contains(provider.name) {
                outcome = .keep("`\(provider.name).previews` is used elsewhere in the project")
            } else {
                outcome = PreviewConversion.convert(provider, in: tree)
            }
            switch outcome {
            case .rewrite(let replacement, let count):
                return Finding(rule: Self.id, severity: .info, file: tree.file, offset: at,
                               message: "PreviewProvider `\(provider.name)` -> \(count) #Preview\(count == 1 ? "" : "s"): \(reason)",
                               fix: Fix(path: tree.file.path, edits: [Edit(range: tree.byteRange(provider.first, provider.last), replacement: replacement)]))
            case .keep(let why):
                return Finding(rule: Self.id, code: "PREVIEW-I1", severity: .info, file: tree.file, offset: at,
                               message: "PreviewProvider `\(provider.name)` not rewritten: \(why)",
                               suggestion: "write each preview as `#Preview(\"Name\") { ... }` at the top level of the file")
            }
        }
    }

    /// Names `X` written as `X.previews` anywhere in the project (snapshot tests of previews).
    static func providersNamedElsewhere(in project: ProjectContext) -> Set<String> {
        project.shared("swiftui.preview-providers-named-elsewhere") {
            var names = Set<String>()
            for tree in project.files where ByteSearch.contains(tree.file.bytes, ".previews") {
                for i in tree.file.identifierTokens(spelling: "previews") {
                    guard let dot = tree.previous(i), tree.kind(dot) == .period, let base = tree.previous(dot),
                          tree.kind(base) == .identifier else { continue }
                    names.insert(tree.text(base))
                }
            }
            return names
        }
    }
}
