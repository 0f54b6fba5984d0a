import Rewriter

/// Decides what one app-lifecycle entry point needs: an audit when the app already uses scenes,
/// a finding when it cannot be migrated, or the migration (the bridge) as one fix.
struct SceneAdoption {
    let entry: AppDelegateEntry
    let project: ProjectContext
    let rule: String

    /// What came out: findings, and the migration when there is one. Migrations of one project
    /// are merged into a single fix by `SceneDelegateMigration`.
    struct Outcome {
        var findings: [Finding] = []
        var migration: Migration?
        /// An app this rule migrated earlier (its scene delegate attaches the app delegate's
        /// window): the window creations that join its scene, and its files, as `Migration` has them.
        var bridgedWindows: [String: [Range<Int>]] = [:]
        var bridgedFiles: Set<String> = []
    }

    struct Migration {
        /// The info finding that carries the fix once the project's migrations are merged.
        var summary: Finding
        var fix: Fix
        /// Migrations with the same key (one project file, or one generator) share a fix.
        var groupKey: String
        var target: XcodeTarget?
        /// The Info.plists it edits.
        var plistKeys: [String]
        /// Window creations the bridge puts in the scene (wrapped, or attached when the scene
        /// connects), by file: other rules do not call them sceneless.
        var bridgedWindows: [String: [Range<Int>]] = [:]
        /// The app's files, whose `delegate?.window` keeps pointing at the on-screen window.
        var appFiles: Set<String> = []
    }

    private var file: SourceFile { entry.file }

    func finding(_ code: String?, _ severity: Severity, at token: Int, in tree: SyntaxTree? = nil, _ message: String,
                 _ suggestion: String? = nil) -> Finding {
        let f = (tree ?? entry.tree).file
        return Finding(rule: rule, code: code, severity: severity, file: f, offset: f.tokens.start(token),
                       message: message, suggestion: suggestion)
    }

    private func atEntry(_ code: String?, _ severity: Severity, _ message: String, _ suggestion: String? = nil) -> Finding {
        finding(code, severity, at: entry.entryToken, in: entry.entryTree, message, suggestion)
    }

    /// The .xcodeproj whose folder holds the app delegate (nearest first), if any.
    private func enclosingXcodeProject() -> String? {
        let path = PathShape.normalized(file.path)
        var best: String?
        for key in project.xcodeProjects.keys where key.hasSuffix(".xcodeproj/project.pbxproj") {
            let xcodeproj = ScenePaths.directory(of: PathShape.normalized(key))
            let folder = ScenePaths.directory(of: xcodeproj)
            guard folder.isEmpty || path.hasPrefix(folder + "/") else { continue }
            if best.map({ ScenePaths.directory(of: $0).count < folder.count }) ?? true { best = xcodeproj }
        }
        return best
    }

