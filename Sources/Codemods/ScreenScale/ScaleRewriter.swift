import Rewriter

/// Turns the verdict for one reference into findings: a rewrite (inline,
/// collapsed fallback, with a trait-change registration, or the SwiftUI
/// environment form) or a report.
struct ScaleRewriter {
    let tree: SyntaxTree
    let classifier: TypeClassifier
    /// The lowest iOS version the app supports; a trait-change handler needs 17.
    let deploymentTarget: DeploymentTarget?
    /// Shared by every reference of one file.
    let setupReachability: SetupReachability

    private var file: SourceFile { tree.file }

    func findings(for reference: ScreenReference, context: ScaleContext) -> [Finding] {
        switch context {
        case .report(let code, let message, let suggestion):
            return [report(reference, code: code, message: message, suggestion: suggestion)]
        case .eligible(let place):
            if place.category == .swiftUIView { return swiftUI(reference, place: place) }
            if place.isOutletObserver {
                return [cached(reference, place: place, what: "is set when the nib loads and connects the outlet, before the view is in a window")]
            }
            if !place.isAutoRerun, ConstraintConstant.isDivisorOfConstant(reference, tree: tree) {
                return [cached(reference, place: place, what: ConstraintConstant.explanation, staleness: false)]
            }
            if let setup = place.setupKind { return setupMethod(reference, place: place, kind: setup) }
            if !place.isAutoRerun, let caller = setupReachability.setupCaller(of: place.member, typeName: place.typeName) {
                return [cached(reference, place: place,
                               what: "runs in \(place.member.name), which \(caller) calls while the view is set up, before it is in a window")]
            }
            if let ternary = FallbackTernary.find(around: reference, in: file) {
                let edit = Edit(range: file.tokens.start(ternary.first)..<file.tokens.end(ternary.last),
                                replacement: "self.traitCollection.displayScale")
                return [rewrite(reference, code: ScaleCode.collapsed, message: ScaleMessages.collapsed(reference, where: place.description), edits: [edit],
                                safety: ScaleSafety.collapsed)]
            }
            return [rewrite(reference, code: ScaleCode.inline, message: ScaleMessages.inline(reference, where: place.description),
                            edits: reference.traitCollectionEdits(in: file),
                            safety: ScaleSafety.inline(reference, inWindow: place.isAutoRerun))]
        }
    }

    // MARK: Setup methods

    private func setupMethod(_ reference: ScreenReference, place: ScalePlace, kind: ScalePlace.SetupKind) -> [Finding] {
        let method = place.member.kind == .initializer ? "init" : place.member.name
        if kind == .repeated {
            return [cached(reference, place: place,
                           what: "is set each time \(method) runs (for reused cells, many times), where a trait-change handler would be added once per call")]
        }
        if place.inClosure || place.inNestedBlock {
            return [cached(reference, place: place, what: "is computed once, inside a closure or conditional block of \(method)")]
        }
        // A handler registered in a method that runs again is registered again each time.
        if let reason = setupReachability.rerunReason(of: place.member, typeName: place.typeName) {
            return [cached(reference, place: place,
                           what: "is computed in \(method), which \(reason); a trait-change handler registered there would be added each time")]
        }
        guard place.category.canRegisterForTraitChanges else {
            return [cached(reference, place: place, what: "is computed once in \(method), and the type has no registerForTraitChanges")]
        }
        switch TraitRegistration.make(for: reference, place: place, tree: tree, classifier: classifier) {
        case .success(let registration):
            // Below iOS 17 nothing would redo the value once the view is in a window, and until
            // then the trait's scale can be 0: the rewrite would keep a wrong value for good.
            guard let target = deploymentTarget, target.hasTraitRegistration else {
                let supported = deploymentTarget.map { "the app supports iOS \($0.text)" } ?? "no deployment target is known (--deployment-target)"
                return [cached(reference, place: place,
                               what: "is computed once in \(method); \(supported), and before iOS 17 there is no registerForTraitChanges to redo it once the view is in a window (until then the trait's scale can be 0)")]
            }
            var findings = [rewrite(reference, code: ScaleCode.registered,
                                    message: ScaleMessages.registered(reference, where: place.description),
                                    edits: reference.traitCollectionEdits(in: file) + [registration.insertion],
                                    safety: ScaleSafety.registered)]
            if registration.isDivisor {
                findings.append(Finding(rule: ScreenScale.id, code: ScaleCode.zeroDivisor, severity: .info, file: file,
                                        offset: file.tokens.start(reference.first), message: ScaleMessages.zeroDivisor))
            }
            return findings
        case .failure(let refusal):
            let what: String
            switch refusal {
            case .localTarget(let name):
                what = "is stored once in `\(name)`, which is not a property of \(ProjectIndex.baseName(place.typeName)), so a handler cannot redo it"
            case .complexExpression:
                what = "is combined once with calls or other values in \(method)"
            case .notAssignment(let statement):
                what = "is " + (statement.map(describe) ?? "computed") + " once in \(method)"
            }
            return [cached(reference, place: place, what: what)]
        }
    }

    /// How a non-assignment statement uses the value, for SCALE-W5.
    private func describe(_ statement: Statement) -> String {
        if statement.kind == .declaration, let d = statement.declaration, d.kind == .constant || d.kind == .variable {
            return "stored in the local `\(d.name)`"
        }
        if statement.kind == .expression, let last = tree.previous(statement.last + 1), tree.kind(last) == .rightParen,
           let open = tree.partner(of: last), let callee = tree.previous(open), tree.kind(callee) == .identifier {
            return "passed to \(tree.text(callee))(...)"
        }
        return "computed"
    }

    // MARK: SwiftUI

    private func swiftUI(_ reference: ScreenReference, place: ScalePlace) -> [Finding] {
        switch SwiftUIDisplayScale.plan(for: reference, place: place, tree: tree) {
        case .success(let plan):
            var edits = [Edit(range: file.tokens.start(reference.first)..<file.tokens.end(reference.last), replacement: plan.name)]
            if let insertion = plan.insertion { edits.append(insertion) }
            return [rewrite(reference, code: ScaleCode.swiftUI, message: ScaleMessages.swiftUI(reference, where: place.description, name: plan.name),
                            edits: edits, safety: ScaleSafety.swiftUI)]
        case .failure(let reason):
            let (message, suggestion) = ScaleMessages.swiftUIUnsupported(reference, where: place.description, reason: reason.text)
            return [report(reference, code: ScaleCode.swiftUIUnsupported, message: message, suggestion: suggestion)]
        }
    }

    // MARK: Findings

    private func cached(_ reference: ScreenReference, place: ScalePlace, what: String, staleness: Bool = true) -> Finding {
        let (message, suggestion) = ScaleMessages.cached(reference, where: place.description, what: what, staleness: staleness)
        return report(reference, code: ScaleCode.cachedValue, message: message, suggestion: suggestion)
    }

    private func rewrite(_ reference: ScreenReference, code: String, message: String, edits: [Edit], safety: FixSafety) -> Finding {
        Finding(rule: ScreenScale.id, code: code, severity: .info, file: file, offset: file.tokens.start(reference.first),
                message: message, fix: Fix(path: file.path, edits: edits, safety: safety))
    }

    private func report(_ reference: ScreenReference, code: String, message: String, suggestion: String) -> Finding {
        Finding(rule: ScreenScale.id, code: code, severity: .warning, file: file, offset: file.tokens.start(reference.first),
                message: message, suggestion: suggestion)
    }
}
