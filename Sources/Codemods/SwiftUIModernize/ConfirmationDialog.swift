import Rewriter

/// Replaces `actionSheet(isPresented:content:)` and its `ActionSheet` with `confirmationDialog`.
///
///     .actionSheet(isPresented: $sharing) {              .confirmationDialog("Share", isPresented: $sharing, titleVisibility: .visible) {
///         ActionSheet(title: Text("Share"), buttons: [  ->     Button("Copy Link") { copyLink() }
///             .default(Text("Copy Link")) { copyLink() },  }
///             .cancel(),
///         ])
///     }
public struct ConfirmationDialog: Codemod {
    public static let id = "swiftui-confirmation-dialog"
    public static let summary = "replace actionSheet(isPresented:content:) and ActionSheet with confirmationDialog where the deployment target allows"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `actionSheet(isPresented:content:)` and `ActionSheet` are deprecated softly (100000, "use
        confirmationDialog(title:isPresented:titleVisibility:presenting:actions:) instead"; unavailable on macOS):
        the compiler never warns, so the default `--swiftui-modernize warned` leaves them alone, and
        `--swiftui-modernize available` rewrites them from iOS 15 (tvOS 15, watchOS 8, visionOS 1).

        Before:
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(
                    title: Text("Choose an action"),
                    message: Text("Select one of the options below"),
                    buttons: [
                        .default(Text("Share")) { shareItem() },
                        .destructive(Text("Delete")) { deleteItem() },
                        .cancel()
                    ]
                )
            }
        After (--swiftui-modernize available, deployment target iOS 15 or later):
            .confirmationDialog("Choose an action", isPresented: $showingOptions, titleVisibility: .visible) {
                Button("Share") { shareItem() }
                Button("Delete", role: .destructive) { deleteItem() }
            } message: {
                Text("Select one of the options below")
            }

