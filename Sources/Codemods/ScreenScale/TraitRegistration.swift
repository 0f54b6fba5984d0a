import Rewriter

/// The registration of §5.3 point 4: a setup statement `<lvalue> = <expr>`
/// caching the scale is rewritten inline and re-run on trait changes:
///
///     layer.borderWidth = 1 / self.traitCollection.displayScale
///     registerForTraitChanges([UITraitDisplayScale.self]) { (self: BorderedView, _: UITraitCollection) in
///         self.layer.borderWidth = 1 / self.traitCollection.displayScale
///     }
///
/// Only when the lvalue is a `self` member chain and the expression holds only
/// the reference, literals, arithmetic and `self` members; otherwise nil.
struct TraitRegistration {
    /// Where the handler goes (start of the line after the statement) and its text.
    let insertion: Edit
    /// Whether the reference divides (`1 / scale`), for the SCALE-I2 note.
    let isDivisor: Bool

    /// The UIKit trait type re-run for a reference, when known.
    static func traitType(of reference: ScreenReference) -> String? {
        switch reference.kind {
        case .scale: return "UITraitDisplayScale"
        case .traitCollection(let trait?):
            let types = [
                "displayScale": "UITraitDisplayScale", "userInterfaceStyle": "UITraitUserInterfaceStyle",
                "horizontalSizeClass": "UITraitHorizontalSizeClass", "verticalSizeClass": "UITraitVerticalSizeClass",
                "preferredContentSizeCategory": "UITraitPreferredContentSizeCategory", "layoutDirection": "UITraitLayoutDirection",
                "displayGamut": "UITraitDisplayGamut", "accessibilityContrast": "UITraitAccessibilityContrast",
                "legibilityWeight": "UITraitLegibilityWeight", "userInterfaceLevel": "UITraitUserInterfaceLevel",
            ]
            return types[trait]
        default: return nil
        }
    }

    /// Why the statement cannot be registered, for the SCALE-W5 message.
    enum Refusal: Error {
        case notAssignment(statement: Statement?)
        case localTarget(String)
        case complexExpression
    }

