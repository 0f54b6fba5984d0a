import Rewriter

/// Checks one type (its body and every extension) and turns what it finds
/// into findings: default removals, init reorderings and reports.
struct StateTypeAnalysis {
    let index: StateProjectIndex
    let group: [(file: Int, type: Int)]
    let callSites: MemberwiseCallSites
    /// Several declarations share this name (one per target, say): which
    /// extensions belong to which is unknown, so defaults are left alone and
    /// only each body's own inits are checked for ordering.
    var ambiguous = false
    let rule = RedundantStateDefault.id

    private var parts: [ScannedType] { group.map { index.type($0) } }

    func findings() -> [Finding] {
        // Most types hold no state: answered without copying their parts.
        guard group.contains(where: index.holdsState) else { return [] }
        let parts = self.parts
        guard let key = parts.first?.key else { return [] }
        let properties = parts.flatMap(\.properties)
        let stateProperties = properties.filter { $0.isState && !isShadowed($0, key: key) }
        guard !stateProperties.isEmpty else { return [] }
        let memberNames = parts.reduce(into: Set<String>()) { $0.formUnion($1.memberNames) }
        let inits = parts.flatMap(\.inits).filter {
            !InitAssignmentPaths.isDelegating($0, tokens: index.statements[$0.file])
        }
        // Each init's body read once for every property.
        let bodies = inits.map { InitBodyIndex(tokens: index.statements[$0.file], initializer: $0) }
        var findings: [Finding] = []
        var orderedNames: Set<String> = []
        for property in stateProperties {
            if let other = property.attributes.first(where: { isOtherWrapper($0.name) }) {
                findings.append(report(property, "STATE-W4",
                    "@State is combined with \(other.name) on '\(property.nameText)'; with the @State macro this is an invalid redeclaration of '_\(property.nameText)'",
                    "keep a single property wrapper, for example by moving the other one into the state's value type"))
                continue
            }
            orderedNames.formUnion(property.names.map { index.statements[property.file].text($0) })
            if property.hasDefault, !ambiguous,
               let finding = defaultFinding(property, inits: inits, bodies: bodies, memberNames: memberNames) { findings.append(finding) }
        }
        let plainNames = Set(properties.filter(needsInitialization).flatMap { p in
            p.names.map { index.statements[p.file].text($0) }
        })
        if !plainNames.isEmpty && !orderedNames.isEmpty {
            for (initializer, body) in zip(inits, bodies) {
                let tokens = index.statements[initializer.file]
                let ordering = InitOrdering(tokens: tokens, stateNames: orderedNames, plainNames: plainNames,
                                            memberNames: memberNames, globalNames: index.globalNames)
                findings += orderingFinding(ordering.check(body), initializer: initializer)
            }
        }
        return findings
    }

    // MARK: Defaults

