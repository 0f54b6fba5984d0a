import Rewriter

/// What the app delegate class offers the generated scene delegate: the UIApplicationDelegate
/// methods it implements (in the class, in its extensions in any file, in its project
/// superclasses, or in a framework base class) and its `window` property.
struct AppDelegateSurface {
    struct Method {
        let selector: String
        let tree: SyntaxTree
        let declaration: Declaration
        /// Declared by the app's own code (not a framework base class).
        var isPrivate: Bool { declaration.hasModifier("private") || declaration.hasModifier("fileprivate") }
        /// The body's "{" and "}".
        var body: (open: Int, close: Int)? {
            guard let open = declaration.body, let close = tree.partner(of: open) else { return nil }
            return (open, close)
        }
    }

    struct WindowProperty {
        /// Nil when a framework base class declares it.
        let tree: SyntaxTree?
        let declaration: Declaration?
        var isSettable: Bool {
            guard let declaration else { return true }
            if declaration.kind == .constant { return false }
            if declaration.isComputed, let tree, let body = declaration.body, let close = tree.partner(of: body) {
                return (body..<close).contains { tree.file.token($0, is: "set") }
            }
            return true
        }
        var isPrivate: Bool { declaration.map { $0.hasModifier("private") || $0.hasModifier("fileprivate") } ?? false }
    }

    /// Implemented methods by selector; the app's own declarations win over inherited ones.
    var methods: [String: Method] = [:]
    /// Selectors a framework base class implements (callable through the subclass).
    var frameworkSelectors: Set<String> = []
    var window: WindowProperty?
    /// Every tree and type or extension declaration that makes up the class (own and project superclasses).
    var parts: [(tree: SyntaxTree, declaration: Declaration)] = []

    func implements(_ selector: String) -> Bool {
        if let method = methods[selector] { return !method.isPrivate }
        return frameworkSelectors.contains(selector)
    }

    /// `appFilePaths` (normalized): the files of the app, where its classes and their extensions
    /// are looked up by name (another app in the checkout may declare or extend a class of the same
    /// name; nil: every file of the project).
    static func of(_ entry: AppDelegateEntry, in project: ProjectContext, appFilePaths: Set<String>? = nil) -> AppDelegateSurface {
        var surface = AppDelegateSurface()
        let inApp = { (path: String) in appFilePaths?.contains(PathShape.normalized(path)) ?? true }
        // The class itself first, then its project superclasses, nearest first.
        var chain: [(tree: SyntaxTree, declaration: Declaration)] = [(entry.tree, entry.declaration.declaration)]
        var seen: Set<String> = [entry.name]
        var current = entry.declaration.inherited.first
        while let name = current, !seen.contains(name),
              let info = project.index.types(named: name).first(where: { $0.kind == .class && inApp($0.path) }),
              let tree = project.tree(at: info.path) {
            seen.insert(name)
            chain.append((tree, info.declaration))
            current = info.inheritance.first
        }
        for (tree, declaration) in chain {
            surface.parts.append((tree, declaration))
            for ext in project.index.extensions(of: declaration.name) where inApp(ext.path) {
                if let extTree = project.tree(at: ext.path) { surface.parts.append((extTree, ext.declaration)) }
            }
        }
        for (tree, declaration) in surface.parts {
            for member in declaration.members {
                if member.kind == .function, member.body != nil {
                    let selector = Self.selector(member)
                    if surface.methods[selector] == nil { surface.methods[selector] = Method(selector: selector, tree: tree, declaration: member) }
                } else if member.kind == .variable || member.kind == .constant, !member.isStatic,
                          member.bindings.contains(where: { $0.name == "window" }), surface.window == nil {
                    surface.window = WindowProperty(tree: tree, declaration: member)
                }
            }
        }
        if let framework = entry.framework {
            surface.frameworkSelectors = framework.implementedSelectors
            if surface.window == nil { surface.window = WindowProperty(tree: nil, declaration: nil) }
        }
        return surface
    }

    /// "application(_:didFinishLaunchingWithOptions:)" for a function declaration.
    static func selector(_ function: Declaration) -> String {
        var name = function.name
        if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
        return name + "(" + function.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }
}
