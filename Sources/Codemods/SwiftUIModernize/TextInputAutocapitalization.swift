import Rewriter

/// Replaces `autocapitalization(_:)` (UIKit's `UITextAutocapitalizationType`) with
/// `textInputAutocapitalization(_:)`.
///
///     .autocapitalization(.none)            ->   .textInputAutocapitalization(.never)
///     .autocapitalization(.allCharacters)   ->   .textInputAutocapitalization(.characters)
public struct TextInputAutocapitalization: Codemod {
    public static let id = "swiftui-text-input-autocapitalization"
    public static let summary = "replace autocapitalization(_:) with textInputAutocapitalization(_:) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `autocapitalization(_:)`, which takes UIKit's `UITextAutocapitalizationType`, is deprecated softly (100000,
        "use textInputAutocapitalization(_:)"): `--swiftui-modernize available` rewrites it from iOS 15 and tvOS 15.

        Before:
            TextField("Email", text: $email)
                .autocapitalization(.none)
        After (--swiftui-modernize available, deployment target iOS 15 or later):
            TextField("Email", text: $email)
                .textInputAutocapitalization(.never)

        What it rewrites: the four cases written as `.none`, `.words`, `.sentences`, `.allCharacters` (or
        `UITextAutocapitalizationType.x`), which become `.never`, `.words`, `.sentences`, `.characters`; a
        variable or any other argument is left alone.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.autocapitalization],
                                                new: [SwiftUIAvailabilityTable.textInputAutocapitalization])

    static let cases = ["none": "never", "words": "words", "sentences": "sentences", "allCharacters": "characters"]

    public static let fixSafety = """
    Safe: the four `UITextAutocapitalizationType` cases map one to one onto `TextInputAutocapitalization` \
    (`.none` is `.never`, `.allCharacters` is `.characters`).
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.autocapitalization) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "autocapitalization", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.autocapitalization, SwiftUIAvailabilityTable.textInputAutocapitalization, in: deployment)
        else { return [] }
        return calls.compactMap { modifier in
            let call = modifier
            guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil,
                  let (name, style) = styleCase(call.arguments[0].value, tree) else { return nil }
            return SwiftUIModernization.rewrite(Self.id, modifier, tree, "autocapitalization(.\(name)) -> textInputAutocapitalization(.\(style)): \(reason)", [
                SwiftUIModernization.rename(modifier, to: "textInputAutocapitalization", in: tree),
                Edit(range: tree.byteRange(call.arguments[0].value.lowerBound, call.arguments[0].value.upperBound), replacement: ".\(style)"),
            ])
        }
    }

    /// `.none`, `UITextAutocapitalizationType.none`, `UIKit.UITextAutocapitalizationType.none`.
    private func styleCase(_ value: ClosedRange<Int>, _ tree: SyntaxTree) -> (String, String)? {
        let last = value.upperBound
        guard tree.kind(last) == .identifier || tree.kind(last) == .keyword, let style = Self.cases[tree.text(last)],
              let dot = tree.previous(last), tree.kind(dot) == .period else { return nil }
        if dot == value.lowerBound { return (tree.text(last), style) }
        let names = tree.memberNames(endingAt: last)
        guard let names, value.lowerBound == tree.memberChainStart(endingAt: last),
              names.dropLast() == ["UITextAutocapitalizationType"] || names.dropLast() == ["UIKit", "UITextAutocapitalizationType"] else { return nil }
        return (tree.text(last), style)
    }
}
