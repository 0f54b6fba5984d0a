import Rewriter

/// An app delegate written in Objective-C: the class `main.m` hands to `UIApplicationMain`
/// (or, without one, the class of the target's sources that adopts UIApplicationDelegate), its
/// `@implementation` and the header declaring its `@interface`, the categories and project
/// superclasses that add methods to it, and its `window` property.
struct ObjectiveCAppDelegate {
    struct Part {
        let syntax: ObjectiveCSyntax
        let container: ObjectiveCDeclarations.Container
        /// The class's own `@implementation` (not a category or a superclass).
        let isClassBody: Bool
        /// A category or superclass defined in another file than the class body.
        let isSuperclass: Bool
    }

    struct Definition {
        let part: Part
        let method: ObjectiveCDeclarations.Method
        var syntax: ObjectiveCSyntax { part.syntax }
        var file: SourceFile { part.syntax.file }
    }

    enum Window {
        /// `@property UIWindow *window` (or the protocol's, synthesized) that code outside can set.
        case settable
        /// A window the app delegate reads but others cannot set (readonly, or a getter alone).
        case readonly
    }

    let name: String
    let implementation: ObjectiveCSyntax
    let container: ObjectiveCDeclarations.Container
    /// The header declaring the class's `@interface`, when it is not the implementation file.
    let header: ObjectiveCSyntax?
    let interface: ObjectiveCDeclarations.Container?
    let parts: [Part]
    let framework: FrameworkAppDelegate?
    let window: Window?
    /// Instance variables that back `window` (`_window`, or the `@synthesize window = name` one).
    let windowIvars: Set<String>
    /// Whether the header shows the class as a UIApplicationDelegate (itself or through a superclass),
    /// so the scene delegate can call its methods.
    let conformanceVisible: Bool
    /// Selectors the class's Swift extensions (`extension AppDelegate { ... }`) implement.
    var swiftSelectors: Set<String> = []
    /// Whether a method of a Swift extension mentions `window`.
    var swiftExtensionsUseWindow = false

    var file: SourceFile { implementation.file }
    var path: String { implementation.file.path }

    /// Every definition of `selector` (own class first, then categories, then superclasses).
    func definitions(of selector: String) -> [Definition] {
        parts.flatMap { part in part.container.methods.filter { $0.selector == selector && $0.body != nil && !$0.isClassMethod }
            .map { Definition(part: part, method: $0) } }
    }

    func implements(_ selector: String) -> Bool {
        !definitions(of: selector).isEmpty || swiftSelectors.contains(selector)
            || (framework?.implementedObjectiveCSelectors.contains(selector) ?? false)
    }

    /// Whether every definition of `selector` is an empty body (comments at most), and nothing else
    /// (a framework, a Swift extension) may implement it.
    func isEmpty(_ selector: String) -> Bool {
        let all = definitions(of: selector)
        guard !all.isEmpty, !swiftSelectors.contains(selector), !(framework?.implementedObjectiveCSelectors.contains(selector) ?? false) else { return false }
        return all.allSatisfy { definition in
            guard let body = definition.method.body else { return false }
            return definition.file.next(after: body.open) == body.close
        }
    }

    /// The definition in the class body, when there is exactly that one.
    func ownDefinition(of selector: String) -> Definition? {
        let all = definitions(of: selector)
        guard all.count == 1, all[0].part.isClassBody else { return nil }
        return all[0]
    }

    /// Why the app delegate could not be found or read.
    struct Problem: Error {
        let reason: String
        static func noClass(_ reason: String) -> Problem { Problem(reason: reason) }
    }

