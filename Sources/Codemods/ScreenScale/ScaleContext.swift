import Rewriter

/// Where a screen reference sits, decided from the structure: the innermost
/// type member enclosing it, the member's type, and the closures in between.
struct ScalePlace {
    /// The type or extension holding the member, and the member.
    let owner: Declaration
    let member: Declaration
    /// The type name `self` has ("ProductCardView", or the extended type).
    let typeName: String
    let category: TypeCategory
    /// "ProductCardView.layoutSubviews" style name for messages.
    let description: String
    /// The "{" of the member's body (function body or accessor) holding the reference.
    let body: Int
    /// Whether a closure or nested function lies between the body and the reference.
    let inClosure: Bool
    /// Whether a statement block (if/for/...) lies between the body and the reference.
    let inNestedBlock: Bool

    /// The setup method kind, when the member runs once to set the view up
    /// (§5.2 "Setup"); nil for automatically re-run and other members.
    var setupKind: SetupKind? {
        if member.kind == .initializer { return .once }
        guard member.kind == .function else { return nil }
        let name = member.name
        if ["awakeFromNib", "loadView", "viewDidLoad", "commonInit", "sharedInit"].contains(name) { return .once }
        if name.hasPrefix("setup") || name.hasPrefix("setUp") { return .once }
        if name.hasPrefix("configure") { return .repeated }
        return nil
    }

    enum SetupKind { case once, repeated }

    /// Members UIKit calls again when traits change (§5.2 "Auto re-run"),
    /// normally once the view is in a window.
    var isAutoRerun: Bool {
        member.kind == .function && Self.autoRerunMethods.contains(member.name)
    }
    static let autoRerunMethods: Set<String> = [
        "layoutSubviews", "draw", "updateConstraints", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "traitCollectionDidChange", "layoutSublayers", "updateProperties", "updateConfiguration", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "updateViewConstraints",
    ]

    /// An observer of an `@IBOutlet` property: it runs when the nib loads,
    /// before the view is in a window.
    var isOutletObserver: Bool {
        (member.kind == .variable || member.kind == .constant) && member.hasAttribute("IBOutlet")
    }
}

/// The verdict for one reference.
enum ScaleContext {
    case eligible(ScalePlace)
    case report(code: String, message: String, suggestion: String)
}

struct ScaleContextAnalyzer {
    let tree: SyntaxTree
    let classifier: TypeClassifier