        What it rewrites: `.actionSheet(isPresented: binding) { ActionSheet(...) }` (or `content: { ... }`, or
        `return ActionSheet(...)`) whose ActionSheet is built right there with `title:`, `message:` and `buttons:`
        given as an array literal, each button `.default(label)`, `.destructive(label)` or `.cancel(label)`
        (with `action: f`, `action: { ... }` or a trailing closure; `ActionSheet.Button.` or `Alert.Button.`
        before the name is fine), `.cancel()` or `.cancel { ... }`.
          - The title: `Text("literal")` becomes the literal, which the modifier's LocalizedStringKey overload
            looks up as Text did; any other Text (`Text(verbatim:)`, `Text(name)`, a Text property) is passed as
            it is, to the overload that takes a Text. The same for button labels: `Button("Share")`, else
            `Button(action: ...) { label }`.
          - The title is always visible: an action sheet shows its title, a confirmation dialog hides it on iOS
            unless `titleVisibility: .visible` ("The visibility of the dialog's title. The default value is
            Visibility/automatic"). With the title visible, the message goes in `message: { ... }` and shows as
            the action sheet's did; no message, no message closure.
          - `.destructive` and `.cancel(label)` buttons get `role: .destructive` and `role: .cancel`; actions are
            kept as written (`action: f` stays `action: f`), no action becomes `{}`.
          - `.cancel()` is dropped. SwiftUI's documentation of confirmationDialog: "Dialogs include a standard
            dismiss action by default. If you provide a button with a role of cancel, that button takes the place
            of the default dismiss action." That standard action is the system's localized Cancel, as `.cancel()`
            showed. `.cancel(action)` without a label keeps its action: from iOS 26 (every platform 26) as
            `Button(role: .cancel, action: ...)`, whose label is the system's; earlier it is reported.
          - Comments inside a button's action move with it, as do comments on the line before a button or after it
            on its line; comments above the initializer open the actions; any other comment in the content is
            reported rather than lost.
        DIALOG-I1 (info): `actionSheet(item:content:)`: its content depends on the item; write
          `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` by hand.
        DIALOG-I2 (info): content it cannot read, with the reason: an ActionSheet built elsewhere (a property, a
          function), `if` or `switch` in the closure, buttons from a variable, a button built otherwise, an action
          the project declares optional, a message that is not a `Text(...)`, a comment it has no place for.
        DIALOG-I3 (info): `.cancel(action)` without a label before iOS 26: `Button("Cancel", role: .cancel)` would
          look "Cancel" up in the app's strings, not the system's.

        Apps that declare their own `ActionSheet` (at the top level, or nested in a type around the call) are left alone.

        """ + SwiftUIModernization.explanation(
            old: [SwiftUIAvailabilityTable.actionSheet],
            new: [SwiftUIAvailabilityTable.confirmationDialog, SwiftUIAvailabilityTable.buttonRole, SwiftUIAvailabilityTable.systemLabelledButton])

    public static let fixSafety = """
    Safe where the action sheet had a cancel button (or the default one): the dialog shows the same title, \
    message and buttons, with the same labels (the same LocalizedStringKey or Text), styles and actions, in the \
    same order, and its standard dismiss action stands for a label-less `.cancel()` as the system's Cancel. A \
    behavior change where the action sheet's buttons had no cancel button: the confirmation dialog adds its \
    standard Cancel action, which the action sheet did not show.
    """

    static let addsCancel = FixSafety.behavior(
        "the confirmation dialog adds a standard Cancel action; the action sheet had no cancel button")

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    private static let presentation = LegacyPresentationRule(
        id: id, modifier: "actionSheet", builds: "ActionSheet", legacy: SwiftUIAvailabilityTable.actionSheet,
        modern: SwiftUIAvailabilityTable.confirmationDialog, modernForm: "confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
        itemCode: "DIALOG-I1", unreadableCode: "DIALOG-I2",
        itemSuggestion: "use .confirmationDialog(title, isPresented:, titleVisibility: .visible, presenting: item) { item in ... }",
        byHand: "write .confirmationDialog(title, isPresented:, titleVisibility: .visible) { Button(...) } message: { Text(...) }")

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        Self.presentation.run(tree, in: project, settings: settings) { site, systemCancel, optionalNames in
            convert(site, systemCancel: systemCancel, optionalNames: optionalNames, tree)
        }
    }

    private func convert(_ site: LegacyPresentation.Site, systemCancel: Bool, optionalNames: Set<String>,
                         _ tree: SyntaxTree) -> LegacyPresentationRule.Conversion {
        var title: ClosedRange<Int>?, message: ClosedRange<Int>?, buttons: ClosedRange<Int>?
        for argument in site.initializer.arguments {
            switch argument.label {
            case "title"?: title = argument.value
            case "message"?: message = argument.value
            case "buttons"?: buttons = argument.value
            default: return .report("DIALOG-I2", "its ActionSheet takes `\(argument.label ?? "_"):`, which ActionSheet(title:message:buttons:) does not declare")
            }
        }
        guard let title else { return .report("DIALOG-I2", "its ActionSheet has no `title:`") }
        if let value = message {
            if value.lowerBound == value.upperBound, tree.isKeyword(value.lowerBound, "nil") {
                message = nil
            } else if !LegacyDialogButtons.isTextExpression(value, tree) {
                return .report("DIALOG-I2", "its message `\(LegacyPresentation.short(value, tree))` is not a Text(...)")
            }
        }
        // No `buttons:` is the default, `[.cancel()]`: the dialog's standard dismiss action.
        var slots: [LegacyDialogRewrite.Slot] = []
        var hasCancel = buttons == nil
        if let buttons {
            guard tree.kind(buttons.lowerBound) == .leftBracket, tree.partner(of: buttons.lowerBound) == buttons.upperBound else {
                return .report("DIALOG-I2", "its buttons are `\(LegacyPresentation.short(buttons, tree))`, not an array literal")
            }
            for element in tree.listElements(of: buttons.lowerBound) {
                switch LegacyDialogButtons.read(element, optionalNames: optionalNames, in: tree) {
                case .unreadable(let why): return .report("DIALOG-I2", why)
                case .button(let button):
                    if button.role == .cancel { hasCancel = true }
                    var kept = true
                    if button.isSystemCancel {
                        if !button.hasAction {
                            kept = false
                        } else if !systemCancel {
                            return .report("DIALOG-I3", "its `.cancel` button has an action but no label, and Button(role:action:), which takes the system's Cancel label, needs iOS 26")
                        }
                    }
                    slots.append(.init(button: button, anchor: element.lowerBound, kept: kept))
                }
            }
        }
        switch LegacyDialogRewrite.edit(site, modifier: "confirmationDialog", extraArguments: ", titleVisibility: .visible", title: title,
                                         message: message, slots: slots, in: tree) {
        case .unreadable(let why): return .report("DIALOG-I2", why)
        case .edit(let edit): return .rewrite(edit, hasCancel ? .safe : Self.addsCancel)
        }
    }
}
