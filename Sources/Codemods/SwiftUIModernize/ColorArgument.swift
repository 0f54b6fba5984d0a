import Rewriter

/// Whether an argument of `foregroundColor(_:)` (a `Color?` parameter) is certainly a
/// non-optional `Color`, and how to spell it for `foregroundStyle(_:)`, whose generic `ShapeStyle`
/// parameter looks implicit members up on `ShapeStyle` instead of `Color`.
struct ColorArgument {
    /// `Color` members that `ShapeStyle where Self == Color` also declares, so `.red` means the same
    /// in both places. `.primary` and `.secondary` are not among them: on `ShapeStyle` they are
    /// hierarchical styles, so they are written `Color.primary` to keep the color.
    static let shapeStyleColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear",
    ]

    let tree: SyntaxTree
    /// Project facts: members of `Color` extensions that are optional, first labels of failable `Color` inits.
    let optionalMembers: Set<String>
    let failableInitLabels: Set<String>
    /// Whether implicit members may be left implicit (false when the project declares its own
    /// `foregroundColor`, whose parameter type could give them another meaning).
    let implicitMembersAllowed: Bool
    /// Declared types of the project's names (`declaredTypes(in:)`).
    let declaredTypes: [String: [String]]

    /// The replacement text of the argument, or nil when it may be optional or not a `Color`.
    func replacement(for value: ClosedRange<Int>) -> String? {
        let first = value.lowerBound, last = value.upperBound
        // `a ?? b`: a non-optional right side makes the whole non-optional.
        if let coalesce = topLevelOperator("??", in: value) {
            guard let rhsFirst = tree.next(coalesce), rhsFirst <= last, let rhs = replacement(for: rhsFirst...last, inTernary: false) else { return nil }
            return tree.sourceText(first, coalesce) + sourceBetween(coalesce, rhsFirst) + rhs
        }
        if let question = topLevelOperator("?", in: value), tree.spaceBefore(question) {
            guard let colon = topLevelColon(after: question, in: value), let thenFirst = tree.next(question), thenFirst < colon,
                  let thenLast = tree.previous(colon), let elseFirst = tree.next(colon), elseFirst <= last,
                  let thenText = replacement(for: thenFirst...thenLast, inTernary: true),
                  let elseText = replacement(for: elseFirst...last, inTernary: true) else { return nil }
            return tree.sourceText(first, question) + sourceBetween(question, thenFirst) + thenText
                + sourceBetween(thenLast, colon) + tree.text(colon) + sourceBetween(colon, elseFirst) + elseText
        }
        return replacement(for: value, inTernary: false)
    }

    private func replacement(for value: ClosedRange<Int>, inTernary: Bool) -> String? {
        let first = value.lowerBound, last = value.upperBound
        // Optional chaining, `try?`, force unwraps of optionals: not certainly a plain Color.
        for i in value where tree.kind(i) == .operator && (tree.isText(i, "?") || tree.isText(i, "!")) { return nil }
        if tree.kind(first) == .keyword { return nil } // nil, self, try, ...
        // Implicit member: `.red`, `.accentColor`, `.init(...)`, `.red.opacity(0.5)`.
        if tree.kind(first) == .period, let name = tree.next(first), name <= last, tree.kind(name) == .identifier || tree.isKeyword(name, "init") {
            let member = tree.text(name)
            guard member != "some", member != "none", !optionalMembers.contains(member) else { return nil }
            if member == "init" {
                guard let paren = tree.next(name), tree.kind(paren) == .leftParen, !failableInitLabels.contains(firstLabel(paren)) else { return nil }
                return "Color" + tree.sourceText(paren, last)
            }
            let plain = name == last
            if plain && !inTernary && implicitMembersAllowed && Self.shapeStyleColors.contains(member) { return tree.sourceText(first, last) }
            return "Color" + tree.sourceText(first, last)
        }
        // Explicit `Color...` or `SwiftUI.Color...`.
        var start = first
        if tree.isIdentifier(start, "SwiftUI"), let dot = tree.next(start), tree.kind(dot) == .period, let c = tree.next(dot) { start = c }
        if tree.isIdentifier(start, "Color") {
            guard let after = tree.next(start), after <= last else { return tree.sourceText(first, last) }
            if tree.kind(after) == .leftParen {
                guard !failableInitLabels.contains(firstLabel(after)) else { return nil }
                return tree.sourceText(first, last)
            }
            if tree.kind(after) == .period, let member = tree.next(after), member <= last, tree.kind(member) == .identifier || tree.isKeyword(member, "init") {
                guard !optionalMembers.contains(tree.text(member)) else { return nil }
                if tree.isKeyword(member, "init"), let paren = tree.next(member), tree.kind(paren) == .leftParen,
                   failableInitLabels.contains(firstLabel(paren)) { return nil }
                return tree.sourceText(first, last)
            }
            return nil
        }
        // A name or member chain (`color`, `self.color`, `theme.tintColor`) whose last name every
        // declaration in the project types as a non-optional Color.
        var j = first
        while j < last {
            guard tree.kind(j) == .identifier || tree.isKeyword(j, "self"), let dot = tree.next(j), tree.kind(dot) == .period,
                  let n = tree.next(dot), n <= last else { return nil }
            j = n
        }
        guard j == last, tree.kind(last) == .identifier else { return nil }
        let types = declaredTypes[tree.text(last)] ?? []
        guard !types.isEmpty, types.allSatisfy({ $0 == "Color" || $0 == "SwiftUI.Color" }) else { return nil }
        return tree.sourceText(first, last)
    }

    /// For every name the project declares (properties, locals, parameters), the types written for
    /// it: annotations, `Color` for `= Color(...)` / `= Color.x` initializers, "?" for anything else.
    /// A name is trusted only when every declaration of it, in any file, is a plain Color.
    static func declaredTypes(in project: ProjectContext) -> [String: [String]] {
        project.shared("swiftui.declared-types") {
            let facts = optionalColorFacts(in: project)
            var types: [String: [String]] = [:]
            for tree in project.files {
                for declaration in tree.allDeclarations {
                    for binding in declaration.bindings {
                        guard let bound = binding.name else { continue }
                        if let annotation = binding.typeAnnotation {
                            types[bound, default: []].append(tree.compactText(annotation.lowerBound, annotation.upperBound))
                        } else if let initializer = binding.initializer, tree.isIdentifier(initializer.lowerBound, "Color"),
                                  let after = tree.next(initializer.lowerBound),
                                  tree.kind(after) == .leftParen && !facts.failableInits.contains(firstLabel(after, tree))
                                    || tree.kind(after) == .period && tree.next(after).map({ !facts.members.contains(tree.text($0)) }) == true {
                            types[bound, default: []].append("Color")
                        } else {
                            types[bound, default: []].append("?")
                        }
                    }
                    for parameter in declaration.parameters {
                        types[parameter.name, default: []].append(parameter.type ?? "?")
                    }
                }
            }
            return types
        }
    }

    private func firstLabel(_ paren: Int) -> String { Self.firstLabel(paren, tree) }

    private static func firstLabel(_ paren: Int, _ tree: SyntaxTree) -> String {
        guard let argument = tree.parseArguments(paren).first else { return "" }
        return argument.label ?? "_"
    }

    private func sourceBetween(_ a: Int, _ b: Int) -> String {
        a + 1 < b ? tree.sourceText(a + 1, b - 1) : ""
    }

    /// The first operator token `text` not nested in brackets.
    private func topLevelOperator(_ text: String, in value: ClosedRange<Int>) -> Int? {
        var i = value.lowerBound
        while i <= value.upperBound {
            if tree.kind(i).isOpeningBracket, let close = tree.partner(of: i) { i = close + 1; continue }
            if tree.kind(i) == .operator, tree.file.token(i, isText: text) { return i }
            i += 1
        }
        return nil
    }

    private func topLevelColon(after start: Int, in value: ClosedRange<Int>) -> Int? {
        var i = start + 1
        while i <= value.upperBound {
            if tree.kind(i).isOpeningBracket, let close = tree.partner(of: i) { i = close + 1; continue }
            if tree.kind(i) == .colon { return i }
            i += 1
        }
        return nil
    }

    /// `Color` extension members declared optional, and the first labels of failable `Color` inits.
    static func optionalColorFacts(in project: ProjectContext) -> (members: Set<String>, failableInits: Set<String>) {
        project.shared("swiftui.optional-color-members") {
            var members = Set<String>(), inits = Set<String>()
            for info in project.index.extensions(of: "Color") {
                for member in info.declaration.members {
                    if member.kind == .initializer, member.isFailable {
                        inits.insert(member.parameters.first.map { $0.label ?? $0.name } ?? "")
                    } else if member.kind == .function, let result = member.returnType, result.hasSuffix("?") || result.hasSuffix("!") {
                        members.insert(member.name)
                    } else {
                        for binding in member.bindings {
                            guard let name = binding.name, let type = binding.typeAnnotation, let tree = project.tree(at: info.path) else { continue }
                            let text = tree.compactText(type.lowerBound, type.upperBound)
                            if text.hasSuffix("?") || text.hasSuffix("!") { members.insert(name) }
                        }
                    }
                }
            }
            return (members, inits)
        }
    }

    /// Whether any file of the project declares a function `name` whose first parameter has no
    /// label and whose other labels are among `labels`: an overload a call of the SDK's could reach.
    static func projectDeclaresFunction(_ name: String, otherLabels labels: Set<String> = [], in project: ProjectContext) -> Bool {
        let declared = project.shared("swiftui.declared-function-labels") {
            var labelsByName: [String: [[String]]] = [:]
            for tree in project.files {
                for declaration in tree.allDeclarations where declaration.kind == .function {
                    labelsByName[declaration.name, default: []].append(declaration.parameters.map { $0.label ?? $0.name })
                }
            }
            return labelsByName
        }
        return (declared[name] ?? []).contains { parameters in
            parameters.first == "_" && parameters.dropFirst().allSatisfy { labels.contains($0) }
        }
    }
}
