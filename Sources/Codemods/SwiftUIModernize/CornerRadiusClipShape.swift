import Rewriter

/// Replaces `cornerRadius(_:antialiased:)` with the clip shape its SDK body applies.
///
///     Image("photo").cornerRadius(8)       ->   Image("photo").clipShape(.rect(cornerRadius: 8))
public struct CornerRadiusClipShape: Codemod {
    public static let id = "swiftui-clip-shape"
    public static let summary = "replace the cornerRadius(_:) modifier with clipShape(.rect(cornerRadius:)) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        The `cornerRadius(_:antialiased:)` modifier is deprecated softly (100000, "Use `clipShape` or `fill`
        instead."). The SDK's inlined body is `clipShape(RoundedRectangle(cornerRadius: radius), style:
        FillStyle(antialiased: antialiased))`; `.rect(cornerRadius:)` builds the same RoundedRectangle (both
        default to the `.continuous` corner style in the SDK). The SDK declares `Shape.rect(cornerRadius:style:)`
        in an extension available from iOS 13 (it is emitted into the app), although the documentation says
        iOS 17: the declaration wins, so `.rect` can be used wherever the modifier can, and no
        `RoundedRectangle(cornerRadius:)` spelling is needed.

        Before:
            Image("photo")
                .cornerRadius(8)
            card.cornerRadius(12, antialiased: false)
        After (--swiftui-modernize available):
            Image("photo")
                .clipShape(.rect(cornerRadius: 8))
            card.clipShape(.rect(cornerRadius: 12), style: FillStyle(antialiased: false))

        What it rewrites: `.cornerRadius(r)` and `.cornerRadius(r, antialiased: a)` on a receiver. Not: other
        labels (an app's `cornerRadius(_:corners:)`), apps that declare their own `cornerRadius(_:)` function, `layer.cornerRadius` and other properties.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.cornerRadius], new: [SwiftUIAvailabilityTable.clipShapeRect])

    public static let fixSafety = """
    Safe: the SDK inlines `cornerRadius(r, antialiased: a)` as `clipShape(RoundedRectangle(cornerRadius: r), \
    style: FillStyle(antialiased: a))`, and `.rect(cornerRadius:)` builds the same RoundedRectangle.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.cornerRadius) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "cornerRadius", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              !ColorArgument.projectDeclaresFunction("cornerRadius", otherLabels: ["antialiased"], in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.cornerRadius, SwiftUIAvailabilityTable.clipShapeRect, in: deployment)
        else { return [] }
        var memo: [Int: SwiftUIModifierCalls.ReceiverInfo] = [:]
        return calls.compactMap { modifier in
            let call = modifier
            guard call.trailingClosures.isEmpty, let radius = call.arguments.first, radius.label == nil,
                  SwiftUIModifierCalls.receiver(ofDot: modifier.dot, in: tree, memo: &memo) != .none else { return nil }
            let radiusText = tree.sourceText(radius.value.lowerBound, radius.value.upperBound)
            var replacement = "clipShape(.rect(cornerRadius: \(radiusText))"
            if call.arguments.count == 2, let antialiased = call.arguments.last, antialiased.label == "antialiased" {
                replacement += ", style: FillStyle(antialiased: \(tree.sourceText(antialiased.value.lowerBound, antialiased.value.upperBound)))"
            } else if call.arguments.count != 1 {
                return nil
            }
            return SwiftUIModernization.rewrite(Self.id, modifier, tree, "cornerRadius(_:) -> clipShape(.rect(cornerRadius:)): \(reason)",
                                                [Edit(range: tree.file.tokens.start(modifier.name)..<tree.file.tokens.end(call.rightParen), replacement: replacement + ")")])
        }
    }
}
