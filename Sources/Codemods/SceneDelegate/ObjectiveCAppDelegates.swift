import Rewriter

/// App targets whose entry point is Objective-C (`main.m`, an app delegate in a `.m` or `.mm`
/// file) and whose Info.plist has no usable manifest: migrated by `ObjectiveCSceneAdoption`, or
/// reported (SCENE-E5) when the app delegate cannot be found or read.
struct ObjectiveCAppDelegates {
    let project: ProjectContext
    let rule: String
    /// Root-relative paths of the Swift app delegates already handled.
    let handledSwiftFiles: Set<String>
    /// The checkout has a Swift app of its own (outside sample folders).
    var hasOwnSwiftApp = false

    /// An Objective-C implementation file (`.m`, or `.mm` for Objective-C++).
    static func isImplementation(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    func outcomes() -> [SceneAdoption.Outcome] {
        // An entry point is a `.m` or `.mm` file the checkout holds (the walk found it): without
        // one, no target has any, and its sources are not worth listing.
        guard project.otherPaths.contains(where: Self.isImplementation)
                || project.objectiveCFiles.keys.contains(where: Self.isImplementation) else { return [] }
        var found: [(target: PBXTarget, entry: String, result: Result<ObjectiveCAppDelegate, ObjectiveCAppDelegate.Problem>, sources: [String])] = []
        var ownApp = false
        let existing = Set(project.otherPaths.map(PathShape.normalized))
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: PathShape.normalized(path)))
            for target in pbx.nativeTargets where target.isApplication {
                var sources = pbx.sourceFileReferences(of: target).compactMap { pbx.path(of: $0) }.map { ScenePaths.join(directory, $0) }
                    .filter { !Self.isImplementation($0) || existing.contains(PathShape.normalized($0)) }
                // Synchronized folders list no files: the Objective-C files read under them.
                for file in project.objectiveCFiles.keys.sorted() where !file.hasSuffix(".h") && !sources.contains(file) {
                    if let relative = XcodeTarget.relative(PathShape.normalized(file), to: directory), pbx.synchronizes(relative, in: target) {
                        sources.append(file)
                    }
                }
                guard sources.allSatisfy({ !handledSwiftFiles.contains($0) }),
                      let entry = sources.first(where: { $0.hasSuffix("AppDelegate.m") || $0.hasSuffix("AppDelegate.mm") })
                        ?? sources.first(where: { ["main.m", "main.mm"].contains(ScenePaths.fileName(of: $0)) }) else { continue }
                // Only iOS apps: the SDK of the target or of the project.
                let sdk = pbx.buildSetting("SDKROOT", of: target).first?.value.stringValue
                    ?? pbx.projectBuildConfigurations.lazy.compactMap { $0["buildSettings"]?["SDKROOT"]?.stringValue }.first
                // `auto` (multiplatform targets) counts when the supported platforms include iOS.
                let platforms = pbx.buildSetting("SUPPORTED_PLATFORMS", of: target).first?.value.stringValue ?? ""
                guard sdk == nil || sdk == "iphoneos" || (sdk == "auto" && platforms.contains("iphoneos")) else { continue }
                // An app of the checkout's own, adopted or not, makes the sample apps beside it wait.
                if SampleApps.folder(of: entry) == nil { ownApp = true }
                let plists = XcodeTarget.infoPlistSettings(of: target, in: pbx, projectDirectory: directory, configFiles: project.xcodeConfigFiles)
                    .map { setting -> String in
                        var p = setting
                        for prefix in ["$(SRCROOT)/", "${SRCROOT}/"] where p.hasPrefix(prefix) { p.removeFirst(prefix.count) }
                        return ScenePaths.join(directory, p)
                    }
                let locator = InfoPlistLocator(project: project)
                let documents = plists.compactMap { locator.projectFile($0) }.compactMap { try? PlistDocument.parse($0.bytes) }
                if !documents.isEmpty, documents.allSatisfy({ SceneManifest.state(of: $0) == .adopted }) { continue }
                if documents.isEmpty, pbx.buildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", of: target).isEmpty == false { continue }
                let objectiveCSources = sources.filter(Self.isImplementation)
                let listed = Set(sources.map(PathShape.normalized))
                let compiles = { (path: String) -> Bool in
                    let normalized = PathShape.normalized(path)
                    if listed.contains(normalized) { return true }
                    guard let relative = XcodeTarget.relative(normalized, to: directory) else { return false }
                    return pbx.synchronizes(relative, in: target)
                }
                found.append((target, entry, ObjectiveCAppDelegate.find(sources: objectiveCSources, project: project, compiles: compiles), objectiveCSources))
            }
        }
        // A checkout's own apps come first: the sample apps of libraries it holds are migrated on their own folders.
        let hasOwnApp = hasOwnSwiftApp || ownApp
        var outcomes: [SceneAdoption.Outcome] = []
        var seen: Set<String> = []
        for (target, entry, result, objectiveCSources) in found {
            if hasOwnApp, let folder = SampleApps.folder(of: entry) {
                guard seen.insert(PathShape.normalized(entry)).inserted else { continue }
                outcomes.append(SceneAdoption.Outcome(findings: [Finding(rule: rule, code: "SCENE-W13", severity: .warning, path: entry, line: 1, column: 1, offset: 0,
                    message: "a sample app (in \(folder)/) next to the checkout's own app; not migrated with it",
                    suggestion: "run modernize on \(folder) to migrate the sample too")]))
                continue
            }
            switch result {
            case .failure(let problem):
                // Targets sharing the entry file are one report.
                guard seen.insert(PathShape.normalized(entry)).inserted else { continue }
                outcomes.append(SceneAdoption.Outcome(findings: [Finding(rule: rule, code: "SCENE-E5", severity: .warning, path: entry, line: 1, column: 1, offset: 0,
                    message: "the app target \(target.name) starts from Objective-C (\(ScenePaths.fileName(of: entry))) and has no usable scene manifest; \(problem.reason), so it is not migrated",
                    suggestion: "add a UIWindowSceneDelegate class, a UIApplicationSceneManifest with a Default Configuration naming it, and build the window in scene:willConnectToSession:options:")]))
            case .success(let delegate):
                // Targets sharing the app delegate (flavours) are one migration.
                guard seen.insert(PathShape.normalized(delegate.path)).inserted else { continue }
                let syntaxes = objectiveCSources.compactMap { project.objectiveCSyntax(at: $0) }
                outcomes.append(ObjectiveCSceneAdoption(delegate: delegate, sources: syntaxes, project: project, rule: rule).run())
            }
        }
        return outcomes
    }
}
