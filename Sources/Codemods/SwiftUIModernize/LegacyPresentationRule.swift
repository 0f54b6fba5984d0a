import Rewriter

/// The run both legacy presentations share (`swiftui-alert`, `swiftui-confirmation-dialog`): find
/// the modifier's calls, read each one's content, and report the forms left alone or rewrite the
/// one built inline; the rule converts the initializer it reads.
struct LegacyPresentationRule {
    /// What the rule's conversion of one inline initializer gives.
    enum Conversion {
        case rewrite(Edit, FixSafety)
        /// A finding code and its reason.
        case report(String, String)
    }

    let id: String
    /// The legacy modifier (`alert`) and the type its content builds (`Alert`).
    let modifier: StaticString
    let builds: String
    let legacy: SDKAvailability
    let modern: SDKAvailability
    /// The modern form the rewrite names: `alert(_:isPresented:actions:message:)`.
    let modernForm: String
    /// Codes for the `item:` form and for content it cannot read.
    let itemCode: String
    let unreadableCode: String
    let itemSuggestion: String
    /// The suggestion of a report: how to write the modern form by hand, unless the code has its own.
    let byHand: String
    var suggestions: [String: String] = [:]

    func run(_ tree: SyntaxTree, in project: ProjectContext, settings: SwiftUIModernization.Settings,
             convert: (LegacyPresentation.Site, _ systemCancel: Bool, _ optionalNames: Set<String>) -> Conversion) -> [Finding] {
        guard settings.mayPermit(legacy) else { return [] }
        let calls = SwiftUIModifierCalls.calls(named: modifier, in: tree)
        guard !calls.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(legacy, modern, in: deployment) else { return [] }
        let systemCancel = LegacyDialogRewrite.available(SwiftUIAvailabilityTable.systemLabelledButton, where: legacy, in: deployment)
        let optionalNames = LegacyDialogRewrite.optionalNames(in: project)
        return calls.compactMap { call -> Finding? in
            if LegacyPresentation.shadowed(builds, at: call.name, in: tree, project: project) { return nil }
            let at = tree.file.tokens.start(call.name)
            func report(_ code: String, _ message: String, _ suggestion: String) -> Finding {
                Finding(rule: id, code: code, severity: .info, file: tree.file, offset: at, message: message, suggestion: suggestion)
            }
            switch LegacyPresentation.read(call, building: builds, in: tree) {
            case .other:
                return nil
            case .item:
                return report(itemCode, "\(modifier)(item:content:) not rewritten: its content depends on the item", itemSuggestion)
            case .unreadable(let why):
                return report(unreadableCode, "\(modifier)(isPresented:content:) not rewritten: \(why)", byHand)
            case .inline(let site):
                switch convert(site, systemCancel, optionalNames) {
                case .report(let code, let why):
                    return report(code, "\(modifier)(isPresented:content:) not rewritten: \(why)", suggestions[code] ?? byHand)
                case .rewrite(let edit, let safety):
                    return Finding(rule: id, severity: .info, file: tree.file, offset: at,
                                   message: "\(modifier)(isPresented:content:) -> \(modernForm): \(reason)",
                                   fix: Fix(path: tree.file.path, edits: [edit], safety: safety))
                }
            }
        }
    }
}
