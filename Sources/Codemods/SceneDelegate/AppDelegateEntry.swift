import Rewriter

/// A UIKit app-lifecycle entry point: the app delegate class and where the
/// app is started (`@main`, `@UIApplicationMain`, or `UIApplicationMain(` in main.swift).
struct AppDelegateEntry {
    let tree: SyntaxTree
    let declaration: TypeDeclaration
    /// File and token of the entry point, where the migration finding points.
    let entryTree: SyntaxTree
    let entryToken: Int
    /// Methods of the class and of its extensions in the same file.
    let functions: [FunctionDeclaration]
    /// Members of the class and of its extensions anywhere in the project.
    let memberNames: Set<String>
    /// The framework class it inherits its delegate conformance from, if any.
    let framework: FrameworkAppDelegate?
    /// The app delegate file's unconditional imports (`TopLevelImports`).
    let imports: [(module: String, text: String)]
    /// The superclass an entry-point class inherits all of its app-delegate code from, when that
    /// class is not Swift code of the project (`@UIApplicationMain class AppDelegate:
    /// OTRAppDelegate {}` over an Objective-C class): what its launch does cannot be read.
    var unreadSuperclass: String? = nil

    var file: SourceFile { tree.file }
    var name: String { declaration.name }
    func function(_ selector: String) -> FunctionDeclaration? { functions.first { $0.selector == selector } }
    var didFinishLaunching: FunctionDeclaration? { function("application(_:didFinishLaunchingWithOptions:)") }

    static let delegateProtocols: Set<String> = ["UIApplicationDelegate"]

    /// Every app-lifecycle entry point in the project, and whether a SwiftUI `App` is the entry point.
    static func find(in project: ProjectContext) -> (entries: [AppDelegateEntry], swiftUIApps: [String]) {
        var entries: [AppDelegateEntry] = []
        var swiftUIApps: [String] = []
        let index = project.index
        let frameworkNames = Set(FrameworkAppDelegate.allCases.map(\.rawValue))
        // Only files with an entry-point attribute or a class the index says is an
        // application delegate can matter: the others are not read type by type. The delegates
        // are looked up by name, a few among the project's thousands of types.
        let delegateBases = delegateProtocols.union(frameworkNames)
        var delegatePaths = Set<String>()
        for name in index.names(inheritingFromAnyOf: delegateBases).union(delegateBases) {
            for type in index.typesByName[name] ?? [] where type.kind == .class { delegatePaths.insert(type.path) }
        }
        var allTypes: [(SyntaxTree, TypeDeclaration)] = []
        for tree in project.files where delegatePaths.contains(tree.file.path) || declaresEntryPoint(tree) {
            for type in SwiftDeclarationScan(tree: tree).types() { allTypes.append((tree, type)) }
        }
        // Its own inheritance list, its extensions, a project superclass, or a framework's
        // app delegate class (two apps in one checkout may both name their class AppDelegate,
        // so the name alone is not enough).
        func framework(of type: TypeDeclaration) -> FrameworkAppDelegate? {
            for base in [type.name] + Array(index.supertypes(of: type.name)) + type.inherited {
                if let known = FrameworkAppDelegate(rawValue: base) { return known }
            }
            return nil
        }
        let isAppDelegate: (TypeDeclaration) -> Bool = { type in
            guard type.kind == .class else { return false }
            if !Set(type.inherited).isDisjoint(with: delegateProtocols) { return true }
            if index.extensions(of: type.name).contains(where: { !Set($0.conformances).isDisjoint(with: delegateProtocols) }) { return true }
            if framework(of: type) != nil { return true }
            return type.inherited.contains { $0 != type.name && index.inherits($0, fromAnyOf: delegateProtocols) }
        }
        func make(_ tree: SyntaxTree, _ type: TypeDeclaration, entryTree: SyntaxTree, entryToken: Int) -> AppDelegateEntry? {
            guard type.open != nil, type.close != nil else { return nil }
            let imports = TopLevelImports.declarations(of: tree.file)
            guard !isMacApp(imports) else { return nil }
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
                                    functions: functions,
                                    memberNames: names, framework: framework(of: type), imports: imports)
        }
        for (tree, type) in allTypes where type.kind == .class || type.kind == .struct {
            guard let i = type.attributes.firstIndex(where: { $0 == "main" || $0 == "UIApplicationMain" }) else { continue }
            if index.inherits(type.name, fromAnyOf: ["App"]) {
                swiftUIApps.append(tree.file.path)
            } else if isAppDelegate(type) || isUnknownFrameworkDelegate(type, index: index) {
                if let entry = make(tree, type, entryTree: tree, entryToken: type.attributeTokens[i]) { entries.append(entry) }
            } else if let base = unreadSuperclass(of: type, entryAttribute: type.attributes[i], index: index),
                      var entry = make(tree, type, entryTree: tree, entryToken: type.attributeTokens[i]) {
                entry.unreadSuperclass = base
                entries.append(entry)
            }
        }
        // main.swift: UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))
        for tree in project.files where ScenePaths.hasFileName(tree.file.path, "main.swift") {
            let file = tree.file
            for i in file.identifierTokens(spelling: "UIApplicationMain") {
                guard let paren = file.next(after: i), file.tokens.kinds[paren] == .leftParen, let close = tree.partner(of: paren) else { continue }
                // The delegate is the last `X.self` (the principal class, if named, comes first).
                var className: String?
                for j in paren..<close where file.token(j, is: "self") {
                    if let dot = file.previous(before: j), file.tokens.kinds[dot] == .period, let name = file.previous(before: dot) {
                        className = file.text(of: name)
                    }
                }
                // Only a class the same target compiles: a checkout may hold several apps
                // whose delegates share a name.
                let target = XcodeTarget.find(compiling: file.path, in: project)
                let candidates = allTypes.filter { isAppDelegate($0.1) && (target?.compiles($0.0.file.path) ?? true) }
                let chosen = candidates.first { $0.1.name == className } ?? (className == nil ? candidates.first : nil)
                if let (delegateTree, type) = chosen, let entry = make(delegateTree, type, entryTree: tree, entryToken: i) {
                    entries.append(entry)
                }
            }
        }
        return (entries, swiftUIApps)
    }

    /// Whether a type or extension of the file, at any depth, carries an entry-point attribute
    /// (`@main`, `@UIApplicationMain`): only type declarations are walked, not their other members.
    private static func declaresEntryPoint(_ tree: SyntaxTree) -> Bool {
        // The identifier filter holds attribute names: most files hold neither and are not walked.
        guard tree.file.mayHaveIdentifier("main") || tree.file.mayHaveIdentifier("UIApplicationMain") else { return false }
        func declares(_ declarations: DeclarationList) -> Bool {
            declarations.contains { d in
                guard d.kind.hasMemberBody else { return false }
                return d.attributes.contains { $0.name == "main" || $0.name == "UIApplicationMain" } || declares(d.members)
            }
        }
        return declares(tree.declarations)
    }

    /// A macOS app delegate (AppKit, or Flutter's macOS embedding): not a UIKit app.
    private static func isMacApp(_ imports: [(module: String, text: String)]) -> Bool {
        imports.contains { $0.module == "AppKit" || $0.module == "Cocoa" || $0.module == "FlutterMacOS" }
    }

    /// The superclass of an entry-point class that is not Swift code of the project and holds all
    /// of its app-delegate code: `@UIApplicationMain` names an app delegate whatever its base is;
    /// with `@main`, a base named like one (`...AppDelegate`, `...ApplicationDelegate`).
    private static func unreadSuperclass(of type: TypeDeclaration, entryAttribute: String, index: ProjectIndex) -> String? {
        guard type.kind == .class, let base = type.inherited.first, index.types(named: base).isEmpty,
              FrameworkAppDelegate(rawValue: base) == nil else { return nil }
        guard entryAttribute == "UIApplicationMain" || base.hasSuffix("AppDelegate") || base.hasSuffix("ApplicationDelegate") else { return nil }
        return base
    }

    /// `@main class AppDelegate: SomeSDKAppDelegate` where the base class is not in the project:
    /// an app delegate when the base's name says so and the class implements a launch method.
    private static func isUnknownFrameworkDelegate(_ type: TypeDeclaration, index: ProjectIndex) -> Bool {
        guard type.kind == .class, let base = type.inherited.first, index.types(named: base).isEmpty,
              base.hasSuffix("AppDelegate") || base.hasSuffix("ApplicationDelegate") else { return false }
        return type.declaration.members.contains { $0.kind == .function && $0.name == "application" }
    }
}

