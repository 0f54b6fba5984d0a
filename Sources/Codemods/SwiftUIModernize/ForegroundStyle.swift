import Rewriter

/// Replaces `foregroundColor(_:)` with `foregroundStyle(_:)`.
///
///     Text("Hello").foregroundColor(.red)      ->   Text("Hello").foregroundStyle(.red)
///     Image(systemName: "star").foregroundColor(.secondary)
///                                               ->   Image(systemName: "star").foregroundStyle(Color.secondary)
public struct ForegroundStyle: Codemod {
    public static let id = "swiftui-foreground-style"
    public static let summary = "replace SwiftUI's foregroundColor(_:) with foregroundStyle(_:) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `foregroundColor(_:)` is deprecated in favour of `foregroundStyle(_:)`, which takes any ShapeStyle. The SDK
        deprecates it softly (at 100000): the compiler never warns, so the default `--swiftui-modernize warned`
        leaves it alone, and `--swiftui-modernize available` rewrites it from iOS 15 (iOS 17 for a Text).

        Before:
            Image(systemName: "star")
                .foregroundColor(.yellow)
            Text("Details").foregroundColor(.secondary)
        After (--swiftui-modernize available, deployment target iOS 17):
            Image(systemName: "star")
                .foregroundStyle(.yellow)
            Text("Details").foregroundStyle(Color.secondary)

        What it rewrites: `.foregroundColor(x)` whose argument is certainly a non-optional Color: an implicit
        member (`.red`, `.accentColor`, `.init(...)`), `Color...`/`Color(...)`, a name or property (`theme.tint`) that every declaration in the
        project types as `Color`, a ternary of those, or `x ?? <one of those>`. Implicit members other than the colors
        `ShapeStyle` also declares (red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink,
        brown, white, gray, black, clear) are written `Color.x`: on `ShapeStyle`, `.primary` and `.secondary`
        are hierarchical styles, not the colors, and `.accentColor` or an app's own colors do not exist.
        A call on `Text(...)` (through modifiers that return Text) resolves to `Text.foregroundStyle`, which is
        iOS 17; so does a receiver whose type the tokens do not show (a name, a property), since it may be a
        Text in a `+` concatenation. Other views need iOS 15.
        Never rewritten: `nil` or possibly optional arguments (optional chaining, names of unknown or optional
        type, members or failable inits of the app's `Color` extensions that are optional), `NSAttributedString.Key
        .foregroundColor` and other non-call uses, AttributedString containers, and implicit members when the app
        declares its own `foregroundColor` function.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.viewForegroundColor, SwiftUIAvailabilityTable.textForegroundColor],
                                                new: [SwiftUIAvailabilityTable.viewForegroundStyle, SwiftUIAvailabilityTable.textForegroundStyle])

    public static let fixSafety = """
    Safe: given a Color, `foregroundStyle(_:)` draws what `foregroundColor(_:)` drew; implicit members that \
    ShapeStyle would read as something else (`.primary`, `.secondary`, the app's own colors) are written `Color.x`.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.viewForegroundColor) || settings.mayPermit(SwiftUIAvailabilityTable.textForegroundColor)
        else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "foregroundColor", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project) else { return [] }
        let viewReason = settings.permits(SwiftUIAvailabilityTable.viewForegroundColor, SwiftUIAvailabilityTable.viewForegroundStyle, in: deployment)
        let textReason = settings.permits(SwiftUIAvailabilityTable.textForegroundColor, SwiftUIAvailabilityTable.textForegroundStyle, in: deployment)
        guard viewReason != nil || textReason != nil else { return [] }
        let facts = ColorArgument.optionalColorFacts(in: project)
        let argument = ColorArgument(tree: tree, optionalMembers: facts.members, failableInitLabels: facts.failableInits,
                                     implicitMembersAllowed: !ColorArgument.projectDeclaresFunction("foregroundColor", in: project),
                                     declaredTypes: ColorArgument.declaredTypes(in: project))
        // AttributedString containers have a `foregroundColor` builder too; with them in the file, only known views count.
        // (Names, not bytes: `asSafeMarkdownAttributedString` is not one.)
        let attributedText = ["AttributeContainer", "AttributedString"].contains { (name: StaticString) in
            !tree.file.identifierTokens(spelling: name).isEmpty
        }
        var memo: [Int: SwiftUIModifierCalls.ReceiverInfo] = [:]
        var findings: [Finding] = []
        for modifier in calls {
            let call = modifier
            guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil else { continue }
            let info = SwiftUIModifierCalls.receiverInfo(ofDot: modifier.dot, in: tree, memo: &memo)
            let receiver = info.kind
            if receiver == .none || (attributedText && receiver == .unknown) { continue }
            // `AttributeContainer().foregroundColor(.red)`: a container's builder, not the modifier.
            if let root = info.root, tree.isIdentifier(root, "AttributeContainer") || tree.isIdentifier(root, "AttributedString") { continue }
            guard let reason = receiver == .view ? viewReason : textReason,
                  let replacement = argument.replacement(for: call.arguments[0].value) else { continue }
            let value = call.arguments[0].value
            var edits = [Edit(range: tree.byteRange(modifier.name, modifier.name), replacement: "foregroundStyle")]
            let original = tree.sourceText(value.lowerBound, value.upperBound)
            if replacement != original {
                edits.append(Edit(range: tree.byteRange(value.lowerBound, value.upperBound), replacement: replacement))
            }
            findings.append(Finding(rule: Self.id, severity: .info, file: tree.file, offset: tree.file.tokens.start(modifier.name),
                                    message: "foregroundColor(_:) -> foregroundStyle(_:): \(reason)",
                                    fix: Fix(path: tree.file.path, edits: edits)))
        }
        return findings
    }
}
