import Rewriter

/// The SwiftUI form (§5.3 point 5): read `@Environment(\.displayScale)`,
/// declaring it at the top of the view struct unless the view has one.
struct SwiftUIDisplayScale {
    /// The property name to read.
    let name: String
    /// The declaration to add, when the view has none.
    let insertion: Edit?

    static let declaredName = "displayScale"

    /// The plan for a reference in a SwiftUI view member, or the reason it cannot be rewritten.
    static func plan(for reference: ScreenReference, place: ScalePlace, tree: SyntaxTree) -> Result<SwiftUIDisplayScale, Reason> {
        guard reference.kind == .scale || reference.kind == .traitCollection(trait: "displayScale") else {
            return .failure(Reason("\(ScaleMessages.construct(reference)) has no SwiftUI environment equivalent this tool writes"))
        }
        guard !reference.containsComment(in: tree.file) else { return .failure(Reason("the expression holds a comment")) }
        // Stored properties live in the struct itself, which must be in this file.
        let view: Declaration
        if place.owner.kind == .struct {
            view = place.owner
        } else if let found = tree.allDeclarations.first(where: { $0.kind == .struct && $0.name == ProjectIndex.baseName(place.typeName) }) {
            view = found
        } else {
            return .failure(Reason("the view struct is declared in another file, so its @Environment property cannot be added here"))
        }
        if let existing = existingEnvironmentName(in: view, tree: tree) {
            return .success(SwiftUIDisplayScale(name: existing, insertion: nil))
        }
        if view.members.contains(where: { $0.name == declaredName }) || usesName(declaredName, in: place, tree: tree) {
            return .failure(Reason("the name `\(declaredName)` is already used in the view"))
        }
        guard let body = view.body, let insertion = declaration(in: view, body: body, tree: tree) else {
            return .failure(Reason("the view's body has no line to add the @Environment property on"))
        }
        return .success(SwiftUIDisplayScale(name: declaredName, insertion: insertion))
    }

    struct Reason: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// `@Environment(\.displayScale) var name` among the struct's members.
    private static func existingEnvironmentName(in view: Declaration, tree: SyntaxTree) -> String? {
        for member in view.members where member.kind == .variable {
            for attribute in member.attributes where attribute.baseName == "Environment" {
                guard let open = attribute.arguments else { continue }
                if tree.compactText(open, attribute.last) == "(\\.displayScale)", let name = member.bindings.first?.name {
                    return name
                }
            }
        }
        return nil
    }

    /// Whether `name` is read as a plain identifier (a local or parameter) in the member.
    private static func usesName(_ name: String, in place: ScalePlace, tree: SyntaxTree) -> Bool {
        if place.member.parameters.contains(where: { $0.name == name }) { return true }
        for t in place.member.first...place.member.last where tree.kind(t) == .identifier && tree.file.token(t, isText: name) {
            if let p = tree.previous(t), tree.kind(p) == .period { continue }
            return true
        }
        return false
    }

    /// The new property as the first line of the struct's body.
    private static func declaration(in view: Declaration, body: Int, tree: SyntaxTree) -> Edit? {
        guard let close = tree.partner(of: body) else { return nil }
        // The "{" must end its line (comments aside).
        var t = body + 1
        while t < close, tree.kind(t) != .newline {
            if !tree.kind(t).isTrivia { return nil }
            t += 1
        }
        guard t < close else { return nil }
        let file = tree.file
        let indent: String
        if let first = view.members.first {
            indent = file.indentation(ofLineAt: file.tokens.start(first.first))
        } else {
            indent = file.indentation(ofLineAt: file.tokens.start(view.first)) + file.indentUnit
        }
        let text = indent + "@Environment(\\.displayScale) private var \(declaredName)" + file.lineEnding
        return .insert(text, at: file.tokens.end(t))
    }
}
