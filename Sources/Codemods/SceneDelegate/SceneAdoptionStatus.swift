import Rewriter

/// Where an app stands with scenes (adopted, partly adopted, not adopted) and what that means
/// for the migration: an audit only, findings for a partial adoption, or a reason to stop.
struct SceneAdoptionStatus {
    let entry: AppDelegateEntry
    let facts: SceneAppFacts
    let surface: AppDelegateSurface
    let adoption: SceneAdoption

    private var project: ProjectContext { facts.project }
    private var hasConfigurationMethod: Bool { entry.functions.contains { $0.labels.contains("configurationForConnecting") } }
    /// Foreground/background callbacks the app delegate implements whose scene counterpart no scene
    /// delegate of the app implements: code UIKit no longer runs. Where the scene delegate has the
    /// counterpart, the app delegate's method is the path for systems before iOS 13 (or dead code),
    /// and calling it from the scene delegate as well would run that work twice.
    private var lifecycleLeft: Bool {
        let handled = sceneDelegateMethodNames
        // Xcode's template leaves these with comments only; UIKit not calling them changes nothing.
        return entry.functions.contains { function in
            guard let event = SceneForwarding.all.first(where: { $0.selector == function.selector })?.event,
                  let counterpart = SceneForwarding.sceneCallbacks[event], !handled.contains(counterpart) else { return false }
            return entry.tree.next(function.open) != function.close
        }
    }

    /// The names of the functions the app's scene delegates declare, in their bodies and the app's
    /// extensions of them.
    private var sceneDelegateMethodNames: Set<String> {
        var names: Set<String> = []
        for info in facts.sceneDelegateTypes {
            let extensions = project.index.extensions(of: info.name).filter { facts.appFilePaths.contains(PathShape.normalized($0.path)) }
            let declarations = [info.declaration] + extensions.map(\.declaration)
            for declaration in declarations {
                for member in declaration.members where member.kind == .function { names.insert(member.name) }
            }
        }
        return names
    }

    private func atEntry(_ code: String?, _ severity: Severity, _ message: String, _ suggestion: String? = nil) -> Finding {
        adoption.finding(code, severity, at: entry.entryToken, in: entry.entryTree, message, suggestion)
    }

    /// Findings for an app that already uses scenes, or nil when it does not.
    func auditOnly() -> SceneAdoption.Outcome? {
        let (plists, manifest, target, generator) = (facts.plists, facts.manifest, facts.target, facts.generator)
        let sceneDelegates = facts.sceneDelegateTypes
        // No readable Info.plist but a scene delegate in the app: its manifest lives where this run cannot see
        // (a generator's settings, an unread plist), so treat the app as adopted rather than guess.
        let unseenManifest = plists.isEmpty && (target == nil || generator != nil) && !sceneDelegates.isEmpty
        guard manifest == .adopted || unseenManifest || (manifest != .missing && hasConfigurationMethod && !sceneDelegates.isEmpty)
                || (facts.generation && hasConfigurationMethod && !sceneDelegates.isEmpty) else { return nil }
        var findings = ipadManifestFindings()
        for name in Set(plists.flatMap { SceneManifest.delegateClassNames(in: $0.document) }).sorted() {
            let simple = ProjectIndex.baseName(name)
            if simple == entry.framework?.sceneDelegateClass { continue }
            if !project.index.types(named: simple).contains(where: { facts.appFilePaths.contains(PathShape.normalized($0.path)) }) {
                findings.append(atEntry("SCENE-E1", .warning,
                    "partial scene adoption: the scene manifest names `\(name)`, but no Swift class of this app declares it; the scene gets no delegate and no window",
                    "add the \(simple) class (UIWindowSceneDelegate), or point UISceneDelegateClassName at the existing scene delegate"))
            }
        }
        if !sceneDelegates.isEmpty, lifecycleLeft, !bridgesToAppDelegate {
            findings.append(atEntry("SCENE-E1", .warning,
                "partial scene adoption: a scene delegate exists but the app delegate still has foreground/background callbacks, which UIKit no longer calls",
                "call them from the scene delegate's sceneDidBecomeActive/sceneWillResignActive/sceneDidEnterBackground/sceneWillEnterForeground"))
        }
        // An app this rule migrated: its scene delegate shows the app delegate's window, so that
        // window and the ones joining the scene are not sceneless, and `delegate?.window` works.
        let audit = SceneAdoptionAudit(rule: adoption.rule, appDelegateName: entry.name, bridged: attachesAppDelegateWindow)
        var outcome = SceneAdoption.Outcome()
        for tree in facts.appFiles {
            findings += audit.findings(in: tree)
            let joining = audit.windowsJoiningScene(in: tree)
            if !joining.isEmpty { outcome.bridgedWindows[tree.file.path] = joining }
        }
        if audit.bridged { outcome.bridgedFiles = facts.appFilePathsAsRead.union(facts.appObjectiveCPaths) }
        outcome.findings = findings
        return outcome
    }