    /// The app delegate of an app target whose Objective-C `sources` (root-relative paths) the
    /// project holds; `compiles` says whether the target compiles a Swift file (its extensions of
    /// the class count, and not those of a class of the same name in another app of the checkout).
    static func find(sources: [String], project: ProjectContext, compiles: (String) -> Bool = { _ in true }) -> Result<ObjectiveCAppDelegate, Problem> {
        let syntaxes = sources.compactMap { path in project.objectiveCFiles[path] != nil ? project.objectiveCSyntax(at: path) : nil }
        // The interfaces of headers beside a source, not of every header the checkout kept.
        let headers = ProjectContext.headersBesideSources(in: project.objectiveCFiles.keys).sorted()
            .compactMap { project.objectiveCSyntax(at: $0) }
        var className: String?
        var candidates: [String] = []
        if let main = syntaxes.first(where: { ["main.m", "main.mm"].contains(ScenePaths.fileName(of: $0.file.path)) }) {
            switch delegateClass(inMain: main) {
            case .named(let names): candidates = names
            case .nib: return .failure(.noClass("main.m passes no app delegate class to UIApplicationMain (the main nib file creates it)"))
            case .unknown: break
            }
        }
        let implementations = syntaxes.flatMap { syntax in syntax.declarations.containers.filter { $0.kind == .implementation && $0.category == nil }
            .map { (syntax, $0) } }
        let interfaces = (syntaxes + headers).flatMap { syntax in syntax.declarations.containers.filter { $0.kind == .interface }.map { (syntax, $0) } }
        // main.m choosing between delegates (a test host's empty one, and the app's): the one with code.
        let implemented = candidates.filter { name in implementations.contains { $0.1.name == name && $0.1.methods.contains { $0.body != nil } } }
        if candidates.count == 1 { className = candidates[0] } else if implemented.count == 1 { className = implemented[0] }
        if !candidates.isEmpty && className == nil {
            return .failure(.noClass("main.m chooses among several app delegates (\(candidates.joined(separator: ", ")))"))
        }
        if className == nil {
            // The one class of the target that adopts UIApplicationDelegate (or a framework's delegate).
            let delegates = implementations.filter { _, container in
                interfaces.contains { $0.1.name == container.name && ($0.1.protocols.contains("UIApplicationDelegate")
                    || FrameworkAppDelegate(rawValue: $0.1.superclass ?? "") != nil) }
            }
            guard delegates.count == 1 else {
                return .failure(.noClass(delegates.isEmpty ? "no @implementation of a UIApplicationDelegate class was found among the target's Objective-C files"
                                                            : "several classes adopt UIApplicationDelegate and main.m does not say which one starts the app"))
            }
            className = delegates[0].1.name
        }
        guard let name = className, let (syntax, container) = implementations.first(where: { $0.1.name == name }) else {
            return .failure(.noClass("the @implementation of \(className ?? "the app delegate") is not among the Objective-C files the target compiles"))
        }
        guard syntax.unmatched == nil else {
            return .failure(.noClass("\(syntax.file.path) does not parse (unbalanced brackets)"))
        }
        // The class's interface: the header the implementation imports, else any that declares it.
        let declared = interfaces.filter { $0.1.name == name && $0.1.category == nil }
        let imported = Set(syntax.directives.filter { $0.name == "import" || $0.name == "include" }
            .map { syntax.text(of: $0) }.compactMap(Self.quotedHeaderName))
        let interface = declared.first { imported.contains(ScenePaths.fileName(of: $0.0.file.path)) } ?? declared.first
        var parts = [Part(syntax: syntax, container: container, isClassBody: true, isSuperclass: false)]
        for (other, category) in syntaxes.flatMap({ s in s.declarations.containers.filter { $0.kind == .implementation && $0.name == name && $0.category != nil }.map { (s, $0) } }) {
            parts.append(Part(syntax: other, container: category, isClassBody: false, isSuperclass: false))
        }
        // Project superclasses, nearest first; a framework's app delegate ends the chain.
        var framework: FrameworkAppDelegate?
        var superclass = interface?.1.superclass
        var seen: Set<String> = [name]
        var conformance = interface?.1.protocols.contains("UIApplicationDelegate") ?? false
        while let superName = superclass, seen.insert(superName).inserted {
            if let known = FrameworkAppDelegate(rawValue: superName) {
                framework = known
                conformance = true
                break
            }
            guard let (superSyntax, superImplementation) = implementations.first(where: { $0.1.name == superName }) else { break }
            parts.append(Part(syntax: superSyntax, container: superImplementation, isClassBody: false, isSuperclass: true))
            let superInterface = interfaces.first { $0.1.name == superName && $0.1.category == nil }
            if superInterface?.1.protocols.contains("UIApplicationDelegate") == true { conformance = true }
            superclass = superInterface?.1.superclass
        }
        let (window, ivars) = Self.window(name: name, parts: parts, interfaces: interfaces, framework: framework)
        let header = interface.flatMap { $0.0 === syntax ? nil : $0.0 }
        var delegate = ObjectiveCAppDelegate(name: name, implementation: syntax, container: container, header: header,
                                             interface: interface?.1, parts: parts, framework: framework, window: window,
                                             windowIvars: ivars, conformanceVisible: conformance && header != nil)
        // Swift extensions of the class add methods the Objective-C runtime sees (`@objc` or not:
        // UIApplicationDelegate's requirements are Objective-C).
        for ext in project.index.extensions(of: name) where compiles(ext.path) {
            guard let tree = project.tree(at: ext.path) else { continue }
            for member in ext.declaration.members where member.kind == .function {
                if let selector = ObjectiveCSelectors.bySwiftSelector[AppDelegateSurface.selector(member)] { delegate.swiftSelectors.insert(selector) }
                guard let open = member.body, let close = tree.partner(of: open) else { continue }
                if (open..<close).contains(where: { tree.file.tokens.kinds[$0] == .identifier && tree.file.token($0, is: "window") }) {
                    delegate.swiftExtensionsUseWindow = true
                }
            }
        }
        return .success(delegate)
    }

