import Rewriter

/// The four foreground/background callbacks move to the scene delegate as a
/// set, renamed, with their bodies unchanged; or none moves.
struct LifecycleCallbacks {
    static let renames: [(appDelegate: String, scene: String)] = [
        ("applicationWillResignActive", "sceneWillResignActive"),
        ("applicationDidEnterBackground", "sceneDidEnterBackground"),
        ("applicationWillEnterForeground", "sceneWillEnterForeground"),
        ("applicationDidBecomeActive", "sceneDidBecomeActive"),
    ]

    enum Outcome {
        case none
        case move(removed: [Range<Int>], methods: [(name: String, body: [String])])
        case blocked(token: Int, reason: String)
    }

    let entry: AppDelegateEntry

    func plan() -> Outcome {
        let file = entry.file
        let scan = SwiftDeclarationScan(tree: entry.tree)
        let found = entry.functions.filter { f in f.labels.count == 1 && Self.renames.contains { $0.appDelegate == f.name } }
        guard !found.isEmpty else { return .none }
        for f in found {
            let statements = BodyStatements(scan: scan).statements(f.open, f.close)
            let parameter = f.parameterNames.first ?? "_"
            for s in statements {
                if parameter != "_", s.bareIdentifiers.contains(parameter) {
                    return .blocked(token: f.keywordToken, reason: "`\(f.name)` uses its `\(parameter)` parameter, which a scene callback does not have")
                }
                if s.usesBareSelf || !s.selfMembers.isEmpty {
                    return .blocked(token: f.keywordToken, reason: "`\(f.name)` uses app-delegate state (`self`)")
                }
                if let member = s.bareIdentifiers.intersection(entry.memberNames).sorted().first {
                    return .blocked(token: f.keywordToken, reason: "`\(f.name)` uses the app delegate's `\(member)`")
                }
            }
        }
        var removed: [Range<Int>] = []
        var methods: [(String, [String])] = []
        for f in found {
            let name = Self.renames.first { $0.appDelegate == f.name }!.scene
            removed.append(BodyStatements(scan: scan).lineRange(f.startToken, f.close))
            methods.append((name, bodyLines(f)))
        }
        _ = file
        return .move(removed: removed, methods: methods)
    }

    /// The body's lines without the body's own indentation.
    private func bodyLines(_ f: FunctionDeclaration) -> [String] {
        let file = entry.file
        guard file.hasNewline(between: f.open, and: f.close) else {
            let inner = file.text(file.tokens.end(f.open)..<file.tokens.start(f.close)).trimmingSpaces
            return inner.isEmpty ? [] : [inner]
        }
        let startLine = file.line(of: file.tokens.start(f.open)) + 1
        let endLine = file.line(of: file.tokens.start(f.close))
        guard startLine < endLine else { return [] }
        let text = file.text(file.offset(ofLine: startLine)..<file.offset(ofLine: endLine))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        if lines.last == "" { lines.removeLast() }
        let base = lines.first { !$0.isBlankLine }.map { line in String(line.prefix { $0 == " " || $0 == "\t" }) } ?? ""
        return lines.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0.trimmingSpaces }
    }
}

/// App-delegate callbacks the scene delegate receives instead; reported, not moved.
enum SceneEntryPoints {
    static let reported: [(selector: String, replacement: String)] = [
        ("application(_:open:options:)", "scene(_:openURLContexts:), and connectionOptions.urlContexts in scene(_:willConnectTo:options:) for a cold launch"),
        ("application(_:continue:restorationHandler:)", "scene(_:continue:), and connectionOptions.userActivities for a cold launch"),
        ("application(_:performActionFor:completionHandler:)", "windowScene(_:performActionFor:completionHandler:), and connectionOptions.shortcutItem for a cold launch"),
        ("application(_:userDidAcceptCloudKitShareWith:)", "windowScene(_:userDidAcceptCloudKitShareWith:), and connectionOptions.cloudKitShareMetadata for a cold launch"),
        ("application(_:willContinueUserActivityWithType:)", "scene(_:willContinueUserActivityWithType:)"),
        ("application(_:didFailToContinueUserActivityWithType:error:)", "scene(_:didFailToContinueUserActivityWithType:error:)"),
        ("application(_:didUpdate:)", "scene(_:didUpdate:)"),
        ("application(_:shouldSaveSecureApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldRestoreSecureApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldSaveApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
        ("application(_:shouldRestoreApplicationState:)", "stateRestorationActivity(for:) on the scene delegate"),
    ]
}