    static func make(for reference: ScreenReference, place: ScalePlace, tree: SyntaxTree,
                     classifier: TypeClassifier) -> Result<TraitRegistration, Refusal> {
        let at = reference.first
        guard let trait = traitType(of: reference),
              let statement = tree.statement(containing: at, in: place.body) else {
            return .failure(.notAssignment(statement: nil))
        }
        guard statement.kind == .expression, let eq = topLevelAssignment(in: statement, tree: tree),
              isAloneOnItsLines(statement, tree: tree) else { return .failure(.notAssignment(statement: statement)) }

        let members = classifier.memberNames(of: place.typeName).union(TypeClassifier.inheritedProperties)
        let locals = localNames(in: place, before: statement.first, tree: tree)
        func isSelfMember(_ name: String) -> Bool { !locals.contains(name) && members.contains(name) }

        // lvalue: [self.]name(.name)*
        var lvalueText = ""
        var i = statement.first
        if tree.isKeyword(i, "self") {
            guard let dot = tree.next(i), tree.kind(dot) == .period, let n = tree.next(dot) else { return .failure(.notAssignment(statement: statement)) }
            i = n
        } else {
            guard tree.kind(i) == .identifier else { return .failure(.notAssignment(statement: statement)) }
            guard isSelfMember(tree.text(i)) else { return .failure(.localTarget(tree.text(i))) }
        }
        while true {
            guard tree.kind(i) == .identifier else { return .failure(.notAssignment(statement: statement)) }
            lvalueText += (lvalueText.isEmpty ? "self." : ".") + tree.text(i)
            guard let n = tree.next(i) else { return .failure(.notAssignment(statement: statement)) }
            if n == eq { break }
            guard tree.kind(n) == .period, let m = tree.next(n) else { return .failure(.notAssignment(statement: statement)) }
            i = m
        }

        // expression: the reference, literals, arithmetic and self members.
        var expression = ""
        var j = eq + 1
        while tree.kind(j).isTrivia { j += 1 }
        while j <= statement.last {
            let k = tree.kind(j)
            if j == reference.first {
                expression += ScaleMessages.replacement(reference)
                j = reference.last + 1
                continue
            }
            switch k {
            case .whitespace, .integerLiteral, .floatLiteral, .leftParen, .rightParen:
                expression += tree.text(j)
            case .operator where ["+", "-", "*", "/"].contains(tree.text(j)):
                expression += tree.text(j)
            case .period:
                expression += "."
            case .keyword where tree.isText(j, "self"):
                expression += "self"
            case .identifier:
                let afterDot = tree.previous(j).map { tree.kind($0) == .period } ?? false
                if afterDot {
                    expression += tree.text(j)
                } else if isSelfMember(tree.text(j)), tree.next(j).map({ tree.kind($0) != .leftParen }) ?? true {
                    expression += "self." + tree.text(j)
                } else {
                    return .failure(.complexExpression)
                }
            default:
                return .failure(.complexExpression)
            }
            j += 1
        }

        let file = tree.file
        let eol = file.lineEnding, unit = tree.indentStep(around: statement.first)
        let indent = file.indentation(ofLineAt: file.tokens.start(statement.first))
        var text = indent + "registerForTraitChanges([\(trait).self]) { (self: \(ProjectIndex.baseName(place.typeName)), _: UITraitCollection) in" + eol
        text += indent + unit + lvalueText + " = " + expression + eol
        text += indent + "}" + eol

        guard let lineEnd = endOfLine(after: statement.last, tree: tree) else { return .failure(.notAssignment(statement: statement)) }
        let before = tree.previous(reference.first)
        let isDivisor = before.map { tree.kind($0) == .operator && (tree.isText($0, "/") || tree.isText($0, "/=")) } ?? false
        return .success(TraitRegistration(insertion: .insert(text, at: lineEnd), isDivisor: isDivisor))
    }

    /// The statement's top-level "=" (not inside brackets), if any.
    private static func topLevelAssignment(in statement: Statement, tree: SyntaxTree) -> Int? {
        var i: Int? = statement.first
        while let t = i, t <= statement.last {
            if tree.kind(t).isOpeningBracket, let p = tree.partner(of: t) { i = tree.next(p); continue }
            if tree.isOperator(t, "=") { return t }
            i = tree.next(t)
        }
        return nil
    }

    /// One line, nothing else on it but trailing comments, no comment inside.
    private static func isAloneOnItsLines(_ statement: Statement, tree: SyntaxTree) -> Bool {
        for t in statement.first...statement.last where tree.kind(t) == .newline || tree.kind(t).isComment { return false }
        if let p = tree.previous(statement.first), !tree.newlineBetween(p, statement.first) { return false }
        if let n = tree.next(statement.last), !tree.newlineBetween(statement.last, n) { return false }
        return true
    }

    /// Offset just past the line break ending the line of token `last`.
    private static func endOfLine(after last: Int, tree: SyntaxTree) -> Int? {
        var t = last + 1
        while t < tree.tokenCount {
            if tree.kind(t) == .newline { return tree.file.tokens.end(t) }
            t += 1
        }
        return nil
    }

    /// Parameters of the member and names bound by let/var in its body before `limit`.
    private static func localNames(in place: ScalePlace, before limit: Int, tree: SyntaxTree) -> Set<String> {
        var names = Set(place.member.parameters.map(\.name))
        var t = place.body + 1
        while t < limit {
            if tree.kind(t) == .keyword, tree.isText(t, "let") || tree.isText(t, "var"), let n = tree.next(t), tree.kind(n) == .identifier {
                names.insert(tree.text(n))
            }
            t += 1
        }
        return names
    }
}