    func analyze(_ reference: ScreenReference) -> ScaleContext {
        let at = reference.first
        // The same declaration can be listed twice (found from the member list
        // and from its body); keep one of each.
        var declarations: [Declaration] = []
        for d in tree.enclosingDeclarations(of: at) where !declarations.contains(where: { $0.first == d.first && $0.kind == d.kind }) {
            declarations.append(d)
        }
        // The innermost member whose parent is a type or extension.
        guard let k = declarations.indices.last(where: { $0 > 0 && declarations[$0 - 1].kind.hasMemberBody
                                                    && !declarations[$0].kind.hasMemberBody }) else {
            let where_ = declarations.last.map { "\(kindName($0)) `\($0.name)`" } ?? "top-level code"
            let (m, s) = ScaleMessages.noTraitEnvironment(reference, where: where_, reason: "it is outside any type, so there is no view to read traits from")
            return .report(code: ScaleCode.noTraitEnvironment, message: m, suggestion: s)
        }
        let owner = declarations[k - 1], member = declarations[k]
        let typeName = owner.name
        let description = "\(ProjectIndex.baseName(typeName)).\(member.kind == .initializer ? "init" : member.name)"
        let category = classifier.category(of: typeName, written: owner.inheritance, isStruct: owner.kind == .struct)

        // Members with no `self` to read from.
        if member.isStatic {
            let (m, s) = ScaleMessages.noTraitEnvironment(reference, where: "static member \(description)", reason: "a static member has no instance to read traits from")
            return .report(code: ScaleCode.noTraitEnvironment, message: m, suggestion: s)
        }
        if category == .other {
            let reason: String
            if owner.kind == .class, let root = classifier.chainRoot(of: typeName), !["NSObject", "UIResponder"].contains(root) {
                reason = "\(ProjectIndex.baseName(typeName)) derives from \(root), which is not a UIView, UIViewController or UIPresentationController this tool knows"
            } else {
                reason = "\(ProjectIndex.baseName(typeName)) is not a view, view controller or trait environment"
            }
            let (m, s) = ScaleMessages.noTraitEnvironment(reference, where: description, reason: reason)
            return .report(code: ScaleCode.noTraitEnvironment, message: m, suggestion: s)
        }
        if let clause = member.parameterClause, let close = tree.partner(of: clause), clause < at, at < close {
            let (m, s) = ScaleMessages.defaultArgument(reference, where: description)
            return .report(code: ScaleCode.beforeSelf, message: m, suggestion: s)
        }
        if member.kind == .variable || member.kind == .constant,
           member.bindings.contains(where: { $0.initializer.map { $0.contains(at) } ?? false }) {
            let (m, s) = ScaleMessages.storedProperty(reference, where: description)
            return .report(code: ScaleCode.beforeSelf, message: m, suggestion: s)
        }

        // The member's own body or accessor holding the reference, and what lies between.
        let braces = tree.enclosingBraces(of: at)
        guard let bodyIndex = braces.firstIndex(where: { tree.owner(ofBody: $0).map { $0.first == member.first && $0.kind == member.kind } ?? false }) else {
            let (m, s) = ScaleMessages.noTraitEnvironment(reference, where: description, reason: "it is not inside the member's body")
            return .report(code: ScaleCode.noTraitEnvironment, message: m, suggestion: s)
        }
        let body = braces[bodyIndex]
        let between = Array(braces[..<bodyIndex])

        if member.kind == .initializer {
            if category == .swiftUIView {
                let (m, s) = ScaleMessages.swiftUIInit(reference, where: description)
                return .report(code: ScaleCode.beforeSelf, message: m, suggestion: s)
            }
            if !isAfterSuperInit(at, body: body) {
                let (m, s) = ScaleMessages.beforeSuperInit(reference, where: description)
                return .report(code: ScaleCode.beforeSelf, message: m, suggestion: s)
            }
        }
        var inClosure = false, inNestedBlock = false
        for brace in between {
            switch tree.role(ofBrace: brace) {
            case .closure:
                inClosure = true
                if let verdict = closureVerdict(brace, reference: reference, at: at, description: description) { return verdict }
            case .functionBody, .accessorBlock:
                inClosure = true // a local function or property: runs later, like a closure
            case .statementBody:
                inNestedBlock = true
            default:
                break
            }
        }
        return .eligible(ScalePlace(owner: owner, member: member, typeName: typeName, category: category,
                                    description: description, body: body, inClosure: inClosure, inNestedBlock: inNestedBlock))
    }

    private func kindName(_ d: Declaration) -> String {
        switch d.kind {
        case .function: return "free function"
        case .variable, .constant: return "global"
        default: return d.kind.rawValue
        }
    }

    // MARK: Initializers

    /// Whether `super.init(...)` or `self.init(...)` completes before token `at`.
    private func isAfterSuperInit(_ at: Int, body: Int) -> Bool {
        var i = body + 1
        while i < at {
            if tree.kind(i) == .keyword, tree.isText(i, "super") || tree.isText(i, "self"),
               let dot = tree.next(i), tree.kind(dot) == .period, let name = tree.next(dot), tree.isKeyword(name, "init"),
               let paren = tree.next(name), tree.kind(paren) == .leftParen, let close = tree.partner(of: paren) {
                return close < at
            }
            i += 1
        }
        return false
    }

    // MARK: Closures

    /// A report when the closure at `brace` makes `self.traitCollection`
    /// unusable or unsafe there; nil when it is fine.
    private func closureVerdict(_ brace: Int, reference: ScreenReference, at: Int, description: String) -> ScaleContext? {
        guard let closure = tree.closure(at: brace) else { return nil }
        if closure.attributes.contains(where: { $0.baseName == "Sendable" }) || isSendableTyped(brace) {
            let (m, s) = ScaleMessages.offMain(reference, where: description, closure: "a @Sendable closure")
            return .report(code: ScaleCode.offMainClosure, message: m, suggestion: s)
        }
        if let callee = backgroundCallee(of: brace) {
            let (m, s) = ScaleMessages.offMain(reference, where: description, closure: "the closure passed to \(callee)")
            return .report(code: ScaleCode.offMainClosure, message: m, suggestion: s)
        }
        if closure.captures("self", specifier: "weak"), !selfIsUnwrapped(in: closure, before: at) {
            let (m, s) = ScaleMessages.weakSelf(reference, where: description)
            return .report(code: ScaleCode.weakSelf, message: m, suggestion: s)
        }
        return nil
    }