    func run() -> Outcome {
        let facts: SceneAppFacts
        switch SceneAppFacts.gather(entry: entry, project: project) {
        case .failure(let problem):
            return Outcome(findings: [atEntry("SCENE-E2", .error, problem.message, problem.suggestion)])
        case .success(let gathered):
            facts = gathered
        }
        if facts.target == nil, facts.generator == nil, let xcodeproj = enclosingXcodeProject() {
            return Outcome(findings: [atEntry("SCENE-W12", .warning,
                "no target of \(xcodeproj) compiles this file, so it is not an app's delegate there; not migrated",
                "if an app does build it, add the file to that target (or name the project's generator), then run again")])
        }
        let surface = AppDelegateSurface.of(entry, in: project, appFilePaths: facts.appFilePaths)
        let status = SceneAdoptionStatus(entry: entry, facts: facts, surface: surface, adoption: self)
        if let audit = status.auditOnly() { return audit }
        var findings = status.partialAdoptionFindings()
        if let refusal = status.refusal() { return Outcome(findings: findings.filter { $0.code != "SCENE-E1" } + [refusal]) }
        if let base = entry.unreadSuperclass {
            return Outcome(findings: findings.filter { $0.code != "SCENE-E1" } + [atEntry("SCENE-E3", .error,
                "\(entry.name) inherits all of its app-delegate code from \(base), which is not Swift code of this project "
                    + "(Objective-C, or a framework's): what its launch does cannot be read, so the app is not migrated, and "
                    + "built with the iOS 27 SDK it does not launch without a scene manifest",
                "adopt the scene life cycle by hand: a UIWindowSceneDelegate that shows the window \(base) builds at launch "
                    + "(window.windowScene = the scene), and a UIApplicationSceneManifest naming it in the Info.plist")])
        }

        var plan = BridgePlan(entry: entry, facts: facts, surface: surface, project: project)
        switch plan.decide() {
        case .refused(let blockers):
            return Outcome(findings: blockers.map { finding("SCENE-E3", .error, at: $0.token, in: $0.tree, $0.message, $0.suggestion) })
        case .ready:
            break
        }
        guard let className = status.sceneDelegateClassName() else {
            return Outcome(findings: [atEntry("SCENE-E3", .error, "both `SceneDelegate` and `AppSceneDelegate` are taken in this app",
                                              "add the scene delegate by hand")])
        }
        let directory = ScenePaths.directory(of: file.path)
        let newPath = ScenePaths.join(directory, className + ".swift")

        var fix = Fix(safety: SceneDelegateExplanation.behaviorChange)
        let source = plan.source(className: className)
        fix.newFiles.append(NewFile(path: newPath, contents: source.render()))
        for (path, edits) in plan.swiftEdits() { fix.edits[path, default: []] += edits }

        // Info.plist.
        let sceneStoryboard: String?
        if case .sceneStoryboard = source.window { sceneStoryboard = facts.storyboard } else { sceneStoryboard = nil }
        var createdPlist: String?
        var plistKeys: [String] = []
        if !facts.plists.isEmpty {
            for plist in facts.plists where SceneManifest.state(of: plist.document) != .adopted {
                fix.edits[plist.key] = SceneManifest.storyboardEdits(for: plist.document, delegateClass: className, storyboard: sceneStoryboard)
                plistKeys.append(plist.key)
            }
        } else if facts.target != nil {
            let path = ScenePaths.join(directory, "Info.plist")
            // Never write over a file the target does not use as its Info.plist.
            if InfoPlistLocator(project: project).projectFile(path) != nil {
                return Outcome(findings: findings + [atEntry("SCENE-W6", .warning,
                    "\(path) exists but is not the target's INFOPLIST_FILE; the scene manifest has nowhere safe to go, so nothing is migrated",
                    "set INFOPLIST_FILE to the plist the app should use, then run again")])
            }
            createdPlist = path
            fix.newFiles.append(NewFile(path: path, contents: SceneManifest.newFile(delegateClass: className, storyboard: sceneStoryboard)))
        }

        // project.pbxproj, or what to tell a generator.
        var groupKey = entry.file.path
        switch facts.generator {
        case .xcodegen(let yml):
            groupKey = yml
            findings.append(finding("SCENE-W6", .warning, at: entry.declaration.nameToken,
                "\(yml) generates the Xcode project: the .pbxproj is not edited; \(className).swift is picked up when the project is regenerated",
                "run `xcodegen generate`; if the target's Info.plist comes from `info: properties:`, add UIApplicationSceneManifest there: "
                    + SceneManifestSnippets.yaml(className, sceneStoryboard)))
        case .tuist(let path):
            groupKey = path
            findings.append(finding("SCENE-W6", .warning, at: entry.declaration.nameToken,
                "\(path) generates the Xcode project: the .pbxproj is not edited; \(className).swift is picked up when the project is regenerated",
                "run `tuist generate`, and check that the target's `sources` glob covers \(newPath)"))
        case nil:
            if let target = facts.target {
                groupKey = target.pbxprojPath
                var registration = ProjectRegistration(target: target)
                do {
                    try registration.registerSource(newPath: newPath, alsoIn: target.testBundles(compiling: plan.wrappedPaths))
                    if facts.generation { try registration.setSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", to: nil) }
                    if let createdPlist, let relative = target.projectRelative(createdPlist) {
                        try registration.setSetting("INFOPLIST_FILE", to: relative)
                        try registration.excludeFromApp(createdPlist)
                    }
                } catch {
                    return Outcome(findings: findings.filter { $0.code != nil } + [atEntry("SCENE-E2", .error,
                        "\(target.pbxprojPath) cannot be edited safely: \(error.description); nothing is migrated",
                        "add \(newPath) to the target by hand, then run again")])
                }
                let pbx = FixMerging.mergeEdits(registration.edits)
                if !pbx.isEmpty { fix.edits[target.pbxprojPath] = pbx }
            }
        }

        findings += plan.notes(rule: rule)
        if let availability = plan.availability {
            findings.append(atEntry("SCENE-W7", .info,
                "\(className) is marked `\(availability.attribute)`: on older systems (the deployment target is \(plan.deploymentDescription)) UIKit ignores the scene manifest and calls the app delegate as before"))
        }
        let summary = atEntry(nil, .info, "adopt the scene life cycle: " + plan.summary(newFile: ScenePaths.fileName(of: newPath))
                              + ", Info.plist manifest" + (facts.target != nil ? ", project file" : ""))
        var audit = SceneAdoptionAudit(rule: rule, appDelegateName: entry.name, bridged: true,
                                       sceneless: { [unknownFiles = plan.unknownFiles] in unknownFiles.contains(PathShape.normalized($0)) })
        audit.migrating = true
        // A read in launch code has its own finding (SCENE-W11), which says so.
        let launchReads = Set(plan.launchWindowListReads.map { "\($0.tree.file.tokens.start($0.token)) " + $0.tree.file.path })
        for tree in facts.appFiles {
            findings += audit.findings(in: tree).filter { !launchReads.contains("\($0.offset) " + $0.path) }
        }
        // The app's Objective-C code looks for windows through UIApplication as its Swift code does.
        findings += audit.objectiveCFindings(in: facts.appObjectiveCSources(where: SceneAdoptionAudit.objectiveCMayMatter))
        findings += status.ipadManifestFindings()
        var migration = Migration(summary: summary, fix: fix, groupKey: groupKey, target: facts.target, plistKeys: plistKeys)
        for site in plan.wrapSites + plan.launchWindows {
            migration.bridgedWindows[site.file.path, default: []].append(site.file.tokens.start(site.callee)..<site.file.tokens.end(site.close))
        }
        migration.appFiles = facts.appFilePathsAsRead.union(facts.appObjectiveCPaths)
        return Outcome(findings: findings, migration: migration)
    }
}

/// The manifest as a snippet for project generators' configuration.
enum SceneManifestSnippets {
    static func yaml(_ className: String, _ storyboard: String?) -> String {
        "UIApplicationSceneManifest: {UIApplicationSupportsMultipleScenes: false, UISceneConfigurations: {UIWindowSceneSessionRoleApplication: [{UISceneConfigurationName: Default Configuration, UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).\(className)\(storyboard.map { ", UISceneStoryboardFile: \($0)" } ?? "")}]}}"
    }

    static func swift(_ className: String, _ storyboard: String?) -> String {
        "[\"UIApplicationSupportsMultipleScenes\": false, \"UISceneConfigurations\": [\"UIWindowSceneSessionRoleApplication\": [[\"UISceneConfigurationName\": \"Default Configuration\", \"UISceneDelegateClassName\": \"$(PRODUCT_MODULE_NAME).\(className)\"\(storyboard.map { ", \"UISceneStoryboardFile\": \"\($0)\"" } ?? "")]]]]"
    }
}
