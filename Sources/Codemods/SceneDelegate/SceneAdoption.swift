import Rewriter

/// Decides what one app-lifecycle entry point needs and builds its single fix.
struct SceneAdoption {
    let entry: AppDelegateEntry
    let project: ProjectContext
    let rule: String

    private var file: SourceFile { entry.file }

    private func finding(_ code: String?, _ severity: Severity, at token: Int, in tree: SyntaxTree? = nil, _ message: String,
                         _ suggestion: String? = nil, fix: Fix? = nil) -> Finding {
        let f = (tree ?? entry.tree).file
        return Finding(rule: rule, code: code, severity: severity, file: f, offset: f.tokens.start(token),
                       message: message, suggestion: suggestion, fix: fix)
    }

    func run() -> [Finding] {
        let facts: SceneAppFacts
        switch SceneAppFacts.gather(entry: entry, project: project) {
        case .failure(let problem):
            return [finding("SCENE-E2", .error, at: entry.entryToken, in: entry.entryTree, problem.message, problem.suggestion)]
        case .success(let gathered):
            facts = gathered
        }
        let (generator, target, plists, storyboard) = (facts.generator, facts.target, facts.plists, facts.storyboard)
        let (generation, manifest, appFiles, appFilePaths) = (facts.generation, facts.manifest, facts.appFiles, facts.appFilePaths)
        let sceneDelegateTypes = facts.sceneDelegateTypes
        let hasConfigurationMethod = entry.functions.contains { $0.labels.contains("configurationForConnecting") }
        let lifecycleLeft = entry.functions.contains { f in LifecycleCallbacks.renames.contains { $0.appDelegate == f.name } }

        // Already adopted: audit only.
        // No readable Info.plist but a scene delegate in the app: its manifest lives where this run cannot see
        // (a generator's settings, an unread plist), so treat the app as adopted rather than guess.
        let unseenManifest = plists.isEmpty && (target == nil || generator != nil) && !sceneDelegateTypes.isEmpty
        if manifest == .adopted || unseenManifest || (manifest != .missing && hasConfigurationMethod && !sceneDelegateTypes.isEmpty)
            || (generation && hasConfigurationMethod && !sceneDelegateTypes.isEmpty) {
            var findings = ipadManifestFindings(plists.map(\.document))
            for name in Set(plists.flatMap { SceneManifest.delegateClassNames(in: $0.document) }).sorted() {
                let simple = ProjectIndex.baseName(name)
                if !project.index.types(named: simple).contains(where: { appFilePaths.contains(PathShape.normalized($0.path)) }) {
                    findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                        "partial scene adoption: the scene manifest names `\(name)`, but no Swift class of this app declares it; the scene gets no delegate and no window",
                        "add the \(simple) class (UIWindowSceneDelegate), or point UISceneDelegateClassName at the existing scene delegate"))
                }
            }
            if !sceneDelegateTypes.isEmpty, lifecycleLeft {
                findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                    "partial scene adoption: a scene delegate exists but the app delegate still has foreground/background callbacks, which no longer run",
                    "move them to the scene delegate's sceneDidBecomeActive/sceneWillResignActive/sceneDidEnterBackground/sceneWillEnterForeground"))
            }
            let audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.declaration.name, skip: ("", []))
            for tree in appFiles { findings += audit.findings(in: tree) }
            return findings
        }
        // A leftover template `configurationForConnecting` returning "Default Configuration" works
        // with the manifest this migration writes; anything else is reported.
        let configurationMethodFits = entry.functions.first { $0.labels.contains("configurationForConnecting") }.map { f in
            let body = file.text(file.tokens.start(f.open)..<file.tokens.end(f.close))
            return body.contains("\"Default Configuration\"") && !body.contains("delegateClass")
        } ?? false
        let fixableConfigurationMethod = hasConfigurationMethod && sceneDelegateTypes.isEmpty && manifest != .adopted && configurationMethodFits
        if (hasConfigurationMethod && !fixableConfigurationMethod) || !sceneDelegateTypes.isEmpty {
            let what = hasConfigurationMethod && sceneDelegateTypes.isEmpty
                ? "`application(_:configurationForConnecting:options:)` exists but no class adopts UIWindowSceneDelegate"
                : "a scene delegate exists but Info.plist has no usable scene configuration"
            return [finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree, "partial scene adoption: \(what)",
                            "finish the migration by hand: a UIWindowSceneDelegate class, a UIApplicationSceneManifest with a Default Configuration naming it, and the window built in scene(_:willConnectTo:options:)")]
        }

        var findings: [Finding] = []
        if manifest == .emptyConfigurations {
            findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                "partial scene adoption: UIApplicationSceneManifest has no scene configuration, which counts as not adopted with the iOS 27 SDK",
                "the configuration is filled in and a scene delegate added"))
        }
        if fixableConfigurationMethod {
            findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                "partial scene adoption: `application(_:configurationForConnecting:options:)` exists but no class adopts UIWindowSceneDelegate",
                "a scene delegate and the Default Configuration it returns are added"))
        }
        if generation {
            findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                "partial scene adoption: INFOPLIST_KEY_UIApplicationSceneManifest_Generation writes a manifest with no delegate configuration and overrides Info.plist",
                "the setting is removed and the manifest written to Info.plist"))
        }

        // Without a manifest the scene delegate would never run and the moved window code
        // would leave a black screen: no fix at all unless the manifest can be written.
        let regeneratedPlist: Bool = {
            if case .xcodegen(let yml)? = generator { return facts.xcodegenGeneratesInfoPlist(yml) }
            return false
        }()
        let unreadablePlist = plists.isEmpty && target?.setting("INFOPLIST_FILE") != nil
        if (plists.isEmpty && (target == nil || generator != nil)) || regeneratedPlist || unreadablePlist {
            let where_: String
            let snippet: String
            switch generator {
            case .tuist(let path)?:
                where_ = "\(path) generates the Info.plist"
                snippet = "add \"UIApplicationSceneManifest\": " + swiftManifest("SceneDelegate", storyboard) + " to the target's `infoPlist: .extendingDefault(with:)`"
            case .xcodegen(let yml)?:
                where_ = "\(yml) generates the Info.plist from `info: properties:`"
                snippet = "add under `info: properties:` " + yamlManifest("SceneDelegate", storyboard)
            case nil:
                where_ = unreadablePlist ? "the target's INFOPLIST_FILE (\(target?.setting("INFOPLIST_FILE") ?? "")) was not found" : "no Info.plist was found for this app"
                snippet = "add UIApplicationSceneManifest with a Default Configuration naming $(PRODUCT_MODULE_NAME).SceneDelegate"
            }
            return findings + [finding("SCENE-W6", .warning, at: entry.entryToken, in: entry.entryTree,
                "\(where_); the scene manifest cannot be written, so nothing is migrated",
                snippet + ", then add a SceneDelegate (UIWindowSceneDelegate) that builds the window in scene(_:willConnectTo:options:) and run again")]
        }

        // Name of the new class and file.
        let directory = ScenePaths.directory(of: file.path)
        let existingPaths = Set(project.files.map { PathShape.normalized($0.file.path) } + project.otherPaths.map(PathShape.normalized))
        let taken: (String) -> Bool = { name in
            existingPaths.contains(ScenePaths.join(directory, name + ".swift"))
                || project.index.types(named: name).contains { appFilePaths.contains(PathShape.normalized($0.path)) }
        }
        guard let className = ["SceneDelegate", "AppSceneDelegate"].first(where: { !taken($0) }) else {
            return findings + [finding("SCENE-E3", .error, at: entry.entryToken, in: entry.entryTree,
                "both `SceneDelegate` and `AppSceneDelegate` are taken in this project", "add the scene delegate by hand")]
        }
        let newPath = directory.isEmpty ? className + ".swift" : directory + "/" + className + ".swift"

        // Window.
        var swiftRemovals: [Range<Int>] = []
        var connectBody: [String]?
        var movedTokens: [ClosedRange<Int>] = []
        switch WindowBlockMove(entry: entry).plan() {
        case .blocked(let token, let reason):
            return [finding("SCENE-E3", .error, at: token, "the window block cannot move to the scene delegate: \(reason)",
                            "move the window setup into scene(_:willConnectTo:options:) by hand, passing what it needs from the app delegate")]
        case .move(let plan):
            if storyboard != nil {
                return [finding("SCENE-E3", .error, at: plan.movedTokens.first?.lowerBound ?? entry.entryToken,
                                "the app has a main storyboard and also builds a window in code; with a scene storyboard there would be two root view controllers",
                                "choose one: remove UIMainStoryboardFile, or drop the window code")]
            }
            swiftRemovals += plan.removed
            connectBody = plan.body
            movedTokens = plan.movedTokens
        case .none:
            if storyboard == nil {
                let elsewhere = appFiles.lazy.compactMap { tree -> String? in
                    let f = tree.file
                    guard let t = (0..<f.tokens.count).first(where: { f.tokens.kinds[$0] == .identifier && f.token($0, is: "UIWindow")
                        && f.next(after: $0).map { f.tokens.kinds[$0] == .leftParen } == true }) else { return nil }
                    return "\(ScenePaths.fileName(of: f.path)):\(f.line(of: f.tokens.start(t)))"
                }.first
                if let elsewhere {
                    return [finding("SCENE-E3", .error, at: entry.entryToken, in: entry.entryTree,
                                    "no main storyboard and no window built in application(_:didFinishLaunchingWithOptions:); the window is created elsewhere (\(elsewhere))",
                                    "build that window in scene(_:willConnectTo:options:) with UIWindow(windowScene:), then run again")]
                }
                return [finding("SCENE-E3", .error, at: entry.entryToken, in: entry.entryTree,
                                "no main storyboard and no window built in application(_:didFinishLaunchingWithOptions:); the window setup cannot be found",
                                "build the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)")]
            }
        }

        // Foreground/background callbacks.
        var callbacks: [(name: String, body: [String])] = []
        switch LifecycleCallbacks(entry: entry).plan() {
        case .none: break
        case .blocked(let token, let reason):
            findings.append(finding("SCENE-E4", .error, at: token,
                "the foreground/background callbacks stay in the app delegate, where they no longer run once scenes are adopted: \(reason)",
                "move them to the scene delegate by hand, using `UIApplication.shared` where the application parameter was used"))
        case .move(let removed, let methods):
            swiftRemovals += removed
            callbacks = methods
        }
        for (selector, replacement) in SceneEntryPoints.reported {
            guard let f = entry.function(selector) else { continue }
            findings.append(finding("SCENE-W3", .warning, at: f.keywordToken,
                "`\(selector)` is not called once scenes are adopted; the scene delegate receives \(replacement)",
                "implement the scene delegate methods and forward to the existing code"))
        }
        if let launch = entry.didFinishLaunching, let options = launch.parameterNames.last, options != "_",
           let use = (launch.open..<launch.close).first(where: { file.token($0, isText: options) && file.tokens.kinds[$0] == .identifier }) {
            findings.append(finding("SCENE-W3", .warning, at: use,
                "launch options no longer carry URLs, shortcuts or user activities once scenes are adopted",
                "read them from `connectionOptions` in scene(_:willConnectTo:options:)"))
        }

        // The app delegate's `window` property.
        if let property = entry.windowProperty {
            let usedInClass = (entry.declaration.open! + 1..<entry.declaration.close!).contains { t in
                file.tokens.kinds[t] == .identifier && file.token(t, is: "window") && !(property.startToken...property.endToken).contains(t)
                    && !movedTokens.contains { $0.contains(t) }
                    && !(file.previous(before: t).map { p in file.tokens.kinds[p] == .period && !(file.previous(before: p).map { file.token($0, is: "self") } ?? false) } ?? false)
            }
            let audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.declaration.name, skip: (file.path, movedTokens))
            let usedElsewhere = appFiles.contains { audit.findings(in: $0).contains { $0.code == "SCENE-A1" } }
            if usedInClass || usedElsewhere {
                findings.append(finding("SCENE-W4", .warning, at: property.nameToken,
                    "the app delegate's `window` is kept because other code reads it, but it stays nil once scenes are adopted",
                    "read the window from the scene delegate or from `view.window`, then delete this property"))
            } else {
                swiftRemovals.append(BodyStatements(scan: SwiftDeclarationScan(tree: entry.tree)).lineRange(property.startToken, property.endToken))
            }
        }

        // The new Swift file.
        var imports = ["UIKit"]
        if connectBody != nil || !callbacks.isEmpty {
            // The moved code may use any module the app delegate imports; conditional imports stay behind.
            var poundDepth = 0
            for i in 0..<file.tokens.count {
                let kind = file.tokens.kinds[i]
                if kind == .poundKeyword {
                    if file.token(i, is: "#if") { poundDepth += 1 } else if file.token(i, is: "#endif") { poundDepth -= 1 }
                    continue
                }
                guard poundDepth == 0, kind == .keyword, file.token(i, is: "import"),
                      file.previous(before: i).map({ file.tokens.kinds[$0] != .attribute }) ?? true,
                      let module = file.next(after: i), file.tokens.kinds[module] == .identifier else { continue }
                let name = file.text(of: module)
                if !imports.contains(name) { imports.append(name) }
            }
        }
        let source = SceneDelegateSource(className: className, imports: imports, connectBody: connectBody, callbacks: callbacks,
                                         indent: file.indentUnit, lineEnding: file.lineEnding).render()
        var fix = Fix(edits: [:], newFiles: [NewFile(path: newPath, contents: source)])
        if !swiftRemovals.isEmpty { fix.edits[file.path] = LineDeletion.edits(swiftRemovals, in: file) }

        // Info.plist.
        let sceneStoryboard = connectBody == nil ? storyboard : nil
        var createdPlist: String?
        if !plists.isEmpty {
            for plist in plists where SceneManifest.state(of: plist.document) != .adopted {
                fix.edits[plist.key] = SceneManifest.edits(for: plist.document, delegateClass: className, storyboard: sceneStoryboard)
            }
        } else if target != nil {
            let path = ScenePaths.join(ScenePaths.directory(of: file.path), "Info.plist")
            // Never write over a file the target does not use as its Info.plist.
            if InfoPlistLocator(project: project).projectFile(path) != nil {
                return findings.filter { $0.fix == nil } + [finding("SCENE-W6", .warning, at: entry.entryToken, in: entry.entryTree,
                    "\(path) exists but is not the target's INFOPLIST_FILE; the scene manifest has nowhere safe to go, so nothing is migrated",
                    "set INFOPLIST_FILE to the plist the app should use, then run again")]
            }
            createdPlist = path
            fix.newFiles.append(NewFile(path: path, contents: SceneManifest.newFile(delegateClass: className, storyboard: sceneStoryboard)))
        }

        // project.pbxproj, or what to tell a generator.
        switch generator {
        case .xcodegen(let yml):
            findings.append(finding("SCENE-W6", .warning, at: entry.declaration.nameToken,
                "\(yml) generates the Xcode project: the .pbxproj is not edited; \(className).swift is picked up when the project is regenerated",
                "run `xcodegen generate`; if the target's Info.plist comes from `info: properties:`, add UIApplicationSceneManifest there: " + yamlManifest(className, sceneStoryboard)))
        case .tuist(let path):
            findings.append(finding("SCENE-W6", .warning, at: entry.declaration.nameToken,
                "\(path) generates the Xcode project: the .pbxproj is not edited; \(className).swift is picked up when the project is regenerated",
                "run `tuist generate`, and check that the target's `sources` glob covers \(newPath)"))
        case nil:
            if let target {
                var registration = ProjectRegistration(target: target)
                do {
                    try registration.registerSource(newPath: newPath)
                    if generation { try registration.setSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", to: nil) }
                    if let createdPlist, let relative = target.projectRelative(createdPlist) {
                        try registration.setSetting("INFOPLIST_FILE", to: relative)
                        try registration.excludeFromApp(createdPlist)
                    }
                } catch {
                    return findings.filter { $0.code != nil } + [finding("SCENE-E2", .error, at: entry.entryToken, in: entry.entryTree,
                        "\(target.pbxprojPath) cannot be edited safely: \(error.description); nothing is migrated",
                        "add \(newPath) to the target by hand, then run again")]
                }
                let pbx = registration.mergedEdits
                if !pbx.isEmpty { fix.edits[target.pbxprojPath] = pbx }
            }
        }

        if let version = target?.deploymentTarget, let major = Int(version.split(separator: ".").first ?? ""), major < 13 {
            findings.append(finding("SCENE-W7", .warning, at: entry.entryToken, in: entry.entryTree,
                "the deployment target is iOS \(version), but UIScene and \(className) need iOS 13; the iOS 27 SDK's Xcode builds for iOS 15 or later",
                "raise IPHONEOS_DEPLOYMENT_TARGET to 15.0 or later"))
        }
        let kind = connectBody != nil ? "the window block moved" : "storyboard window"
        findings.insert(finding(nil, .info, at: entry.entryToken, in: entry.entryTree,
            "adopt the scene life cycle: \(ScenePaths.fileName(of: newPath)) (\(kind)\(callbacks.isEmpty ? "" : ", \(callbacks.count) callbacks moved")), Info.plist manifest\(target != nil ? ", project file" : "")",
            fix: fix), at: 0)

        let audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.declaration.name, skip: (file.path, movedTokens))
        for tree in appFiles { findings += audit.findings(in: tree) }
        findings += ipadManifestFindings(plists.map(\.document))
        return findings
    }

    private func ipadManifestFindings(_ plists: [PlistDocument]) -> [Finding] {
        guard plists.contains(where: { $0.root["UIApplicationSceneManifest~ipad"] != nil
            && SceneManifest.state(of: $0, key: "UIApplicationSceneManifest~ipad") != .adopted }) else { return [] }
        return [finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                        "UIApplicationSceneManifest~ipad has no scene configuration and overrides the manifest on iPad",
                        "give it the same Default Configuration, or delete it")]
    }

    private func relativePath(_ path: String, from directory: String) -> String {
        let p = PathShape.normalized(path), d = PathShape.normalized(directory)
        if d.isEmpty { return p }
        return p.hasPrefix(d + "/") ? String(p.dropFirst(d.count + 1)) : p
    }

    private func yamlManifest(_ className: String, _ storyboard: String?) -> String {
        "UIApplicationSceneManifest: {UIApplicationSupportsMultipleScenes: false, UISceneConfigurations: {UIWindowSceneSessionRoleApplication: [{UISceneConfigurationName: Default Configuration, UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).\(className)\(storyboard.map { ", UISceneStoryboardFile: \($0)" } ?? "")}]}}"
    }

    private func swiftManifest(_ className: String, _ storyboard: String?) -> String {
        "[\"UIApplicationSupportsMultipleScenes\": false, \"UISceneConfigurations\": [\"UIWindowSceneSessionRoleApplication\": [[\"UISceneConfigurationName\": \"Default Configuration\", \"UISceneDelegateClassName\": \"$(PRODUCT_MODULE_NAME).\(className)\"\(storyboard.map { ", \"UISceneStoryboardFile\": \"\($0)\"" } ?? "")]]]]"
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