    /// `"AppDelegate.h"` -> AppDelegate.h, for `#import "AppDelegate.h"`.
    static func quotedHeaderName(_ directive: String) -> String? {
        guard let open = directive.firstIndex(of: "\""), let close = directive[directive.index(after: open)...].firstIndex(of: "\"") else { return nil }
        return ScenePaths.fileName(of: String(directive[directive.index(after: open)..<close]))
    }

    /// `named`: the candidates main.m may pass (several when it chooses, as between a test
    /// delegate and the app's).
    enum MainDelegate { case named([String]), nib, unknown }

    /// The delegate class `UIApplicationMain(argc, argv, nil, X)` names: `NSStringFromClass([X class])`,
    /// `@"X"`, or a variable assigned one of those.
    static func delegateClass(inMain syntax: ObjectiveCSyntax) -> MainDelegate {
        let file = syntax.file
        let kinds = file.tokens.kinds
        for i in 0..<kinds.count where kinds[i] == .identifier && file.token(i, is: "UIApplicationMain") {
            guard let open = file.next(after: i), kinds[open] == .leftParen, let close = syntax.partner(of: open) else { continue }
            var arguments: [[Int]] = [[]]
            var t = open + 1
            while t < close {
                if kinds[t].isOpeningBracket, let end = syntax.partner(of: t) {
                    arguments[arguments.count - 1] += Array(t...end).filter { !kinds[$0].isTrivia }
                    t = end + 1
                    continue
                }
                if kinds[t] == .comma { arguments.append([]) } else if !kinds[t].isTrivia { arguments[arguments.count - 1].append(t) }
                t += 1
            }
            guard arguments.count == 4, let first = arguments[3].first else { return .unknown }
            let argument = arguments[3]
            if argument.count == 1, ["nil", "NULL", "0"].contains(file.text(of: first)) { return .nib }
            let names = classNames(in: argument, file: file)
            if !names.isEmpty { return .named(names) }
            if argument.count == 1, kinds[first] == .identifier {
                // `appDelegateClassName = NSStringFromClass([AppDelegate class]);` earlier in main.
                let variable = file.text(of: first)
                for j in 0..<i where kinds[j] == .identifier && file.token(j, isText: variable) {
                    guard let equals = file.next(after: j), file.token(equals, is: "=") else { continue }
                    var statement: [Int] = []
                    var k = equals + 1
                    while k < i, kinds[k] != .semicolon { if !kinds[k].isTrivia { statement.append(k) }; k += 1 }
                    let names = classNames(in: statement, file: file)
                    if !names.isEmpty { return .named(names) }
                }
            }
            return .unknown
        }
        return .unknown
    }

    /// Every class an expression names: `@"X"`, `NSStringFromClass([X class])`, `NSStringFromClass(X.class)`.
    private static func classNames(in tokens: [Int], file: SourceFile) -> [String] {
        let texts = tokens.map { file.text(of: $0) }
        var names: [String] = []
        for (i, text) in texts.enumerated() {
            if text.hasPrefix("@\""), text.hasSuffix("\""), text.count > 3 { names.append(String(text.dropFirst(2).dropLast())) }
            guard text == "NSStringFromClass", i + 4 < texts.count else { continue }
            if texts[i + 2] == "[", texts[i + 4] == "class" { names.append(texts[i + 3]) }
            if texts[i + 3] == ".", texts[i + 4] == "class" { names.append(texts[i + 2]) }
        }
        return names
    }

