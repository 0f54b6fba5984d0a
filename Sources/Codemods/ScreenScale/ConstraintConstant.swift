import Rewriter

/// `constraint.constant = 1 / UIScreen.main.scale`,
/// `widthAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale)`, SnapKit
/// `make.height.equalTo(1 / UIScreen.main.scale)`, or a local holding such a
/// division that flows into one of these: with the trait's scale, 0 until the
/// view is in a window, the constant would be infinite, and Auto Layout raises
/// an exception for a constant that is not finite. Outside the methods UIKit
/// runs once the view is in a window these are reported, not rewritten.
enum ConstraintConstant {
    static let explanation = "divides by the scale for a layout constraint constant, outside a layout pass; the trait's scale "
        + "is 0 until the view is in a window, and a constant that is not finite raises an exception"

    static let constantLabels: Set<String> = ["constant", "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant"]
    /// SnapKit-style constraint makers and their blocks.
    static let makerCallees: Set<String> = ["equalTo", "offset", "inset", "greaterThanOrEqualTo", "lessThanOrEqualTo", "constraint"]
    static let makerBlocks: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints", "prepareConstraints"]

    static func isDivisorOfConstant(_ reference: ScreenReference, tree: SyntaxTree) -> Bool {
        guard let before = tree.previous(reference.first), tree.kind(before) == .operator,
              tree.isText(before, "/") || tree.isText(before, "/=") else { return false }
        for brace in tree.enclosingBraces(of: reference.first) where tree.role(ofBrace: brace) == .closure {
            if let callee = tree.previous(brace), tree.kind(callee) == .identifier, makerBlocks.contains(tree.text(callee)) { return true }
        }
        guard let block = tree.innermostBrace(of: reference.first), let close = tree.partner(of: block),
              let statement = tree.statement(containing: reference.first, in: block) else {
            return false
        }
        if isConstraintPosition(reference.first, statementStart: statement.first, tree: tree) { return true }
        // `let px = 1 / scale` used later in the block as a constant.
        if let d = statement.declaration, d.kind == .constant || d.kind == .variable, !d.name.isEmpty {
            var t = statement.last + 1
            while t < close {
                if tree.kind(t) == .identifier, tree.file.token(t, isText: d.name),
                   tree.previous(t).map({ tree.kind($0) != .period }) ?? true {
                    let use = tree.statement(containing: t, in: tree.innermostBrace(of: t) ?? block)
                    if isConstraintPosition(t, statementStart: use?.first ?? t, tree: tree) { return true }
                }
                t += 1
            }
        }
        return false
    }

    /// Whether token `at` is (part of) a constraint constant within its statement.
    private static func isConstraintPosition(_ at: Int, statementStart start: Int, tree: SyntaxTree) -> Bool {
        var j = tree.previous(at)
        while let t = j, t >= start {
            let k = tree.kind(t)
            if k == .leftBrace || k == .rightBrace || k == .semicolon || k == .leftBracket { break }
            if k.isClosingBracket, let p = tree.partner(of: t) { j = tree.previous(p); continue }
            if k == .leftParen {
                if let callee = tree.previous(t), tree.kind(callee) == .identifier, makerCallees.contains(tree.text(callee)) { return true }
                if let argument = tree.parseArguments(t).first(where: { $0.value.contains(at) }),
                   let label = argument.label, constantLabels.contains(label) { return true }
            }
            if k == .operator, tree.isText(t, "=") || tree.isText(t, "/=") || tree.isText(t, "+=") || tree.isText(t, "-=") {
                if let lvalueLast = tree.previous(t), tree.kind(lvalueLast) == .identifier, tree.isText(lvalueLast, "constant") { return true }
                break
            }
            j = tree.previous(t)
        }
        return false
    }
}