    private func defaultFinding(_ property: ScannedProperty, inits: [ScannedInit], bodies: [InitBodyIndex],
                                memberNames: Set<String>) -> Finding? {
        let names = property.names.map { index.statements[property.file].text($0) }
        let analyses = bodies.map { body in
            names.map { name in InitAssignmentPaths(index: body, name: name).analyze() }
        }
        let assignedAnywhere = analyses.contains { $0.contains { $0.assignsAnywhere } }
        let otherFile = inits.first { $0.file != property.file }
        func linkProblem(_ reason: String?) -> Finding? {
            guard let otherFile else { return nil }
            let path = index.trees[otherFile.file].file.path.split(separator: "/").last.map(String.init) ?? ""
            let tail = reason.map { "; the default also stays because \($0)" } ?? ""
            return report(property, "STATE-W2",
                "@State default of '\(property.nameText)' in a type whose init is in another file (\(path)): non-whole-module builds with Xcode 27.0 and 27.1 fail to link ('Undefined symbol: variable initialization expression of ...')\(tail)",
                "move the init into the file that declares '\(property.nameText)', or assign it in every init and remove the default")
        }
        if !hasInitInPrimaryDeclaration, isStruct, !property.isPrivate, names.count == 1,
           let call = memberwiseCall(passing: property.nameText) {
            return linkProblem(nil) ?? report(property, "STATE-W3",
                "\(call) passes '\(property.nameText)' to the synthesized memberwise init, but with the @State macro the inline default wins and the passed value is discarded",
                "declare an init that assigns '\(property.nameText)' and remove the default, or stop passing it")
        }
        guard assignedAnywhere else { return linkProblem(nil) }
        if !hasInitInPrimaryDeclaration {
            let reason = "the synthesized \(isStruct ? "memberwise init" : "init()") still relies on the default, since no init is declared in the type's own body"
            return linkProblem(reason) ?? report(property, "STATE-E3",
                "\(reason); removing it would change that init's signature",
                "declare the inits in the type's body (or assign '\(property.nameText)' in each), then remove the default")
        }
        if names.count > 1 {
            return report(property, "STATE-E1",
                "@State declaration binds several properties (\(names.map { "'\($0)'" }.joined(separator: ", "))); the default an init overrides cannot be removed from one binding",
                "declare each @State property on its own line, then remove the default the init overrides")
        }
        let perInit = analyses.map { $0[0] }
        let name = property.nameText
        if perInit.allSatisfy({ !$0.direct }) {
            let reason = "'\(name)' is assigned in init only inside a closure, loop or nested function"
            return linkProblem(reason) ?? report(property, "STATE-E1",
                "\(reason), which does not set the initial value; the @State default wins",
                "assign '\(name)' directly in every init and remove the default, or remove the assignment")
        }
        if let failing = perInit.indices.first(where: { !perInit[$0].exactlyOnceOnEveryPath }) {
            let where_ = describe(inits[failing])
            if perInit.contains(where: { $0.underscore }) && perInit.allSatisfy({ $0.exactlyOnceOnEveryPath || !$0.assignsAnywhere }) {
                let reason = "'_\(name) = State(...)' sets '\(name)' in some inits but not in \(where_)"
                return linkProblem(reason) ?? report(property, "STATE-W1",
                    "\(reason), which relies on the default; valid, but the default must stay",
                    "assign '_\(name)' in every init to remove the default, or leave it as is")
            }
            let reason = "\(where_) does not assign '\(name)' exactly once on every path"
            return linkProblem(reason) ?? report(property, "STATE-E3",
                "\(reason), so the @State default is still needed there while the other values assigned in init are discarded",
                "assign '\(name)' once in every init and every branch, then remove the default; do not copy the default into an init")
        }
        if let k = bodies.indices.first(where: { bodies[$0].firstUseOfSelf(beforeAssigning: name, memberNames: memberNames) != nil }) {
            let reason = "\(describe(inits[k])) uses 'self' before it assigns '\(name)'"
            return linkProblem(reason) ?? report(property, "STATE-E6",
                "\(reason); without the default, 'self' would be used before all of its stored properties are initialized",
                "assign '\(name)' before the init first reads a property or calls a method, then remove the default")
        }
        // An init assigning the very literal the default holds (`x = false` beside `= false`) starts
        // the property at the same value once the default goes.
        let tokens = index.statements[property.file]
        var sameLiteral = false
        if let equals = property.equals, let start = tokens.next(equals), let end = property.defaultEnd, isLiteral(start, through: end, in: tokens) {
            let literal = tokens.file.compactText(start, end)
            sameLiteral = perInit.allSatisfy { $0.wrappedValues.allSatisfy { $0 == literal } }
        }
        let overridden = sameLiteral ? nil : perInit.indices.first { perInit[$0].throughWrappedValue }.map { describe(inits[$0]) }
        return removal(property, overriddenIn: overridden) ?? linkProblem("its type cannot be named")
    }

    /// A literal whose value does not depend on when it is evaluated: `true`, `false`, `nil`, a
    /// number (negative too), a string without interpolation, `[]`, `[:]`.
    private func isLiteral(_ first: Int, through last: Int, in tokens: TokenStatements) -> Bool {
        let file = tokens.file
        var start = first
        if start < last, tokens.kind(start) == .operator, file.token(start, is: "-"), let n = tokens.next(start) { start = n }
        if start == last {
            switch tokens.kind(start) {
            case .integerLiteral, .floatLiteral: return true
            case .stringLiteral: return !tokens.text(start).contains("\\")
            case .keyword: return file.token(start, is: "true") || file.token(start, is: "false") || file.token(start, is: "nil")
            default: return false
            }
        }
        let text = file.compactText(first, last)
        return text == "[]" || text == "[:]"
    }

