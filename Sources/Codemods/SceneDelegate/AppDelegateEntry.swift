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

    static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIKit.UIApplicationDelegate"]

    /// Every app-lifecycle entry point in the project, and whether a SwiftUI `App` is the entry point.
    static func find(in project: ProjectContext) -> (entries: [AppDelegateEntry], swiftUIApp: Bool) {
        var entries: [AppDelegateEntry] = []
        var swiftUIApp = false
        var allTypes: [(SyntaxTree, TypeDeclaration)] = []
        for tree in project.files {
            for type in SwiftDeclarationScan(tree: tree).types() { allTypes.append((tree, type)) }
        }
        func extensionMembers(_ name: String) -> Set<String> {
            var names: Set<String> = []
            for (tree, type) in allTypes where type.kind == "extension" && type.name == name {
                if let open = type.open, let close = type.close { names.formUnion(SwiftDeclarationScan(tree: tree).memberNames(in: open, close)) }
            }
            return names
        }
        func make(_ tree: SyntaxTree, _ type: TypeDeclaration, entryTree: SyntaxTree, entryToken: Int) -> AppDelegateEntry? {
            guard let open = type.open, let close = type.close else { return nil }
            let scan = SwiftDeclarationScan(tree: tree)
            var names = scan.memberNames(in: open, close)
            names.formUnion(extensionMembers(type.name))
            return AppDelegateEntry(tree: tree, declaration: type, entryTree: entryTree, entryToken: entryToken,
                                    functions: scan.functions(in: open, close), members: scan.storedMembers(in: open, close), memberNames: names)
        }
        for (tree, type) in allTypes where type.kind == "class" || type.kind == "struct" {
            guard let index = type.attributes.firstIndex(where: { $0 == "@main" || $0 == "@UIApplicationMain" }) else { continue }
            if type.inherited.contains("App") || type.inherited.contains("SwiftUI.App") {
                swiftUIApp = true
            } else if type.kind == "class", !Set(type.inherited).isDisjoint(with: delegateProtocols) {
                if let entry = make(tree, type, entryTree: tree, entryToken: type.attributeTokens[index]) { entries.append(entry) }
            }
        }
        // main.swift: UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))
        for tree in project.files where ScenePaths.fileName(of: tree.file.path) == "main.swift" {
            let file = tree.file
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .identifier && file.token(i, is: "UIApplicationMain") {
                guard let paren = file.next(after: i), file.tokens.kinds[paren] == .leftParen else { continue }
                let close = Int(tree.partner[paren])
                var className: String?
                if close > paren {
                    for j in paren..<close where file.token(j, is: "self") {
                        if let dot = file.previous(before: j), file.tokens.kinds[dot] == .period, let name = file.previous(before: dot) {
                            className = file.text(of: name)
                        }
                    }
                }
                let candidates = allTypes.filter { $0.1.kind == "class" && !Set($0.1.inherited).isDisjoint(with: delegateProtocols) }
                let chosen = candidates.first { $0.1.name == className } ?? (className == nil ? candidates.first : nil)
                if let (delegateTree, type) = chosen, let entry = make(delegateTree, type, entryTree: tree, entryToken: i) {
                    entries.append(entry)
                }
            }
        }
        return (entries, swiftUIApp)
    }
}
