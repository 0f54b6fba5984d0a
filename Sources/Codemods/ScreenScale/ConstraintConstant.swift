import Rewriter

/// `constraint.constant = 1 / UIScreen.main.scale` and
/// `widthAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale)`: with
/// the trait's scale, 0 until the view is in a window, the constant would be
/// infinite, and Auto Layout raises an exception for a constant that is not
/// finite. Outside the methods UIKit runs once the view is in a window these
/// are reported, not rewritten.
enum ConstraintConstant {
    static let explanation = "divides by the scale for a layout constraint constant, outside a layout pass; the trait's scale "
        + "is 0 until the view is in a window, and a constant that is not finite raises an exception"

    static let constantLabels: Set<String> = ["constant", "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant"]
    /// SnapKit-style constraint makers.
    static let makerCallees: Set<String> = ["equalTo", "offset", "inset", "greaterThanOrEqualTo", "lessThanOrEqualTo", "constraint"]

    static func isDivisorOfConstant(_ reference: ScreenReference, tree: SyntaxTree) -> Bool {
        guard let before = tree.previous(reference.first), tree.kind(before) == .operator,
              tree.isText(before, "/") || tree.isText(before, "/=") else { return false }
        // Only within the statement holding the reference.
        var start = 0
        if let brace = tree.innermostBrace(of: reference.first),
           let statement = tree.statements(in: brace).first(where: { $0.first <= reference.first && reference.first <= $0.last }) {
            start = statement.first
        }
        // Inside a call argument labelled `constant:` or of a constraint maker.
        var j = tree.previous(reference.first)
        while let t = j, t >= start {
            let k = tree.kind(t)
            if k == .leftBrace || k == .rightBrace || k == .semicolon { break }
            if k.isClosingBracket, let p = tree.partner(of: t) { j = tree.previous(p); continue }
            if k == .leftParen {
                if let callee = tree.previous(t), tree.kind(callee) == .identifier, makerCallees.contains(tree.text(callee)) { return true }
                if let argument = tree.parseArguments(t).first(where: { $0.value.contains(reference.first) }),
                   let label = argument.label, constantLabels.contains(label) { return true }
            }
            if k == .leftBracket { break }
            if k == .operator, tree.isText(t, "=") || tree.isText(t, "/=") {
                // `x.constant = ...`
                if let lvalueLast = tree.previous(t), tree.kind(lvalueLast) == .identifier, tree.isText(lvalueLast, "constant") { return true }
                break
            }
            j = tree.previous(t)
        }
        return false
    }
}