    /// `let job: @Sendable () -> Void = { ... }`: the annotation before "=" says @Sendable.
    private func isSendableTyped(_ brace: Int) -> Bool {
        guard let eq = tree.previous(brace), tree.isOperator(eq, "=") else { return false }
        var j = tree.previous(eq)
        while let t = j, !(tree.kind(t) == .keyword && (tree.isText(t, "let") || tree.isText(t, "var"))) {
            if tree.kind(t) == .attribute && tree.isText(t, "@Sendable") { return true }
            if tree.kind(t) == .leftBrace || tree.kind(t) == .rightBrace || tree.kind(t) == .semicolon { return false }
            if tree.kind(t).isClosingBracket, let p = tree.partner(of: t) { j = tree.previous(p); continue }
            j = tree.previous(t)
        }
        return false
    }

    /// The callee a closure is handed to when it runs off the main thread:
    /// `DispatchQueue.global().async`, `Task.detached`, a queue other than
    /// `DispatchQueue.main`, `OperationQueue().addOperation`, ...
    private func backgroundCallee(of brace: Int) -> String? {
        guard let calleeLast = calleeLast(of: brace) else { return nil }
        let first = tree.memberChainStart(endingAt: calleeLast)
        let callee = tree.compactText(first, calleeLast)
        let last = tree.text(calleeLast)
        if callee.hasPrefix("DispatchQueue.global") || callee.hasPrefix("Task.detached") || callee.hasPrefix("Thread.detachNewThread")
            || callee.hasPrefix("DispatchQueue.concurrentPerform") || callee.hasSuffix("performBackgroundTask") {
            return callee
        }
        let isMain = callee.hasPrefix("DispatchQueue.main.") || callee.hasPrefix("OperationQueue.main.") || callee.hasPrefix(".main.")
            || callee.hasPrefix("RunLoop.main.")
        if ["async", "asyncAfter", "sync", "asyncAndWait", "addOperation", "addBarrierBlock"].contains(last), callee.contains("."), !isMain {
            return callee
        }
        return nil
    }

    /// The last token of the callee a closure is passed to, as a trailing
    /// closure or as an argument (`async(execute: { ... })`).
    private func calleeLast(of brace: Int) -> Int? {
        guard var p = tree.previous(brace) else { return nil }
        // Labelled trailing closure or argument label: skip "label:".
        if tree.kind(p) == .colon, let label = tree.previous(p), let before = tree.previous(label) {
            if tree.kind(before) == .rightBrace { return nil }
            p = before
        }
        if tree.kind(p) == .rightParen, let open = tree.partner(of: p), let callee = tree.previous(open) {
            return tree.kind(callee) == .identifier ? callee : nil
        }
        if tree.kind(p) == .identifier, !tree.newlineBetween(p, brace) { return p }
        if tree.kind(p) == .leftParen || tree.kind(p) == .comma {
            // An argument: find the "(" of the call.
            var j: Int? = p
            while let t = j, tree.kind(t) != .leftParen {
                if tree.kind(t).isClosingBracket, let q = tree.partner(of: t) { j = tree.previous(q) } else { j = tree.previous(t) }
            }
            if let open = j, let callee = tree.previous(open), tree.kind(callee) == .identifier { return callee }
        }
        return nil
    }

    /// Whether, inside a `[weak self]` closure, `guard let self` (or
    /// `guard let self = self`) runs before `at` in a block enclosing it, or
    /// `at` sits in the body of `if let self`.
    private func selfIsUnwrapped(in closure: Closure, before at: Int) -> Bool {
        var blocks = tree.enclosingBraces(of: at).filter { $0 > closure.leftBrace && tree.role(ofBrace: $0) == .statementBody }
        blocks.append(closure.leftBrace)
        for block in blocks {
            for statement in tree.statements(in: block) {
                if statement.first > at { break }
                let unwraps = statement.conditions.contains { bindsSelf($0) }
                if statement.kind == .guard, statement.last < at, unwraps { return true }
                if statement.kind == .if, unwraps, let body = statement.body, let close = tree.partner(of: body), body < at, at < close {
                    return true
                }
            }
        }
        return false
    }

    private func bindsSelf(_ condition: ClosedRange<Int>) -> Bool {
        let text = tree.compactText(condition.lowerBound, condition.upperBound)
        return ["letself", "letself=self", "let`self`=self", "varself", "varself=self"].contains(text)
    }
}
