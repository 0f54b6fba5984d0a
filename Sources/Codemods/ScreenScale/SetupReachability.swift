import Rewriter

/// Which setup method (init, viewDidLoad, awakeFromNib, commonInit, setup...)
/// calls a member, directly or through other members of the same type in the
/// same file. Such a member runs while the view is set up, before it is in a
/// window, like the setup method itself.
final class SetupReachability {
    let tree: SyntaxTree
    /// Per type (base name): each function reached from a setup method (by its first token) and
    /// that method's name. Built once per type: asked once per reference, rebuilding it each
    /// time would make a file's cost grow with the square of its references.
    private var reached: [String: [Int: String]] = [:]

    init(tree: SyntaxTree) { self.tree = tree }

    /// The setup method that reaches `member` of the type named `typeName`, or nil.
    func setupCaller(of member: Declaration, typeName: String) -> String? {
        guard member.kind == .function, !Self.isSetup(member) else { return nil }
        let base = ProjectIndex.baseName(typeName)
        if let known = reached[base] { return known[member.first] }
        let map = reachability(ofTypeNamed: base)
        reached[base] = map
        return map[member.first]
    }

    private func reachability(ofTypeNamed base: String) -> [Int: String] {
        // Functions of the type and its extensions in this file, by name.
        var functions: [String: [Declaration]] = [:]
        var roots: [Declaration] = []
        for d in tree.allDeclarations where d.kind.hasMemberBody && ProjectIndex.baseName(d.name) == base {
            for m in d.members where m.kind == .function || m.kind == .initializer {
                if m.kind == .function { functions[m.name, default: []].append(m) }
                if Self.isSetup(m) { roots.append(m) }
            }
        }
        var reachedFrom: [Int: String] = [:] // declaration first token -> root name
        var queue: [(Declaration, String)] = roots.map { ($0, $0.kind == .initializer ? "init" : $0.name) }
        for (root, name) in queue { reachedFrom[root.first] = name }
        var index = 0
        while index < queue.count {
            let (current, root) = queue[index]
            index += 1
            for callee in calledNames(in: current) {
                for target in functions[callee] ?? [] where reachedFrom[target.first] == nil && !ScalePlace.autoRerunMethods.contains(target.name) {
                    reachedFrom[target.first] = root
                    queue.append((target, root))
                }
            }
        }
        return reachedFrom
    }

    static func isSetup(_ d: Declaration) -> Bool {
        if d.kind == .initializer { return true }
        guard d.kind == .function else { return false }
        return ["awakeFromNib", "loadView", "viewDidLoad", "commonInit", "sharedInit"].contains(d.name)
            || d.name.hasPrefix("setup") || d.name.hasPrefix("setUp")
    }

    /// Names called as `name(` or `self.name(` in a declaration's body.
    private func calledNames(in d: Declaration) -> Set<String> {
        guard let body = d.body, let close = tree.partner(of: body) else { return [] }
        var names: Set<String> = []
        var t = body + 1
        while t < close {
            if tree.kind(t) == .identifier, let paren = tree.next(t), tree.kind(paren) == .leftParen, !tree.newlineBetween(t, paren) {
                if let p = tree.previous(t), tree.kind(p) == .period {
                    if let receiver = tree.previous(p), tree.isKeyword(receiver, "self") { names.insert(tree.text(t)) }
                } else {
                    names.insert(tree.text(t))
                }
            }
            t += 1
        }
        return names
    }
}