    /// `overriddenIn`: an init that assigns through the wrapped value (`x = ...`), whose value the
    /// default used to override; nil when every init stores the wrapper (`_x = State(...)`).
    private func removal(_ property: ScannedProperty, overriddenIn: String?) -> Finding? {
        let tokens = index.statements[property.file]
        guard let equals = property.equals, let end = property.defaultEnd, let exprStart = tokens.next(equals) else { return nil }
        let name = property.nameText
        // Comments inside a multi-line default are kept after the new end of the declaration.
        let comments = (equals...end).filter { tokens.kind($0).isComment }
        if comments.contains(where: { tokens.kind($0) == .lineComment || tokens.kind($0) == .docLineComment }),
           let after = tokens.next(end), !tokens.file.hasNewline(between: end, and: after) {
            return report(property, "STATE-E5",
                "the @State default of '\(name)' contains line comments that removing it would lose, since code follows it on its last line",
                "move the comments out of the default, then run again")
        }
        let keptComments = comments.map { " " + tokens.text($0) }.joined()
        var replacement = ""
        if property.annotation == nil {
            let inference = StateTypeInference(tokens: tokens, projectTypes: index.projectTypes)
            guard let type = inference.infer(from: exprStart, through: end) else {
                return report(property, "STATE-E2",
                    "cannot name the type of the @State default of '\(name)' from its syntax; every init assigns '\(name)', so the default discards their values",
                    "add a type annotation ('@State var \(name): T'), then remove the default")
            }
            replacement = ": " + type
        }
        replacement += keptComments
        guard let before = tokens.previous(equals) else { return nil }
        let range = tokens.file.tokens.end(before)..<tokens.file.tokens.end(end)
        let file = tokens.file
        let safety = overriddenIn.map { initializer in
            FixSafety.behavior("'\(name)' now starts with the value assigned in \(initializer), which the default used to override")
        } ?? .safe
        return Finding(rule: rule, severity: .info, file: file, offset: file.tokens.start(property.names[0]),
                       message: "removed the @State default of '\(name)': every init assigns it, and with the @State macro the default would win",
                       fix: Fix(path: file.path, edits: [Edit(range: range, replacement: replacement)], safety: safety))
    }

    /// Without an init in the declaration itself, Swift synthesizes one (the
    /// memberwise init of a struct, `init()` of a class) that uses the default.
    private var hasInitInPrimaryDeclaration: Bool {
        parts.contains { $0.kind != "extension" && !$0.inits.isEmpty }
    }
    private var isStruct: Bool { parts.contains { $0.kind == "struct" } }

    /// "File.swift:12" for the first call of this type's memberwise init passing `label`.
    private func memberwiseCall(passing label: String) -> String? {
        guard let key = parts.first?.key, let simple = key.split(separator: ".").last,
              let call = callSites.calls[String(simple)]?[label] else { return nil }
        let file = index.trees[call.file].file
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        return "the call at \(name):\(file.line(of: file.tokens.start(call.token)))"
    }

    // MARK: Ordering

