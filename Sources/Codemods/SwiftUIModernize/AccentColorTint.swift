import Rewriter

/// Replaces `accentColor(_:)` with `tint(_:)`.
///
///     Toggle("Wi-Fi", isOn: $on).accentColor(.green)   ->   Toggle("Wi-Fi", isOn: $on).tint(.green)
public struct AccentColorTint: Codemod {
    public static let id = "swiftui-tint"
    public static let summary = "replace the accentColor(_:) modifier with tint(_:) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        The `accentColor(_:)` modifier is deprecated softly (100000, "Use the asset catalog's accent color or
        View.tint(_:) instead."): `--swiftui-modernize available` rewrites it from iOS 15, macOS 12, tvOS 15,
        watchOS 8, where `tint(_: Color?)` exists.

        Before:
            Toggle("Wi-Fi", isOn: $isOn)
                .accentColor(.green)
        After (--swiftui-modernize available, deployment target iOS 15 or later):
            Toggle("Wi-Fi", isOn: $isOn)
                .tint(.green)

        What it rewrites: `.accentColor(color)` with one argument (`tint(_: Color?)` takes the same type, `nil`
        included). From iOS 16 `tint` is generic over ShapeStyle, where `.primary` is a hierarchical style and
        `.background` the background style, so implicit members other than the colors ShapeStyle shares with
        Color are written `Color.x` (`.accentColor(.primary)` -> `.tint(Color.primary)`). `Color.accentColor` and the `accentColor` environment value are not calls of the
        modifier and are left alone.
        TINT-W1 (warning): the project reads `Color.accentColor` (or an implicit `.accentColor` color)
          somewhere: views below the modifier may read it, and `tint(_:)` does not set it, so nothing changes.
        Each fix is marked as a change of behaviour: `accentColor(_:)` sets the
        environment's accent color, which `Color.accentColor` below the view reads; `tint(_:)` sets the tint
        controls use instead.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.accentColor], new: [SwiftUIAvailabilityTable.tint])

    /// From iOS 16 `tint` is generic over ShapeStyle (the `Color?` overload is disfavoured), so an
    /// implicit member is looked up on ShapeStyle: `.primary` would be a hierarchical style and
    /// `.background` the background style. Members ShapeStyle does not share with Color are
    /// written `Color.x`; `.init(...)` becomes `Color(...)`.
    private func explicitColor(_ value: ClosedRange<Int>, _ tree: SyntaxTree) -> String? {
        guard tree.kind(value.lowerBound) == .period, let name = tree.next(value.lowerBound), name <= value.upperBound else { return nil }
        if tree.isKeyword(name, "init") { return "Color" + tree.sourceText(name + 1, value.upperBound) }
        guard tree.kind(name) == .identifier else { return nil }
        if name == value.upperBound, ColorArgument.shapeStyleColors.contains(tree.text(name)) { return nil }
        return "Color" + tree.sourceText(value.lowerBound, value.upperBound)
    }

    /// `Color.accentColor` or an implicit `.accentColor` value (not the `.accentColor(` modifier) read
    /// anywhere in the project, as "FILE:LINE"; views below a rewritten modifier may be in any file.
    static func firstAccentColorRead(in project: ProjectContext) -> String? {
        project.shared("swiftui-tint.accent-color-read") { () -> String? in
            for tree in project.files {
                for i in tree.file.identifierTokens(spelling: "accentColor") {
                    guard let dot = tree.previous(i), tree.kind(dot) == .period else { continue }
                    if let next = tree.next(i), tree.kind(next) == .leftParen || tree.kind(next) == .leftBrace { continue }
                    // `theme.accentColor` is another value's property; `Color.accentColor` and `.accentColor` are the color.
                    if let base = tree.previous(dot), !tree.isIdentifier(base, "Color"),
                       [.identifier, .keyword, .rightParen, .rightBracket, .rightBrace, .dollarIdentifier].contains(tree.kind(base)) { continue }
                    return "\(tree.file.path):\(tree.file.line(of: tree.file.tokens.start(i)))"
                }
            }
            return nil
        }
    }

    static let behaviour = FixSafety.behavior("tint(_:) tints controls; Color.accentColor read below the view no longer takes this color")

    public static let fixSafety = """
    A behavior change on every fix: `accentColor(_:)` set the environment's accent color, which \
    `Color.accentColor` below the view read; `tint(_:)` sets the tint controls use.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.accentColor) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: "accentColor", in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.accentColor, SwiftUIAvailabilityTable.tint, in: deployment)
        else { return [] }
        let accentRead = Self.firstAccentColorRead(in: project)
        var memo: [Int: SwiftUIModifierCalls.ReceiverInfo] = [:]
        return calls.compactMap { modifier in
            let call = modifier
            guard call.trailingClosures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil,
                  SwiftUIModifierCalls.receiver(ofDot: modifier.dot, in: tree, memo: &memo) != .none else { return nil }
            if let accentRead {
                return Finding(rule: Self.id, code: "TINT-W1", severity: .warning, file: tree.file, offset: tree.file.tokens.start(modifier.name),
                               message: "accentColor(_:) is left alone: the project reads Color.accentColor (\(accentRead)), which takes the color "
                                   + "accentColor(_:) sets and not the one tint(_:) sets",
                               suggestion: "use .tint(_:) where only controls should take the color, and pass the color itself where views read Color.accentColor")
            }
            var edits = [SwiftUIModernization.rename(modifier, to: "tint", in: tree)]
            let value = call.arguments[0].value
            if let explicit = explicitColor(value, tree) {
                edits.append(Edit(range: tree.byteRange(value.lowerBound, value.upperBound), replacement: explicit))
            }
            return SwiftUIModernization.rewrite(Self.id, modifier, tree, "accentColor(_:) -> tint(_:): \(reason)", edits, safety: Self.behaviour)
        }
    }
}
