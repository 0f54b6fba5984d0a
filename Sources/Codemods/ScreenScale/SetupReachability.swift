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

    /// Per type (base name): why a setup-named method may run more than once per object, by
    /// the method's first token; methods absent from the map run once.
    private var rerunReasons: [String: [Int: String]] = [:]

    init(tree: SyntaxTree) { self.tree = tree }

    /// Methods UIKit or Swift run once per object.
    static let runsOnce: Set<String> = ["awakeFromNib", "loadView", "viewDidLoad", "prepareForInterfaceBuilder"]

    /// Why a trait-change handler registered in setup method `member` could be added more than
    /// once per object, or nil when the method runs once: an initializer, `awakeFromNib`,
    /// `loadView` or `viewDidLoad`, or a setup method (`setup…`, `commonInit`) that this file
    /// calls only from those (directly or through other such methods) and that other code
    /// cannot call again (private, or without parameters and called here).
    func rerunReason(of member: Declaration, typeName: String) -> String? {
        if member.kind == .initializer || (member.kind == .function && Self.runsOnce.contains(member.name)) { return nil }
        let base = ProjectIndex.baseName(typeName)
        if rerunReasons[base] == nil { rerunReasons[base] = rerunAnalysis(ofTypeNamed: base) }
        return rerunReasons[base]![member.first]
    }

    private func rerunAnalysis(ofTypeNamed base: String) -> [Int: String] {
        var members: [Declaration] = []
        for d in tree.allDeclarations where d.kind.hasMemberBody && ProjectIndex.baseName(d.name) == base {
            members += d.members
        }
        // Who calls each name, from any member (property observers and accessors included).
        var callers: [String: [Declaration]] = [:]
        for m in members where !m.kind.hasMemberBody {
            // A function's own name is followed by "(" too: read its body only.
            let names = m.kind == .function || m.kind == .initializer ? calledNames(in: m) : calledNames(from: m.first, to: m.last)
            for name in names { callers[name, default: []].append(m) }
        }
        let candidates = members.filter { $0.kind == .function && Self.isSetup($0) && !Self.runsOnce.contains($0.name) }
        var once = Set(members.filter { $0.kind == .initializer || ($0.kind == .function && Self.runsOnce.contains($0.name)) }.map(\.first))
        var changed = true
        while changed {
            changed = false
            for c in candidates where !once.contains(c.first) {
                let from = callers[c.name] ?? []
                if !from.isEmpty, from.allSatisfy({ once.contains($0.first) }) {
                    once.insert(c.first)
                    changed = true
                }
            }
        }
        var reasons: [Int: String] = [:]
        for c in candidates {
            let from = callers[c.name] ?? []
            let visible = c.hasModifier("private") || c.hasModifier("fileprivate") || c.parameters.isEmpty
            if once.contains(c.first) && visible && !c.hasModifier("override") { continue }
            if let repeat_ = from.first(where: { !once.contains($0.first) }) {
                reasons[c.first] = repeat_.kind == .function ? "runs again whenever \(repeat_.name)() calls it"
                    : "runs again each time `\(repeat_.name)` calls it (from its observers or accessors)"
            } else if from.isEmpty {
                reasons[c.first] = "is not called from this type's init, awakeFromNib, loadView or viewDidLoad, so other code may call it more than once"
            } else {
                reasons[c.first] = "can be called again from other types (it is not private and takes arguments)"
            }
        }
        return reasons
    }

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
        return calledNames(from: body + 1, to: close - 1)
    }

    private func calledNames(from first: Int, to last: Int) -> Set<String> {
        var names: Set<String> = []
        var t = first
        while t <= last {
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