    private func orderingFinding(_ outcome: InitOrdering.Outcome, initializer: ScannedInit) -> [Finding] {
        let file = index.trees[initializer.file].file
        let names = { (list: [String]) in list.map { "'\($0)'" }.joined(separator: ", ") }
        switch outcome {
        case .inOrder:
            return []
        case let .reorder(token, moved, edits, reorderedCalls):
            let safety = reorderedCalls.map { calls in
                FixSafety.behavior("\(calls.moved) now runs before \(calls.overtaken), which used to run first")
            } ?? .safe
            return [Finding(rule: rule, severity: .info, file: file, offset: file.tokens.start(token),
                            message: "moved the initialization of \(names(moved)) above the first @State assignment in \(describe(initializer)): with the @State macro, assigning state reads self before it is initialized",
                            fix: Fix(path: file.path, edits: edits, safety: safety))]
        case let .cannotReorder(token, moved, reason):
            return [Finding(rule: rule, code: "STATE-E4", severity: .warning, file: file, offset: file.tokens.start(token),
                            message: "@State is assigned in \(describe(initializer)) before \(names(moved)) is initialized, which the @State macro rejects ('self' used before initialization); not moved because \(reason)",
                            suggestion: "initialize the other stored properties first, then assign @State properties")]
        }
    }

    // MARK: Helpers

    private func report(_ property: ScannedProperty, _ code: String, _ message: String, _ suggestion: String) -> Finding {
        let file = index.trees[property.file].file
        return Finding(rule: rule, code: code, severity: .warning, file: file, offset: file.tokens.start(property.names.first ?? property.keyword),
                       message: message, suggestion: suggestion)
    }

    private func describe(_ initializer: ScannedInit) -> String {
        let file = index.trees[initializer.file].file
        let line = file.line(of: file.tokens.start(initializer.keyword))
        return "init(\(initializer.labels.map { $0 + ":" }.joined())) at line \(line)"
    }

    /// An unqualified @State names the project's own State where one is declared
    /// at top level or in an enclosing type.
    private func isShadowed(_ property: ScannedProperty, key: String) -> Bool {
        guard !property.attributes.contains(where: { $0.name == "@SwiftUI.State" }) else { return false }
        if index.declaresTopLevelState || index.scanned[property.file].declaresFilePrivateState { return true }
        // Few projects nest a `State` of their own: the key's scopes are not built without one.
        if index.stateScopes.isEmpty { return false }
        // ASCII keys are cut on their bytes (splitting into Characters costs thousands of
        // instructions a key): "A.B.C" asks about "A", "A.B", "A.B.C".
        let ascii = ByteSearch.withASCII(key) { b -> Bool in
            var scope: [UInt8] = []
            var start = 0
            for i in 0...b.count where i == b.count || b[i] == 0x2E {
                defer { start = i + 1 }
                guard i > start else { continue }
                if !scope.isEmpty { scope.append(0x2E) }
                scope += b[start..<i]
                if index.stateScopes.contains(String(decoding: scope, as: UTF8.self)) { return true }
            }
            return false
        }
        if let ascii { return ascii }
        var scope = ""
        for component in key.split(separator: ".") {
            scope = scope.isEmpty ? String(component) : scope + "." + component
            if index.stateScopes.contains(scope) { return true }
        }
        return false
    }

    static let plainAttributes: Set<String> = [
        "@State", "@SwiftUI.State", "@MainActor", "@IBOutlet", "@IBInspectable", "@GKInspectable", "@NSManaged",
        "@NSCopying", "@objc", "@nonobjc", "@available", "@ObservationIgnored", "@preconcurrency", "@exclusivity",
        "@usableFromInline", "@inlinable", "@_spi", "@backDeployed", "@discardableResult", "@Sendable", "@unknown",
    ]

    private func isOtherWrapper(_ name: String) -> Bool {
        guard !Self.plainAttributes.contains(name), let first = name.dropFirst().first else { return false }
        return first.isUppercase
    }

    /// A stored, non-static, non-@State property with no default: the init must set it.
    private func needsInitialization(_ p: ScannedProperty) -> Bool {
        guard !p.isState, !p.isStatic, !p.isComputed, !p.hasDefault, !p.nameText.isEmpty else { return false }
        if p.attributes.contains(where: { $0.hasArguments }) { return false }
        // An optional `var` starts as nil, unless a wrapper (`@Binding var x: T?`) stores it.
        let wrapped = p.attributes.contains { isOtherWrapper($0.name) }
        if !p.isLet, !wrapped, let annotation = p.annotation {
            let text = index.statements[p.file].file.text(tokens: annotation.lowerBound, through: annotation.upperBound)
            if text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<") { return false }
        }
        return true
    }
}
