import Rewriter

/// Replaces `alert(isPresented:content:)` and its `Alert` with `alert(_:isPresented:actions:message:)`.
///
///     .alert(isPresented: $failed) {                          .alert("Upload failed", isPresented: $failed) {
///         Alert(title: Text("Upload failed"),            ->       Button("Retry") { retry() }
///               dismissButton: .default(Text("Retry")) { retry() })    }
///     }
public struct ModernAlert: Codemod {
    public static let id = "swiftui-alert"
    public static let summary = "replace alert(isPresented:content:) and Alert with alert(_:isPresented:actions:message:) where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `alert(isPresented:content:)` and `Alert` are deprecated softly (100000, "use alert(title:isPresented:
        presenting::actions:) instead"): the compiler never warns, so the default `--swiftui-modernize warned`
        leaves them alone, and `--swiftui-modernize available` rewrites them from iOS 15 (macOS 12, tvOS 15,
        watchOS 8, visionOS 1).

        Before:
            .alert(isPresented: $showingAlert) {
                Alert(
                    title: Text("Delete Item?"),
                    message: Text("This action cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { deleteItem() },
                    secondaryButton: .cancel(Text("Keep"))
                )
            }
        After (--swiftui-modernize available, deployment target iOS 15 or later):
            .alert("Delete Item?", isPresented: $showingAlert) {
                Button("Delete", role: .destructive) { deleteItem() }
                Button("Keep", role: .cancel) {}
            } message: {
                Text("This action cannot be undone.")
            }

        What it rewrites: `.alert(isPresented: binding) { Alert(...) }` (or `content: { ... }`, or `return
        Alert(...)`) whose Alert is built right there with `title:`, `message:` and `dismissButton:`, or
        `primaryButton:` and `secondaryButton:`, each button `.default(label)`, `.destructive(label)` or
        `.cancel(label)` (with `action: f`, `action: { ... }` or a trailing closure; `Alert.Button.` before the
        name is fine), `.cancel()` or `.cancel { ... }`.
          - The title: `Text("literal")` becomes the literal, which the modifier's LocalizedStringKey overload
            looks up as Text did ("This modifier creates a Text view for the title on your behalf, and treats
            the localized key similar to Text/init(_:tableName:bundle:comment:)"); any other Text is passed as
            it is, to the overload that takes a Text. The same for button labels: `Button("OK")`, else
            `Button(action: ...) { label }`. The message goes in `message: { ... }`; no message, no closure.
          - Buttons keep their order (primary, then secondary); `.destructive` and `.cancel(label)` get
            `role: .destructive` and `role: .cancel`; actions are kept as written, no action becomes `{}`.
          - `Alert(title:)` without buttons becomes empty actions, `{}`: "If no actions are present, the system
            includes a standard "OK" action", as the old alert showed.
          - `.cancel()` without a label showed the system's localized "Cancel". `Button("Cancel", role: .cancel)`
            would look "Cancel" up in the app's strings instead, so from iOS 26 (every platform 26), where
            `Button(role:action:)` takes its label from the role, it becomes `Button(role: .cancel) {}`; before,
            the alert is reported (ALERT-I3).
          - Comments inside a button's action move with it, as do comments on the line before a button or after it
            on its line; comments above the initializer open the actions; any other comment in the content is
            reported rather than lost.
        ALERT-I1 (info): `alert(item:content:)`: its content depends on the item; write
          `alert(_:isPresented:presenting:actions:message:)` by hand.
        ALERT-I2 (info): content it cannot read, with the reason: an Alert built elsewhere (a property, a
          function), `if` or `switch` in the closure, `Alert.sideBySideButtons`, a button built otherwise, an
          action the project declares optional, a message that is not a `Text(...)`, a comment it has no place for.
        ALERT-I3 (info): a `.cancel()` button without a label before iOS 26 (see above). Give the button the
          label your app shows (`Button("Cancel", role: .cancel) {}`, with "Cancel" in its strings) or raise the
          deployment target.

        Apps that declare their own `Alert` (at the top level, or nested in a type around the call) are left alone.

        """ + SwiftUIModernization.explanation(
            old: [SwiftUIAvailabilityTable.legacyAlert],
            new: [SwiftUIAvailabilityTable.modernAlert, SwiftUIAvailabilityTable.buttonRole, SwiftUIAvailabilityTable.systemLabelledButton])

    public static let fixSafety = """
    Safe: the alert shows the same title, message and buttons, with the same labels (the same \
    LocalizedStringKey or Text; a label-less cancel keeps the system's Cancel through Button(role:action:)), \
    styles (roles) and actions, in the same order; without buttons the system adds its OK, as before.
    """

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    private static let presentation = LegacyPresentationRule(
        id: id, modifier: "alert", builds: "Alert", legacy: SwiftUIAvailabilityTable.legacyAlert,
        modern: SwiftUIAvailabilityTable.modernAlert, modernForm: "alert(_:isPresented:actions:message:)",
        itemCode: "ALERT-I1", unreadableCode: "ALERT-I2",
        itemSuggestion: "use .alert(title, isPresented:, presenting: item) { item in ... } message: { item in ... }",
        byHand: "write .alert(title, isPresented:) { Button(...) } message: { Text(...) }",
        suggestions: ["ALERT-I3": "label the button as the app shows it (Button(\"Cancel\", role: .cancel) {}, with \"Cancel\" in its strings), or rewrite once the target is iOS 26"])

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        Self.presentation.run(tree, in: project, settings: settings) { site, systemCancel, optionalNames in
            convert(site, systemCancel: systemCancel, optionalNames: optionalNames, tree)
        }
    }

    private func convert(_ site: LegacyPresentation.Site, systemCancel: Bool, optionalNames: Set<String>,
                         _ tree: SyntaxTree) -> LegacyPresentationRule.Conversion {
        var title: ClosedRange<Int>?, message: ClosedRange<Int>?
        var buttons: [Rewriter.Argument] = []
        let labels = site.initializer.arguments.map { $0.label ?? "_" }
        guard labels.first == "title",
              ([["title"], ["title", "message"]].contains(labels.filter { $0 == "title" || $0 == "message" })),
              [[], ["dismissButton"], ["primaryButton", "secondaryButton"]].contains(labels.filter { $0 != "title" && $0 != "message" }) else {
            return .report("ALERT-I2", "its Alert takes `\(labels.map { $0 + ":" }.joined(separator: " "))`, which no Alert initializer declares")
        }
        for argument in site.initializer.arguments {
            switch argument.label {
            case "title"?: title = argument.value
            case "message"?: message = argument.value
            default: buttons.append(argument)
            }
        }
        guard let title else { return .report("ALERT-I2", "its Alert has no `title:`") }
        if let value = message {
            if value.lowerBound == value.upperBound, tree.isKeyword(value.lowerBound, "nil") {
                message = nil
            } else if !LegacyDialogButtons.isTextExpression(value, tree) {
                return .report("ALERT-I2", "its message `\(LegacyPresentation.short(value, tree))` is not a Text(...)")
            }
        }
        var slots: [LegacyDialogRewrite.Slot] = []
        for argument in buttons {
            // `dismissButton: nil` is the default: the system's OK.
            if argument.value.lowerBound == argument.value.upperBound, tree.isKeyword(argument.value.lowerBound, "nil") { continue }
            switch LegacyDialogButtons.read(argument.value, optionalNames: optionalNames, in: tree) {
            case .unreadable(let why): return .report("ALERT-I2", why)
            case .button(let button):
                if button.isSystemCancel, !systemCancel {
                    return .report("ALERT-I3", "its `.cancel` button has no label; Button(\"Cancel\", role: .cancel) would read \"Cancel\" from the app's strings, and Button(role:action:), which shows the system's, needs iOS 26")
                }
                slots.append(.init(button: button, anchor: argument.labelToken ?? argument.value.lowerBound, kept: true))
            }
        }
        switch LegacyDialogRewrite.edit(site, modifier: "alert", extraArguments: "", title: title, message: message, slots: slots, in: tree) {
        case .unreadable(let why): return .report("ALERT-I2", why)
        case .edit(let edit): return .rewrite(edit, .safe)
        }
    }
}