    /// Whether a scene delegate of the app puts the app delegate's window in the scene (the bridge this rule writes).
    private var attachesAppDelegateWindow: Bool { sceneDelegateFileContains(anyOf: ["appDelegate?.window"]) }

    /// Whether a scene delegate of the app already calls the app delegate's callbacks (a bridge).
    private var bridgesToAppDelegate: Bool {
        sceneDelegateFileContains(anyOf: ["applicationDidBecomeActive", "applicationDidEnterBackground"])
    }

    /// Whether the app file declaring one of the app's scene delegates contains one of `needles`.
    private func sceneDelegateFileContains(anyOf needles: [StaticString]) -> Bool {
        facts.sceneDelegateTypes.contains { info in
            let path = PathShape.normalized(info.path)
            guard let tree = facts.appFiles.first(where: { PathShape.normalized($0.file.path) == path }) else { return false }
            return needles.contains { ByteSearch.contains(tree.file.bytes, $0) }
        }
    }

    /// Partial adoption the migration completes, reported alongside it.
    func partialAdoptionFindings() -> [Finding] {
        var findings: [Finding] = []
        if facts.manifest == .emptyConfigurations {
            findings.append(atEntry("SCENE-E1", .warning,
                "partial scene adoption: UIApplicationSceneManifest has no scene configuration, which counts as not adopted with the iOS 27 SDK",
                "the configuration is filled in and a scene delegate added"))
        }
        if hasConfigurationMethod, facts.sceneDelegateTypes.isEmpty, configurationMethodFits {
            findings.append(atEntry("SCENE-E1", .warning,
                "partial scene adoption: `application(_:configurationForConnecting:options:)` exists but no class adopts UIWindowSceneDelegate",
                "a scene delegate and the Default Configuration it returns are added"))
        }
        if facts.generation {
            findings.append(atEntry("SCENE-E1", .warning,
                "partial scene adoption: INFOPLIST_KEY_UIApplicationSceneManifest_Generation writes a manifest with no delegate configuration and overrides Info.plist",
                "the setting is removed and the manifest written to Info.plist"))
        }
        return findings
    }

    /// A leftover template `configurationForConnecting` returning "Default Configuration" works
    /// with the manifest this migration writes; anything else is reported.
    private var configurationMethodFits: Bool {
        guard let f = entry.functions.first(where: { $0.labels.contains("configurationForConnecting") }) else { return false }
        let body = entry.file.text(entry.file.tokens.start(f.open)..<entry.file.tokens.end(f.close))
        return body.contains("\"Default Configuration\"") && !body.contains("delegateClass")
    }

