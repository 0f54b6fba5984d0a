import Rewriter

/// A UIKit app-lifecycle entry point: the app delegate class and where the
/// app is started (`@main`, `@UIApplicationMain`, or `UIApplicationMain(` in main.swift).
struct AppDelegateEntry {
    let tree: SyntaxTree
    let declaration: TypeDeclaration
    /// File and token of the entry point, where the migration finding points.
    let entryTree: SyntaxTree
    let entryToken: Int
    let functions: [FunctionDeclaration]
    let members: [MemberDeclaration]
    /// Members of the class and of its extensions anywhere in the project.
    let memberNames: Set<String>

    var file: SourceFile { tree.file }
    func function(_ selector: String) -> FunctionDeclaration? { functions.first { $0.selector == selector } }
    var didFinishLaunching: FunctionDeclaration? {
        functions.first { $0.name == "application" && $0.labels.count == 2 && $0.labels[1] == "didFinishLaunchingWithOptions" }
    }
    var windowProperty: MemberDeclaration? { members.first { $0.name == "window" } }

    static let delegateProtocols: Set<String> = ["UIApplicationDelegate"]

    /// Every app-lifecycle entry point in the project, and whether a SwiftUI `App` is the entry point.
    static func find(in project: ProjectContext) -> (entries: [AppDelegateEntry], swiftUIApp: Bool) {
        var entries: [AppDelegateEntry] = []
        var swiftUIApp = false
        let index = project.index
        // Only files with an entry-point attribute or a class the index says is an
        // application delegate can matter: the others are not read type by type.
        let delegatePaths = Set(index.typesByName.values.joined()
            .filter { $0.kind == .class && index.inherits($0.name, fromAnyOf: delegateProtocols) }.map(\.path))
        var allTypes: [(SyntaxTree, TypeDeclaration)] = []
        for tree in project.files where delegatePaths.contains(tree.file.path)
            || ByteSearch.contains(tree.file.bytes, "@main") || ByteSearch.contains(tree.file.bytes, "@UIApplicationMain") {
            for type in SwiftDeclarationScan(tree: tree).types() { allTypes.append((tree, type)) }
        }
        // Its own inheritance list, its extensions, or a project superclass (two apps in one
        // checkout may both name their class AppDelegate, so the name alone is not enough).
        let isAppDelegate: (TypeDeclaration) -> Bool = { type in
            guard type.kind == .class else { return false }
            if !Set(type.inherited).isDisjoint(with: delegateProtocols) { return true }
            if index.extensions(of: type.name).contains(where: { !Set($0.conformances).isDisjoint(with: delegateProtocols) }) { return true }
            return type.inherited.contains { $0 != type.name && index.inherits($0, fromAnyOf: delegateProtocols) }
        }
        func make(_ tree: SyntaxTree, _ type: TypeDeclaration, entryTree: SyntaxTree, entryToken: Int) -> AppDelegateEntry? {
            guard type.open != nil, type.close != nil else { return nil }
            let scan = SwiftDeclarationScan(tree: tree)
            var names = scan.memberNames(of: type.declaration)
            for ext in index.extensions(of: type.name) { names.formUnion(scan.memberNames(of: ext.declaration)) }
            // Methods written in extensions of the class in the same file count as its own
            // (`extension AppDelegate: UIApplicationDelegate { func application(...) }`).
            var functions = scan.functions(of: type.declaration)
            for ext in index.extensions(of: type.name) where ext.path == tree.file.path {
                functions += scan.functions(of: ext.declaration)
            }
            return AppDelegateEntry(tree: tree, declaration: type, entryTree: entryTree, entryToken: entryToken,
                                    functions: functions, members: scan.storedMembers(of: type.declaration),
                                    memberNames: names)
        }
        for (tree, type) in allTypes where type.kind == .class || type.kind == .struct {
            guard let i = type.attributes.firstIndex(where: { $0 == "main" || $0 == "UIApplicationMain" }) else { continue }
            if index.inherits(type.name, fromAnyOf: ["App"]) {
                swiftUIApp = true
            } else if isAppDelegate(type) {
                if let entry = make(tree, type, entryTree: tree, entryToken: type.attributeTokens[i]) { entries.append(entry) }
            }
        }
        // main.swift: UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))
        for tree in project.files where ScenePaths.fileName(of: tree.file.path) == "main.swift" {
            let file = tree.file
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .identifier && file.token(i, is: "UIApplicationMain") {
                guard let paren = file.next(after: i), file.tokens.kinds[paren] == .leftParen, let close = tree.partner(of: paren) else { continue }
                var className: String?
                for j in paren..<close where file.token(j, is: "self") {
                    if let dot = file.previous(before: j), file.tokens.kinds[dot] == .period, let name = file.previous(before: dot) {
                        className = file.text(of: name)
                    }
                }
                let candidates = allTypes.filter { isAppDelegate($0.1) }
                let chosen = candidates.first { $0.1.name == className } ?? (className == nil ? candidates.first : nil)
                if let (delegateTree, type) = chosen, let entry = make(delegateTree, type, entryTree: tree, entryToken: i) {
                    entries.append(entry)
                }
            }
        }
        return (entries, swiftUIApp)
    }
}