/// App delegate base classes of cross-platform frameworks: what they implement, so the scene
/// delegate can forward to methods the app's subclass inherits.
enum FrameworkAppDelegate: String, CaseIterable {
    case flutter = "FlutterAppDelegate"
    case expo = "ExpoAppDelegate"
    case reactNative = "RCTAppDelegate"
    case expoWrapper = "EXAppDelegateWrapper"

    /// The modules that declare the class (an app delegate imports one of them).
    var modules: Set<String> {
        switch self {
        case .flutter: return ["Flutter"]
        case .expo: return ["Expo", "ExpoModulesCore"]
        case .reactNative: return ["React_RCTAppDelegate", "React", "RCTAppDelegate"]
        case .expoWrapper: return ["Expo", "ExpoModulesCore", "EXApplication"]
        }
    }

    /// The scene delegate class the framework itself declares, which an app's scene manifest may
    /// name (Flutter 3.41's scene migration names `FlutterSceneDelegate`).
    var sceneDelegateClass: String? { self == .flutter ? "FlutterSceneDelegate" : nil }

    /// Built on React Native, which reads the URL that launched the app from the launch options.
    var isReactNative: Bool { self != .flutter }

    /// UIApplicationDelegate methods the framework class implements (and forwards to its plugins).
    var implementedSelectors: Set<String> {
        switch self {
        case .flutter, .expo:
            // What their implementation files define (calling anything else would be an unrecognized selector).
            var forwarded: Set<SceneForwarding.Event> = [.didBecomeActive, .willResignActive, .didEnterBackground, .willEnterForeground,
                                                         .openURL, .continueUserActivity, .performShortcut]
            if self == .expo { forwarded.formUnion([.willContinueUserActivity, .didFailToContinueUserActivity, .didUpdateUserActivity]) }
            return Set(SceneForwarding.all.filter { forwarded.contains($0.event) }.map(\.selector)).union([
                "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
            ])
        case .reactNative, .expoWrapper:
            return ["application(_:didFinishLaunchingWithOptions:)"]
        }
    }
}
