import Rewriter

/// The scene migration of one app whose delegate is written in Objective-C, as `SceneAdoption`
/// does it for Swift: the project's facts, what stops it, and the fix (SceneDelegate.h and .m, the
/// app delegate's few edits, the Info.plist manifest naming the class as Objective-C knows it,
/// and the project file: the .m in the Sources phase, the header as a file reference).
struct ObjectiveCSceneAdoption {
    let delegate: ObjectiveCAppDelegate
    /// The target's Objective-C sources.
    let sources: [ObjectiveCSyntax]
    let project: ProjectContext
    let rule: String

    /// A finding at the app delegate's `@implementation` name.
    private func finding(_ code: String?, _ severity: Severity, message: String, _ suggestion: String? = nil) -> Finding {
        finding(code, severity, delegate.implementation, delegate.container.nameToken, message, suggestion)
    }

    private func finding(_ code: String?, _ severity: Severity, _ syntax: ObjectiveCSyntax?, _ token: Int,
                         _ message: String, _ suggestion: String? = nil) -> Finding {
        let file = (syntax ?? delegate.implementation).file
        return Finding(rule: rule, code: code, severity: severity, file: file, offset: file.tokens.start(token),
                       message: message, suggestion: suggestion)
    }

    func run() -> SceneAdoption.Outcome {
        let facts: SceneAppFacts
        switch SceneAppFacts.gather(appDelegatePath: delegate.path, project: project) {
        case .failure(let problem): return SceneAdoption.Outcome(findings: [finding("SCENE-E2", .error, message: problem.message, problem.suggestion)])
        case .success(let gathered): facts = gathered
        }
        var findings: [Finding] = []
        if let refusal = refusal(facts) { return SceneAdoption.Outcome(findings: [refusal]) }
        findings += partialAdoption(facts)

        var plan = ObjectiveCBridgePlan(delegate: delegate, facts: facts, sources: sources)
        var blockers = plan.decide()
        blockers += namesTaken(plan)
        if plan.storyboardLoad != nil {
            let own = delegate.definitions(of: ObjectiveCSelectors.willFinishLaunching).filter { !$0.part.isSuperclass }
            if own.count > 1 || own.contains(where: { !$0.syntax.branches(at: $0.method.first).isEmpty }) {
                blockers.append(.init(syntax: delegate.implementation, tree: nil, token: delegate.container.nameToken,
                    message: "launch code needs the storyboard's window, which the app delegate must load in application:willFinishLaunchingWithOptions:, but that method is written more than once or only under #if",
                    suggestion: "load the window there by hand (`if (self.window == nil) { ... }`), then run again"))
            }
        }
        guard blockers.isEmpty else {
            return SceneAdoption.Outcome(findings: findings.filter { $0.code != "SCENE-E1" } + blockers.map { blocker in
                if let tree = blocker.tree {
                    return Finding(rule: rule, code: "SCENE-E3", severity: .error, file: tree.file, offset: tree.file.tokens.start(blocker.token),
                                   message: blocker.message, suggestion: blocker.suggestion)
                }
                return finding("SCENE-E3", .error, blocker.syntax, blocker.token, blocker.message, blocker.suggestion)
            })
        }
        guard let className = sceneDelegateClassName(facts) else {
            return SceneAdoption.Outcome(findings: [finding("SCENE-E3", .error, message: "both `SceneDelegate` and `AppSceneDelegate` are taken in this app",
                                                            "add the scene delegate by hand")])
        }
        let directory = ScenePaths.directory(of: delegate.path)
        let sourceExtension = ObjectiveCLexer.isObjectiveCPlusPlus(path: delegate.path) ? ".mm" : ".m"
        let headerPath = ScenePaths.join(directory, className + ".h")
        let sourcePath = ScenePaths.join(directory, className + sourceExtension)

        var fix = Fix(safety: SceneDelegateExplanation.behaviorChange)
        let source = self.source(plan: plan, className: className)
        fix.newFiles.append(NewFile(path: headerPath, contents: source.renderHeader()))
        fix.newFiles.append(NewFile(path: sourcePath, contents: source.renderImplementation()))
        for (path, edits) in ObjectiveCAppDelegateEdits(delegate: delegate, plan: plan).edits() { fix.edits[path, default: []] += edits }

        // Info.plist: each plist's own storyboards when UIKit loads them into the scene.
        var plistKeys: [String] = []
        var createdPlist: String?
        let sceneStoryboard: Bool
        if case .sceneStoryboard = plan.window { sceneStoryboard = true } else { sceneStoryboard = false }
        if !facts.plists.isEmpty {
            for plist in facts.plists where SceneManifest.state(of: plist.document) != .adopted {
                let root = plist.document.root
                let storyboard = sceneStoryboard ? (root["UIMainStoryboardFile"]?.stringValue.map(ScenePaths.removingExtension) ?? facts.storyboard) : nil
                fix.edits[plist.key] = SceneManifest.storyboardEdits(for: plist.document, delegateClass: className, storyboard: storyboard, qualified: false)
                plistKeys.append(plist.key)
            }
        } else if facts.target != nil {
            let path = ScenePaths.join(directory, "Info.plist")
            if InfoPlistLocator(project: project).projectFile(path) != nil {
                return SceneAdoption.Outcome(findings: findings + [finding("SCENE-W6", .warning,
                    message: "\(path) exists but is not the target's INFOPLIST_FILE; the scene manifest has nowhere safe to go, so nothing is migrated",
                    "set INFOPLIST_FILE to the plist the app should use, then run again")])
            }
            createdPlist = path
            fix.newFiles.append(NewFile(path: path, contents: SceneManifest.newFile(delegateClass: className, storyboard: sceneStoryboard ? facts.storyboard : nil,
                                                                                    qualified: false)))
        }

        var groupKey = delegate.path
        switch facts.generator {
        case .xcodegen(let yml):
            groupKey = yml
            findings.append(finding("SCENE-W6", .warning,
                message: "\(yml) generates the Xcode project: the .pbxproj is not edited; \(className).h and \(className)\(sourceExtension) are picked up when the project is regenerated",
                "run `xcodegen generate`; if the target's Info.plist comes from `info: properties:`, add UIApplicationSceneManifest there naming \(className)"))
        case .tuist(let path):
            groupKey = path
            findings.append(finding("SCENE-W6", .warning,
                message: "\(path) generates the Xcode project: the .pbxproj is not edited; \(className)\(sourceExtension) is picked up when the project is regenerated",
                "run `tuist generate`, and check that the target's `sources` glob covers \(sourcePath)"))
        case nil:
            if let target = facts.target {
                groupKey = target.pbxprojPath
                var registration = ProjectRegistration(target: target)
                do {
                    try registration.registerHeader(newPath: headerPath)
                    try registration.registerSource(newPath: sourcePath)
                    if facts.generation { try registration.setSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", to: nil) }
                    if let createdPlist, let relative = target.projectRelative(createdPlist) {
                        try registration.setSetting("INFOPLIST_FILE", to: relative)
                        try registration.excludeFromApp(createdPlist)
                    }
                } catch {
                    return SceneAdoption.Outcome(findings: findings.filter { $0.code != nil } + [finding("SCENE-E2", .error,
                        message: "\(target.pbxprojPath) cannot be edited safely: \(error.description); nothing is migrated",
                        "add \(sourcePath) to the target by hand, then run again")])
                }
                let pbx = FixMerging.mergeEdits(registration.edits)
                if !pbx.isEmpty { fix.edits[target.pbxprojPath] = pbx }
            }
        }

        findings += notes(plan)
        if let availability = plan.availability {
            findings.append(finding("SCENE-W7", .info,
                message: "\(className) is marked `\(availability)`: on older systems (the deployment target is \(plan.deploymentDescription)) UIKit ignores the scene manifest and calls the app delegate as before"))
        }
        let summary = finding(nil, .info, message: "adopt the scene life cycle: " + summaryText(plan, className: className, sourceExtension: sourceExtension)
                              + ", Info.plist manifest" + (facts.target != nil ? ", project file" : ""))
        var migration = SceneAdoption.Migration(summary: summary, fix: fix, groupKey: groupKey, target: facts.target, plistKeys: plistKeys)
        migration.appFiles = Set(facts.appFiles.map(\.file.path)).union(facts.appObjectiveCPaths)
        return SceneAdoption.Outcome(findings: findings, migration: migration)
    }

    // MARK: Status

    /// An app already part-way into scenes that the bridge cannot complete, or a manifest it cannot write.
    private func refusal(_ facts: SceneAppFacts) -> Finding? {
        let configuration = delegate.implements("application:configurationForConnectingSceneSession:options:")
        if configuration && !configurationMethodFits || hasSceneDelegate(facts) {
            let what = configuration && !hasSceneDelegate(facts)
                ? "`application:configurationForConnectingSceneSession:options:` exists but no class adopts UIWindowSceneDelegate"
                : "a scene delegate exists but Info.plist has no usable scene configuration"
            return finding("SCENE-E1", .warning, message: "partial scene adoption: \(what)",
                           "finish the migration by hand: a UIWindowSceneDelegate class, a UIApplicationSceneManifest with a Default Configuration naming it, and the window shown in scene:willConnectToSession:options:")
        }
        if facts.supportsMultipleScenes {
            return finding("SCENE-E3", .error,
                message: "the app's manifest asks for several scenes (UIApplicationSupportsMultipleScenes), but its app delegate keeps one window and its state for the whole app; a scene delegate per window cannot share it",
                "move the per-window state into a scene delegate by hand, or set UIApplicationSupportsMultipleScenes to false and run again")
        }
        let unreadablePlist = facts.plists.isEmpty && facts.target?.setting("INFOPLIST_FILE") != nil
        let regenerated: Bool = {
            if case .xcodegen(let yml)? = facts.generator { return facts.xcodegenGeneratesInfoPlist(yml) }
            return false
        }()
        if unreadablePlist || regenerated || (facts.plists.isEmpty && facts.target == nil) {
            let place = unreadablePlist ? "the target's INFOPLIST_FILE (\(facts.target?.setting("INFOPLIST_FILE") ?? "")) was not found"
                : regenerated ? "the project generator writes the Info.plist" : "no Info.plist was found for this app"
            return finding("SCENE-W6", .warning, message: "\(place); the scene manifest cannot be written, so nothing is migrated",
                           "add UIApplicationSceneManifest with a Default Configuration naming SceneDelegate, then run again to generate the scene delegate")
        }
        return nil
    }

    private func partialAdoption(_ facts: SceneAppFacts) -> [Finding] {
        var findings: [Finding] = []
        if facts.manifest == .emptyConfigurations {
            findings.append(finding("SCENE-E1", .warning,
                message: "partial scene adoption: UIApplicationSceneManifest has no scene configuration, which counts as not adopted with the iOS 27 SDK",
                "the configuration is filled in and a scene delegate added"))
        }
        if delegate.implements("application:configurationForConnectingSceneSession:options:") && configurationMethodFits {
            findings.append(finding("SCENE-E1", .warning,
                message: "partial scene adoption: `application:configurationForConnectingSceneSession:options:` exists but no class adopts UIWindowSceneDelegate",
                "a scene delegate and the Default Configuration it returns are added"))
        }
        if facts.generation {
            findings.append(finding("SCENE-E1", .warning,
                message: "partial scene adoption: INFOPLIST_KEY_UIApplicationSceneManifest_Generation writes a manifest with no delegate configuration and overrides Info.plist",
                "the setting is removed and the manifest written to Info.plist"))
        }
        return findings
    }

    /// A leftover template method returning the "Default Configuration" works with the manifest written here.
    private var configurationMethodFits: Bool {
        guard let definition = delegate.definitions(of: "application:configurationForConnectingSceneSession:options:").first,
              let body = definition.method.body else { return false }
        let text = definition.file.text(definition.file.tokens.start(body.open)..<definition.file.tokens.end(body.close))
        return text.contains("@\"Default Configuration\"") && !text.contains("delegateClass")
    }

    /// A class of the app that adopts UIWindowSceneDelegate (Objective-C or Swift).
    private func hasSceneDelegate(_ facts: SceneAppFacts) -> Bool {
        !facts.sceneDelegateTypes.isEmpty || sources.contains { syntax in
            syntax.declarations.containers.contains { $0.protocols.contains("UIWindowSceneDelegate") || $0.protocols.contains("UISceneDelegate") }
        } || headers.contains { syntax in
            syntax.declarations.containers.contains { $0.kind == .interface && ($0.protocols.contains("UIWindowSceneDelegate") || $0.protocols.contains("UISceneDelegate")) }
        }
    }

    /// The headers beside the target's sources.
    private var headers: [ObjectiveCSyntax] {
        sources.compactMap { syntax in
            project.objectiveCSyntax(at: PathShape.stem(of: syntax.file.path) + ".h")
        }
    }

    /// "SceneDelegate", or "AppSceneDelegate" when the app already has the first; nil when both are taken.
    private func sceneDelegateClassName(_ facts: SceneAppFacts) -> String? {
        let directory = ScenePaths.directory(of: delegate.path)
        let existing = Set(project.objectiveCFiles.keys.map(PathShape.normalized) + project.files.map { PathShape.normalized($0.file.path) })
        let classes = Set((sources + headers).flatMap { $0.declarations.containers.map(\.name) })
        return ["SceneDelegate", "AppSceneDelegate"].first { name in
            ![".h", ".m", ".mm", ".swift"].contains { existing.contains(ScenePaths.join(directory, name + $0)) }
                && !classes.contains(name)
                && !project.index.types(named: name).contains { facts.appFilePaths.contains(PathShape.normalized($0.path)) }
        }
    }

    /// Members the edits add that the app delegate already has.
    private func namesTaken(_ plan: ObjectiveCBridgePlan) -> [ObjectiveCBridgePlan.Blocker] {
        var names: [String] = []
        if plan.recordsLaunchAnswer { names += ["launchRefused", "acceptLaunch:"] }
        if plan.tracksLaunchPhase { names.append("launchFinished") }
        let taken = names.filter { name in
            delegate.implements(name) || delegate.parts.contains { $0.container.properties.contains { $0.name == name } }
                || (delegate.interface?.properties.contains { $0.name == name } ?? false)
                || (delegate.interface?.methods.contains { $0.selector == name } ?? false)
        }
        return taken.map { name in
            .init(syntax: delegate.implementation, tree: nil, token: delegate.container.nameToken,
                  message: "the bridge keeps didFinishLaunching's answer and the end of launch in `\(name)`, a name \(delegate.name) already uses",
                  suggestion: "rename \(delegate.name)'s `\(name)`, then run again")
        }
    }

    // MARK: Output

    private func source(plan: ObjectiveCBridgePlan, className: String) -> ObjectiveCSceneDelegateSource {
        var imports: [String] = []
        let headerName = delegate.header.map { ScenePaths.fileName(of: $0.file.path) } ?? (delegate.name + ".h")
        // The header as the app delegate imports it (`"Delegates/AppDelegate.h"`), else by name.
        let written = delegate.implementation.directives.lazy.map { delegate.implementation.text(of: $0) }
            .first { ObjectiveCAppDelegate.quotedHeaderName($0) == headerName }
            .flatMap { text in text.firstIndex(of: "\"").map { String(text[$0...].prefix { $0 != "\n" && $0 != "\r" }) } }
            .map { quoted in String(quoted.prefix(through: quoted.dropFirst().firstIndex(of: "\"") ?? quoted.startIndex)) }
        imports.append("#import " + (written ?? "\"\(headerName)\""))
        for line in plan.conditionImports where !imports.contains(line) && ObjectiveCAppDelegate.quotedHeaderName(line) != headerName {
            imports.append(line)
        }
        let file = delegate.implementation.file
        var source = ObjectiveCSceneDelegateSource(
            className: className, appDelegateName: delegate.name, imports: imports, availability: plan.availability, window: plan.window,
            appDelegateHasWindow: delegate.window != nil, appDelegateWindowIsSettable: delegate.window == .settable, forwards: plan.forwards,
            launchCanRefuse: plan.recordsLaunchAnswer, tracksLaunchPhase: plan.tracksLaunchPhase, callsDeprecated: plan.callsDeprecated,
            indent: SourceIndent.unit(of: file), lineEnding: file.lineEnding, headerFileName: className + ".h")
        if let method = delegate.container.methods.first(where: { $0.body != nil }), let body = method.body, let before = file.previous(before: body.open) {
            source.allman = file.hasNewline(between: before, and: body.open)
        }
        source.headerComment = Self.naming(LicenceHeader.lines(of: delegate.header?.file ?? file, newFileName: className + ".h", docBlocks: true), className + ".h")
        let sourceName = className + (ObjectiveCLexer.isObjectiveCPlusPlus(path: delegate.path) ? ".mm" : ".m")
        source.implementationComment = Self.naming(LicenceHeader.lines(of: file, newFileName: sourceName, docBlocks: true), sourceName)
        return source
    }

    /// A header line naming a file (`//  SworIMAppDelegate.h` in a file since renamed) names the new one.
    static func naming(_ lines: [String], _ fileName: String) -> [String] {
        lines.map { line in
            let body = line.drop { $0 == "/" || $0 == " " || $0 == "\t" || $0 == "*" }
            let prefix = line.dropLast(body.count)
            let isFileName = !body.isEmpty && !body.contains(" ") && [".h", ".m", ".mm", ".swift"].contains { body.hasSuffix($0) }
            return isFileName && prefix.hasPrefix("//") ? prefix + fileName : line
        }
    }

    private func summaryText(_ plan: ObjectiveCBridgePlan, className: String, sourceExtension: String) -> String {
        var parts: [String] = []
        switch plan.window {
        case .appDelegate(let storyboardLoaded):
            parts.append(storyboardLoaded ? "the app delegate loads the storyboard's window before launch as UIKit did, and the scene shows it"
                                          : "the scene shows the window the app builds")
        case .sceneStoryboard:
            parts.append("the scene loads the main storyboard")
        }
        if !plan.forwards.isEmpty {
            parts.append("\(plan.forwards.count) app-delegate method\(plan.forwards.count == 1 ? "" : "s") called from scene callbacks")
        }
        return "\(className).h and \(className)\(sourceExtension) (" + parts.joined(separator: "; ") + ")"
    }

    /// What the bridge cannot carry over, reported.
    private func notes(_ plan: ObjectiveCBridgePlan) -> [Finding] {
        var findings: [Finding] = []
        for (selector, replacement) in ObjectiveCSelectors.reportedOnly {
            guard let definition = delegate.definitions(of: selector).first else { continue }
            findings.append(finding("SCENE-W3", .warning, definition.syntax, definition.method.nameToken,
                "`\(selector)` is not called once scenes are adopted; the scene delegate receives \(replacement)",
                "implement it in the scene delegate and call the existing code"))
        }
        if plan.has(.willEnterForeground), !plan.tracksLaunchPhase, !plan.backgroundLaunchReasons.isEmpty,
           let definition = delegate.definitions(of: "applicationWillEnterForeground:").first {
            findings.append(finding("SCENE-W10", .warning, definition.syntax, definition.method.nameToken,
                "the app can launch in the background (\(plan.backgroundLaunchReasons.joined(separator: ", "))); the app life cycle then called applicationWillEnterForeground: when the user opened it, but didFinishLaunching is not in the class body, where the scene delegate could learn that launch is over, so that first foreground does not call it",
                "move application:didFinishLaunchingWithOptions: into the class's @implementation and run again"))
        }
        // App-wide window lookups elsewhere, as the Swift audit reports them (SCENE-A2/A3); those in
        // launch code have their own finding below. And the will-enter-foreground notification (SCENE-A6).
        var audit = SceneAdoptionAudit(rule: rule, appDelegateName: delegate.name, bridged: true)
        audit.migrating = true
        findings += audit.objectiveCFindings(in: sources) { syntax, token in
            plan.launchReads.contains { $0.syntax === syntax && $0.token == token }
        }
        for read in plan.launchReads where !read.showsUI {
            let through = read.path.isEmpty ? "" : " (called at launch through " + read.path.joined(separator: " → ") + ")"
            if read.property == "applicationState" {
                findings.append(finding("SCENE-W15", .warning, read.syntax, read.token,
                    "launch code reads `applicationState`\(through): a scene-based app launches in the background state (UIKit documents it), so this is UIApplicationStateBackground at every launch, where a launch into the foreground read UIApplicationStateInactive; a check for a launch in the background now takes that branch every time",
                    "tell a launch in the background from one into the foreground in the scene delegate (a scene connecting and entering the foreground), or check what the code needs (protected data, a launch reason) instead"))
                continue
            }
            findings.append(finding("SCENE-W11", .warning, read.syntax, read.token, read.property == "windowScene"
                ? "launch code reads `windowScene`\(through), which is nil for every window until the scene connects after didFinishLaunching returns, so what this code does with it no longer happens at launch"
                : "launch code reads UIApplication's `\(read.property)`\(through); \(LaunchWindowListReads.withScenes(read.property)), and the scene connects after didFinishLaunching returns, so what this code does to the windows it finds no longer happens at launch",
                read.property == "windowScene" ? "do it in the scene delegate's scene:willConnectToSession:options:, where the scene is known"
                    : "do it to the app delegate's `window`, or in the scene delegate's scene:willConnectToSession:options:"))
        }
        // Launch options that carried what opened the app.
        let keys: [(key: String, what: String, event: SceneForwarding.Event)] = [
            ("UIApplicationLaunchOptionsURLKey", "URL", .openURL), ("UIApplicationLaunchOptionsSourceApplicationKey", "URL", .openURL),
            ("UIApplicationLaunchOptionsAnnotationKey", "URL", .openURL), ("UIApplicationLaunchOptionsShortcutItemKey", "shortcut", .performShortcut),
            ("UIApplicationLaunchOptionsUserActivityDictionaryKey", "user activity", .continueUserActivity),
            ("UIApplicationLaunchOptionsUserActivityTypeKey", "user activity", .continueUserActivity),
        ]
        if let launch = delegate.definitions(of: ObjectiveCSelectors.didFinishLaunching).first, let body = launch.method.body {
            let file = launch.file
            if let t = (body.open..<body.close).first(where: { t in file.tokens.kinds[t] == .identifier && keys.contains { file.token(t, isText: $0.key) } }),
               let key = keys.first(where: { file.token(t, isText: $0.key) }) {
                let passedOn = plan.has(key.event)
                findings.append(finding("SCENE-W3", .warning, launch.syntax, t,
                    "launch options no longer carry the \(key.what) that opened the app once scenes are adopted"
                        + (passedOn ? "; the scene delegate passes it to the app delegate's handler after launch instead" : ""),
                    passedOn ? "check that the handler also does what this launch code did with it" : "handle connectionOptions in the scene delegate's scene:willConnectToSession:options:"))
            }
            if let refusal = plan.unrecordedRefusal {
                findings.append(finding("SCENE-W8", .warning, refusal.syntax, refusal.method.nameToken,
                    "didFinishLaunching can return NO, which used to stop UIKit from passing on the URL, shortcut or user activity that launched the app; it is not defined once in the class's own @implementation, where its answer could be kept, so the scene delegate passes them on regardless",
                    "move application:didFinishLaunchingWithOptions: into the class's @implementation and run again, or check in the handlers that launch finished"))
            }
        }
        return findings
    }
}
