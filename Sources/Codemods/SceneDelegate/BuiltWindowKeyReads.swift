import Rewriter

/// Reads of `isKeyWindow` on a window the app builds in code and keeps in a property, one the
/// migration makes join the scene (`.joiningAppScene()`). With the scene life cycle no window is
/// key before the scene connects, after didFinishLaunching returns, and the scene delegate then
/// makes the app delegate's window key: a window the launch made key (a lock screen) is not key
/// at launch, and code asking whether it is takes the other branch. The bridge cannot make a
/// window key before there is a scene, so each such read is reported (SCENE-W14).
enum BuiltWindowKeyReads {
    struct Read {
        let tree: SyntaxTree
        let token: Int
        /// The property holding the window, as written ("lockWindow").
        let property: String
    }

    /// The reads of each site's property inside the type that declares it, in the site's file.
    static func reads(of sites: [WindowCreationSites.Site]) -> [Read] {
        var found: [Read] = []
        var seen: Set<String> = []
        for site in sites {
            guard let (property, type) = storage(of: site) else { continue }
            let tree = site.tree, file = tree.file
            for t in file.identifierTokens(spelling: "isKeyWindow") where (type.first...type.last).contains(t) {
                guard reads(property, at: t, in: tree), seen.insert(file.path + "#\(t)").inserted else { continue }
                found.append(Read(tree: tree, token: t, property: property))
            }
        }
        return found
    }

    /// The stored property a site's window goes into, and the type declaring it: the property's
    /// initial value (`let lockWindow = UIWindow()`, `lazy var w: UIWindow = { ... }()` is not one:
    /// its closure's own local is), or `[self.]name = UIWindow(...)` where `name` is a property of
    /// the enclosing type. Locals are left out: a read of the same name elsewhere is another window.
    private static func storage(of site: WindowCreationSites.Site) -> (String, Declaration)? {
        let tree = site.tree, file = tree.file
        let enclosing = tree.enclosingDeclarations(of: site.callee)
        guard let typeIndex = enclosing.lastIndex(where: { [.class, .struct, .enum, .actor, .extension].contains($0.kind) }) else { return nil }
        let type = enclosing[typeIndex]
        guard let equals = file.previous(before: site.callee), file.token(equals, is: "=") else { return nil }
        let inner = enclosing[(typeIndex + 1)...]
        if let property = inner.first, inner.count == 1, property.kind == .variable || property.kind == .constant {
            // The site is the initial value of a property of the type.
            return (property.name, type)
        }
        guard let name = WindowCreationSites.assignedProperty(of: site.callee, in: file) else { return nil }
        let text = file.text(of: name)
        guard type.members.contains(where: { ($0.kind == .variable || $0.kind == .constant) && $0.name == text }) else { return nil }
        return (text, type)
    }

    /// `name.isKeyWindow`, `name?.isKeyWindow`, `self.name.isKeyWindow` at token `t`.
    private static func reads(_ name: String, at t: Int, in tree: SyntaxTree) -> Bool {
        let file = tree.file
        guard let dot = file.previous(before: t), file.tokens.kinds[dot] == .period,
              var owner = file.previous(before: dot) else { return false }
        if file.token(owner, is: "?") || file.token(owner, is: "!"), let before = file.previous(before: owner) { owner = before }
        guard file.tokens.kinds[owner] == .identifier, file.text(of: owner) == name else { return false }
        if let dot2 = file.previous(before: owner), file.tokens.kinds[dot2] == .period {
            return file.previous(before: dot2).map { file.token($0, is: "self") } ?? false
        }
        return true
    }
}