    /// The class's `window` and the instance variables behind it.
    private static func window(name: String, parts: [Part],
                               interfaces: [(ObjectiveCSyntax, ObjectiveCDeclarations.Container)],
                               framework: FrameworkAppDelegate?) -> (Window?, Set<String>) {
        var ivars: Set<String> = ["_window"]
        var synthesized = false
        for part in parts where !part.isSuperclass {
            let file = part.syntax.file
            let kinds = file.tokens.kinds
            for t in part.container.headerEnd..<part.container.end where kinds[t] == .attribute && file.token(t, is: "@synthesize") {
                guard let property = file.next(after: t), file.token(property, is: "window") else { continue }
                synthesized = true
                if let equals = file.next(after: property), file.token(equals, is: "="), let ivar = file.next(after: equals) {
                    ivars = [file.text(of: ivar)]
                } else if let end = file.next(after: property), kinds[end] == .semicolon {
                    ivars = ["window"]
                }
            }
        }
        // The class's own declarations, then its superclasses' interfaces.
        var classes = [name]
        classes += parts.filter(\.isSuperclass).map(\.container.name)
        for className in classes {
            let declarations = interfaces.filter { $0.1.name == className }
            let isOwnInterface: (ObjectiveCDeclarations.Container) -> Bool = { $0.category == nil }
            if let property = declarations.filter({ isOwnInterface($0.1) }).flatMap({ $0.1.properties }).first(where: { $0.name == "window" }) {
                return (property.isReadonly ? .readonly : .settable, ivars)
            }
            if declarations.contains(where: { $0.1.properties.contains { $0.name == "window" } }) {
                // Declared only in a class extension or category: the scene delegate cannot see a setter.
                return (.readonly, ivars)
            }
        }
        if framework != nil { return (.settable, ivars) }
        let getter = parts.contains { $0.container.methods.contains { $0.selector == "window" && $0.body != nil } }
        let setter = parts.contains { $0.container.methods.contains { $0.selector == "setWindow:" && $0.body != nil } }
        // `@synthesize window;` of the protocol's property, or accessors written out.
        if synthesized || (getter && setter) { return (.settable, ivars) }
        if getter { return (.readonly, ivars) }
        return (nil, ivars)
    }
}

extension FrameworkAppDelegate {
    /// What `implementedSelectors` lists, as Objective-C selectors.
    var implementedObjectiveCSelectors: Set<String> {
        Set(implementedSelectors.compactMap { ObjectiveCSelectors.bySwiftSelector[$0] })
    }
}

/// The Objective-C selectors of the app-delegate methods the bridge calls.
enum ObjectiveCSelectors {
    /// Per event, the selectors UIKit called, preferred first (for URLs: the options form, then the
    /// two older ones it fell back to).
    static let forEvent: [SceneForwarding.Event: [String]] = [
        .willEnterForeground: ["applicationWillEnterForeground:"],
        .didBecomeActive: ["applicationDidBecomeActive:"],
        .willResignActive: ["applicationWillResignActive:"],
        .didEnterBackground: ["applicationDidEnterBackground:"],
        .openURL: ["application:openURL:options:", "application:openURL:sourceApplication:annotation:", "application:handleOpenURL:"],
        .continueUserActivity: ["application:continueUserActivity:restorationHandler:"],
        .performShortcut: ["application:performActionForShortcutItem:completionHandler:"],
        .willContinueUserActivity: ["application:willContinueUserActivityWithType:"],
        .didFailToContinueUserActivity: ["application:didFailToContinueUserActivityWithType:error:"],
        .didUpdateUserActivity: ["application:didUpdateUserActivity:"],
    ]

    static let bySwiftSelector: [String: String] = [
        "applicationWillEnterForeground(_:)": "applicationWillEnterForeground:",
        "applicationDidBecomeActive(_:)": "applicationDidBecomeActive:",
        "applicationWillResignActive(_:)": "applicationWillResignActive:",
        "applicationDidEnterBackground(_:)": "applicationDidEnterBackground:",
        "application(_:open:options:)": "application:openURL:options:",
        "application(_:continue:restorationHandler:)": "application:continueUserActivity:restorationHandler:",
        "application(_:performActionFor:completionHandler:)": "application:performActionForShortcutItem:completionHandler:",
        "application(_:willContinueUserActivityWithType:)": "application:willContinueUserActivityWithType:",
        "application(_:didFailToContinueUserActivityWithType:error:)": "application:didFailToContinueUserActivityWithType:error:",
        "application(_:didUpdate:)": "application:didUpdateUserActivity:",
        "application(_:willFinishLaunchingWithOptions:)": "application:willFinishLaunchingWithOptions:",
        "application(_:didFinishLaunchingWithOptions:)": "application:didFinishLaunchingWithOptions:",
    ]

    static let didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    static let willFinishLaunching = "application:willFinishLaunchingWithOptions:"

    /// Entry points with no scene counterpart the bridge can call (as `SceneForwarding.reportedOnly`).
    static let reportedOnly: [(selector: String, replacement: String)] = [
        ("application:userDidAcceptCloudKitShareWithMetadata:", "windowScene:userDidAcceptCloudKitShareWithMetadata:, and connectionOptions.cloudKitShareMetadata for a cold launch"),
        ("application:shouldSaveSecureApplicationState:", "stateRestorationActivityForScene: on the scene delegate"),
        ("application:shouldRestoreSecureApplicationState:", "stateRestorationActivityForScene: on the scene delegate"),
        ("application:shouldSaveApplicationState:", "stateRestorationActivityForScene: on the scene delegate"),
        ("application:shouldRestoreApplicationState:", "stateRestorationActivityForScene: on the scene delegate"),
    ]
}