    /// Why the app cannot be migrated automatically, when it cannot.
    func refusal() -> Finding? {
        let (plists, target, generator) = (facts.plists, facts.target, facts.generator)
        if (hasConfigurationMethod && !configurationMethodFits) || !facts.sceneDelegateTypes.isEmpty {
            let what = hasConfigurationMethod && facts.sceneDelegateTypes.isEmpty
                ? "`application(_:configurationForConnecting:options:)` exists but no class adopts UIWindowSceneDelegate"
                : "a scene delegate exists but Info.plist has no usable scene configuration"
            return atEntry("SCENE-E1", .warning, "partial scene adoption: \(what)",
                           "finish the migration by hand: a UIWindowSceneDelegate class, a UIApplicationSceneManifest with a Default Configuration naming it, and the window shown in scene(_:willConnectTo:options:)")
        }
        if facts.supportsMultipleScenes {
            return atEntry("SCENE-E3", .error,
                "the app's manifest asks for several scenes (UIApplicationSupportsMultipleScenes), but its app delegate keeps one window and its state for the whole app; a scene delegate per window cannot share it",
                "move the per-window state into a scene delegate by hand, or set UIApplicationSupportsMultipleScenes to false and run again")
        }
        // Without a manifest the scene delegate would never run: no fix unless it can be written.
        let regeneratedPlist: Bool = {
            if case .xcodegen(let yml)? = generator { return facts.xcodegenGeneratesInfoPlist(yml) }
            return false
        }()
        let unreadablePlist = plists.isEmpty && target?.setting("INFOPLIST_FILE") != nil
        guard (plists.isEmpty && (target == nil || generator != nil)) || regeneratedPlist || unreadablePlist else { return nil }
        let place: String
        let snippet: String
        switch generator {
        case .tuist(let path)?:
            place = "\(path) generates the Info.plist"
            snippet = "add \"UIApplicationSceneManifest\": " + SceneManifestSnippets.swift("SceneDelegate", facts.storyboard) + " to the target's `infoPlist: .extendingDefault(with:)`"
        case .xcodegen(let yml)?:
            place = regeneratedPlist ? "\(yml) generates the Info.plist from `info: properties:`"
                : "\(yml) generates the Xcode project, and the app's Info.plist was not found (its INFOPLIST_FILE is not in \(yml))"
            snippet = regeneratedPlist ? "add under `info: properties:` " + SceneManifestSnippets.yaml("SceneDelegate", facts.storyboard)
                : "add " + SceneManifestSnippets.yaml("SceneDelegate", facts.storyboard) + " to the app's Info.plist"
        case nil:
            place = unreadablePlist ? "the target's INFOPLIST_FILE (\(target?.setting("INFOPLIST_FILE") ?? "")) was not found" : "no Info.plist was found for this app"
            snippet = "add UIApplicationSceneManifest with a Default Configuration naming $(PRODUCT_MODULE_NAME).SceneDelegate"
        }
        return atEntry("SCENE-W6", .warning, "\(place); the scene manifest cannot be written, so nothing is migrated",
                       snippet + ", then run again to generate the scene delegate")
    }

    /// "SceneDelegate", or "AppSceneDelegate" when the app already has the first; nil when both are taken.
    func sceneDelegateClassName() -> String? {
        let directory = ScenePaths.directory(of: entry.file.path)
        // At most two names are asked about: the files are looked through, not hashed into a set.
        let taken: (String) -> Bool = { name in
            let path = ScenePaths.join(directory, name + ".swift")
            return project.files.contains { PathShape.normalized($0.file.path) == path }
                || project.otherPaths.contains { PathShape.normalized($0) == path }
                || project.index.types(named: name).contains { facts.appFilePaths.contains(PathShape.normalized($0.path)) }
        }
        return ["SceneDelegate", "AppSceneDelegate"].first { !taken($0) }
    }

    func ipadManifestFindings() -> [Finding] {
        guard facts.plists.contains(where: { $0.document.root["UIApplicationSceneManifest~ipad"] != nil
            && SceneManifest.state(of: $0.document, key: "UIApplicationSceneManifest~ipad") != .adopted }) else { return [] }
        return [atEntry("SCENE-E1", .warning, "UIApplicationSceneManifest~ipad has no scene configuration and overrides the manifest on iPad",
                        "give it the same Default Configuration, or delete it")]
    }
}
