import Rewriter

/// Windows the app builds in code without a scene (`UIWindow(frame:)`, `UIWindow()`, the app's
/// own UIWindow subclasses). With the scene life cycle such a window is not on screen until it
/// joins a scene, so each gets `.joiningAppScene()`:
///
///     let overlay = UIWindow(frame: bounds)      ->    let overlay = UIWindow(frame: bounds).joiningAppScene()
///
/// Not the app delegate's own `window = UIWindow(...)` in the launch methods: the scene delegate
/// attaches that window when the scene connects. Not a window read on the spot and dropped
/// (`UIWindow().safeAreaInsets`): it is on screen in neither life cycle.
struct WindowCreationSites {
    struct Site {
        let tree: SyntaxTree
        /// The type name token and the call's ")".
        let callee: Int
        let close: Int
        var file: SourceFile { tree.file }
    }

    /// "UIWindow" and the project's classes that inherit from it.
    let windowClasses: Set<String>
    let surface: AppDelegateSurface

    init(project: ProjectContext, surface: AppDelegateSurface) {
        var classes: Set<String> = ["UIWindow"]
        let windows = project.index.inheriting(fromAnyOf: ["UIWindow"])
        for (name, infos) in project.index.typesByName where infos.contains(where: { $0.kind == .class }) && windows.contains(name) {
            classes.insert(name)
        }
        windowClasses = classes
        self.surface = surface
    }

    /// The windows to wrap; `launchWindows` collects the app delegate's own launch windows, which
    /// the scene delegate attaches itself.
    func sites(in tree: SyntaxTree, launchWindows: inout [Site]) -> [Site] {
        let file = tree.file
        guard ByteSearch.contains(file.bytes, "Window") else { return [] }
        let kinds = file.tokens.kinds
        var sites: [Site] = []
        for i in 0..<kinds.count where kinds[i] == .identifier && file.tokens.end(i) - file.tokens.start(i) >= 6
            && file.bytes[file.tokens.end(i) - 1] == UInt8(ascii: "w") && windowClasses.contains(file.text(of: i)) {
            if let before = file.previous(before: i), kinds[before] == .period,
               !(file.previous(before: before).map { file.token($0, is: "UIKit") } ?? false) { continue }
            guard var paren = file.next(after: i) else { continue }
            if kinds[paren] == .period, let initToken = file.next(after: paren), file.token(initToken, is: "init"),
               let p = file.next(after: initToken) { paren = p }
            guard kinds[paren] == .leftParen, let close = tree.partner(of: paren) else { continue }
            if let label = file.next(after: paren), file.token(label, is: "windowScene") || file.token(label, is: "coder") { continue }
            // Already joining, or a temporary read on the spot (`UIWindow().safeAreaInsets`), shown in neither life cycle.
            // (`.then { }` configures the window and keeps it: a call, not a read.)
            if let after = file.next(after: close), kinds[after] == .period, let member = file.next(after: after) {
                if file.token(member, is: "joiningAppScene") { continue }
                if let next = file.next(after: member), kinds[next] != .leftParen, kinds[next] != .leftBrace { continue }
            }
            if isLaunchWindowOfAppDelegate(tree, creation: i) {
                launchWindows.append(Site(tree: tree, callee: i, close: close))
                continue
            }
            sites.append(Site(tree: tree, callee: i, close: close))
        }
        return sites
    }

    /// `[self.]window = UIWindow(...)` directly in the app delegate's launch methods (not in a
    /// closure, which may run later), or the initial value of its `window` property.
    private func isLaunchWindowOfAppDelegate(_ tree: SyntaxTree, creation: Int) -> Bool {
        let file = tree.file
        if let property = surface.window, let declaration = property.declaration, property.tree === tree,
           (declaration.first...declaration.last).contains(creation) {
            return true
        }
        guard let name = Self.assignedProperty(of: creation, in: file), file.token(name, is: "window") else { return false }
        let launchMethods = ["application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)"]
        for selector in launchMethods {
            guard let method = surface.methods[selector], method.tree === tree, let body = method.body,
                  body.open < creation, creation < body.close else { continue }
            // Inside a closure of the launch method the window may be built after the scene connects.
            return !tree.enclosingBraces(of: creation).contains { $0 > body.open && tree.role(ofBrace: $0) == .closure }
        }
        return false
    }

    /// The name token in `name = <creation>` or `self.name = <creation>`; nil for any other target.
    static func assignedProperty(of creation: Int, in file: SourceFile) -> Int? {
        guard let equals = file.previous(before: creation), file.token(equals, is: "="),
              let name = file.previous(before: equals), file.tokens.kinds[name] == .identifier else { return nil }
        if let dot = file.previous(before: name), file.tokens.kinds[dot] == .period {
            guard let owner = file.previous(before: dot), file.token(owner, is: "self") else { return nil }
        }
        return name
    }

    /// The edit that makes a window join the app's scene.
    static func edit(_ site: Site) -> Edit {
        .insert(".joiningAppScene()", at: site.file.tokens.end(site.close))
    }
}
