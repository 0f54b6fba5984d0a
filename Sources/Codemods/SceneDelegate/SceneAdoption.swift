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

    /// Looks a project file up by path, whatever form (absolute or relative) the runner used.
    private func projectFile(_ path: String) -> (key: String, bytes: [UInt8])? {
        let wanted = ScenePaths.normalize(path)
        for (key, bytes) in project.projectFiles where ScenePaths.normalize(key) == wanted { return (key, bytes) }
        return nil
    }

    private enum Generator { case xcodegen(String), tuist(String) }

    private var generator: Generator? {
        if let yml = project.projectFiles.keys.sorted().first(where: { ScenePaths.fileName(of: $0) == "project.yml" }) {
            return .xcodegen(yml)
        }
        if let tuist = project.files.first(where: { ScenePaths.fileName(of: $0.file.path) == "Project.swift"
            && String(decoding: $0.file.bytes, as: UTF8.self).contains("import ProjectDescription") }) {
            return .tuist(tuist.file.path)
        }
        return nil
    }

    func run() -> [Finding] {
        let generator = self.generator
        let target = generator == nil ? XcodeTarget.find(compiling: file.path, in: project.projectFiles) : nil

        // Info.plist: the target's INFOPLIST_FILE, else one beside the app delegate or above it.
        var plistPath: String?
        if let target, let setting = target.setting("INFOPLIST_FILE") { plistPath = target.resolve(setting) }
        if plistPath == nil, case .xcodegen(let yml)? = generator, let setting = xcodegenInfoPlist(yml) {
            plistPath = ScenePaths.join(ScenePaths.directory(of: yml), setting)
        }
        if plistPath == nil, target == nil {
            var dir = ScenePaths.directory(of: file.path)
            while true {
                if projectFile(ScenePaths.join(dir, "Info.plist")) != nil { plistPath = ScenePaths.join(dir, "Info.plist"); break }
                if dir.isEmpty || dir == "/" || !dir.contains("/") { break }
                dir = ScenePaths.directory(of: dir)
            }
        }
        let plistFile = plistPath.flatMap(projectFile)
        if let plistFile, InfoPlistDocument.isBinary(plistFile.bytes) {
            return [finding("SCENE-E2", .error, at: entry.entryToken, in: entry.entryTree,
                            "\(plistFile.key) is a binary property list; the scene manifest cannot be added in place",
                            "convert it with `plutil -convert xml1` and run again")]
        }
        let plist = plistFile.flatMap { InfoPlistDocument(bytes: $0.bytes) }
        if plistFile != nil, plist == nil {
            return [finding("SCENE-E2", .error, at: entry.entryToken, in: entry.entryTree,
                            "\(plistFile!.key) could not be read as an XML property list", "check the file, then run again")]
        }

        let generation = target?.setting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation") == "YES"
        let storyboard = plist?.root["UIMainStoryboardFile"]?.text.map(ScenePaths.removingExtension)
            ?? target?.setting("INFOPLIST_KEY_UIMainStoryboardFile").map(ScenePaths.removingExtension)
        let manifest = plist.map { SceneManifest.state(of: $0) } ?? .missing
        let hasConfigurationMethod = entry.functions.contains { $0.labels.contains("configurationForConnecting") }
        let sceneDelegateTypes = project.index.typesByName.values.joined().filter {
            $0.kind == .class && project.index.inherits($0.name, fromAnyOf: ["UIWindowSceneDelegate", "UISceneDelegate"])
        }
        let lifecycleLeft = entry.functions.contains { f in LifecycleCallbacks.renames.contains { $0.appDelegate == f.name } }

        // Already adopted: audit only.
        if manifest == .adopted || (manifest != .missing && hasConfigurationMethod && !sceneDelegateTypes.isEmpty)
            || (generation && hasConfigurationMethod && !sceneDelegateTypes.isEmpty) {
            var findings = ipadManifestFindings(plist)
            if !sceneDelegateTypes.isEmpty, lifecycleLeft {
                findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                    "partial scene adoption: a scene delegate exists but the app delegate still has foreground/background callbacks, which no longer run",
                    "move them to the scene delegate's sceneDidBecomeActive/sceneWillResignActive/sceneDidEnterBackground/sceneWillEnterForeground"))
            }
            let audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.declaration.name, skip: ("", []))
            for tree in project.files { findings += audit.findings(in: tree) }
            return findings
        }
        if hasConfigurationMethod || !sceneDelegateTypes.isEmpty {
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
        if generation {
            findings.append(finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                "partial scene adoption: INFOPLIST_KEY_UIApplicationSceneManifest_Generation writes a manifest with no delegate configuration and overrides Info.plist",
                "the setting is removed and the manifest written to Info.plist"))
        }

        // Without a manifest the scene delegate would never run and the moved window code
        // would leave a black screen: no fix at all unless the manifest can be written.
        let regeneratedPlist: Bool = {
            if case .xcodegen(let yml)? = generator { return xcodegenGeneratesInfoPlist(yml) }
            return false
        }()
        if (plist == nil && (target == nil || generator != nil)) || regeneratedPlist {
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
                where_ = "no Info.plist was found for this app"
                snippet = "add UIApplicationSceneManifest with a Default Configuration naming $(PRODUCT_MODULE_NAME).SceneDelegate"
            }
            return findings + [finding("SCENE-W6", .warning, at: entry.entryToken, in: entry.entryTree,
                "\(where_); the scene manifest cannot be written, so nothing is migrated",
                snippet + ", then add a SceneDelegate (UIWindowSceneDelegate) that builds the window in scene(_:willConnectTo:options:) and run again")]
        }

        // Name of the new class and file.
        let directory = ScenePaths.directory(of: file.path)
        let taken: (String) -> Bool = { name in
            project.files.contains { tree in
                ScenePaths.normalize(tree.file.path) == ScenePaths.join(directory, name + ".swift")
            } || project.index.declares(name) || project.otherPaths.contains { ScenePaths.normalize($0) == ScenePaths.join(directory, name + ".swift") }
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
                let bodyRange = (entry.declaration.open ?? 0)..<(entry.declaration.close ?? 0)
                let creates = bodyRange.first { t in file.tokens.kinds[t] == .identifier && file.token(t, is: "UIWindow") }
                return [finding("SCENE-E3", .error, at: creates ?? entry.entryToken, in: creates == nil ? entry.entryTree : entry.tree,
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
            let usedElsewhere = project.files.contains { audit.findings(in: $0).contains { $0.code == "SCENE-A1" } }
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
            for i in 0..<file.tokens.count where file.tokens.kinds[i] == .keyword && file.token(i, is: "import") {
                guard file.previous(before: i).map({ file.tokens.kinds[$0] != .attribute }) ?? true,
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
        if let plist, let plistFile {
            fix.edits[plistFile.key] = SceneManifest.edits(for: plist, delegateClass: className, storyboard: sceneStoryboard)
        } else if let target {
            let dir = ScenePaths.directory(of: file.path)
            createdPlist = ScenePaths.join(dir, "Info.plist")
            fix.newFiles.append(NewFile(path: createdPlist!, contents: SceneManifest.newFile(delegateClass: className, storyboard: sceneStoryboard)))
            _ = target
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
                var pbx = PBXProjEdits(document: target.document)
                ProjectRegistration(target: target, newFileName: className + ".swift", newPath: newPath).register(into: &pbx)
                if generation { pbx.removeSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", in: target.configurations) }
                if let createdPlist {
                    let relative = relativePath(createdPlist, from: target.projectDirectory)
                    pbx.setSetting("INFOPLIST_FILE", value: PBXProjEdits.quoted(relative), in: target.configurations)
                    if let folder = target.synchronizedFolder, let group = target.synchronizedGroup, createdPlist.hasPrefix(folder + "/") {
                        ProjectRegistration.addException(String(createdPlist.dropFirst(folder.count + 1)), group: group, folder: folder,
                                                         target: target.target, into: &pbx)
                    }
                }
                if !pbx.edits.isEmpty { fix.edits[target.pbxprojPath] = pbx.edits }
            }
        }

        if let version = target?.deploymentTarget, let major = Int(version.split(separator: ".").first ?? ""), major < 13 {
            findings.append(finding("SCENE-W7", .warning, at: entry.entryToken, in: entry.entryTree,
                "the deployment target is iOS \(version), but UIScene and \(className) need iOS 13; the iOS 27 SDK's Xcode builds for iOS 15 or later",
                "raise IPHONEOS_DEPLOYMENT_TARGET to 15.0 or later"))
        }
        let kind = connectBody != nil ? "the window block moved" : "storyboard window"
        findings.insert(finding(nil, .info, at: entry.entryToken, in: entry.entryTree,
            "adopt the scene life cycle: \(newPath) (\(kind)\(callbacks.isEmpty ? "" : ", \(callbacks.count) callbacks moved")), Info.plist manifest\(target != nil ? ", project file" : "")",
            fix: fix), at: 0)

        let audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.declaration.name, skip: (file.path, movedTokens))
        for tree in project.files { findings += audit.findings(in: tree) }
        findings += ipadManifestFindings(plist)
        return findings
    }

    private func ipadManifestFindings(_ plist: InfoPlistDocument?) -> [Finding] {
        guard let plist, plist.root["UIApplicationSceneManifest~ipad"] != nil,
              SceneManifest.state(of: plist, key: "UIApplicationSceneManifest~ipad") != .adopted else { return [] }
        return [finding("SCENE-E1", .warning, at: entry.entryToken, in: entry.entryTree,
                        "UIApplicationSceneManifest~ipad has no scene configuration and overrides the manifest on iPad",
                        "give it the same Default Configuration, or delete it")]
    }

    private func xcodegenInfoPlist(_ yml: String) -> String? {
        guard let bytes = projectFile(yml)?.bytes else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let t = line.trimmingCharacters(in: " \t\r")
            if t.hasPrefix("INFOPLIST_FILE:") { return t.dropFirst("INFOPLIST_FILE:".count).trimmingCharacters(in: " \"'") }
        }
        return nil
    }

    /// Whether project.yml has an `info:` block, from which XcodeGen rewrites the Info.plist.
    private func xcodegenGeneratesInfoPlist(_ yml: String) -> Bool {
        guard let bytes = projectFile(yml)?.bytes else { return false }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
            line.first == " " && line.trimmingCharacters(in: " \t\r") == "info:"
        }
    }

    private func relativePath(_ path: String, from directory: String) -> String {
        let p = ScenePaths.normalize(path), d = ScenePaths.normalize(directory)
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
