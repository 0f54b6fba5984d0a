import Rewriter

/// The Xcode app target that compiles an app delegate, read with the engine's
/// project.pbxproj reader: its build settings, the group or synchronized
/// folder holding the file, and the Swift files it compiles.
struct XcodeTarget {
    let pbxprojPath: String
    /// The folder holding the .xcodeproj, root-relative as the runner gave it.
    let projectDirectory: String
    let project: PBXProject
    let target: PBXTarget
    /// Classic groups: the app delegate's PBXFileReference.
    let appDelegateReference: String?
    /// Synchronized folders: the root group whose folder holds the app delegate, and that folder.
    let synchronizedGroup: PBXObject?
    let synchronizedFolder: String?
    /// Root-relative paths of the files the target compiles (classic groups), or nil.
    let sourcePaths: Set<String>?
    /// Every app target of the project that compiles the app delegate (flavours such as
    /// "App" and "App Beta"), this one first; never empty.
    let siblingTargets: [PBXTarget]
    /// The checkout's `.xcconfig` files, for settings the configurations take from them (nil: not read).
    var configFiles: XcodeConfigFiles? = nil

    var name: String { target.name }
    var configurations: [PBXObject] { project.buildConfigurations(of: target) }
    /// The build configurations of every sibling target.
    var allConfigurations: [PBXObject] { siblingTargets.flatMap { project.buildConfigurations(of: $0) } }

    /// The first configuration's value of a build setting.
    func setting(_ key: String) -> String? { settings(key).first }

    /// Every distinct value the configurations of the target and its siblings give a setting.
    func settings(_ key: String) -> [String] {
        var values: [String] = []
        for app in siblingTargets {
            for (_, value) in project.buildSetting(key, of: app) {
                if let text = value.stringValue, !values.contains(text) { values.append(text) }
            }
        }
        return values
    }

    /// The lowest value any configuration of the target gives, else the project's; with the
    /// xcconfig files, the lowest known value the configurations take from every level.
    func settingOrProject(_ key: String) -> String? {
        func lower(_ a: String, _ b: String) -> Bool {
            (DeploymentTarget(a) ?? DeploymentTarget(major: 999, minor: 0)) < (DeploymentTarget(b) ?? DeploymentTarget(major: 999, minor: 0))
        }
        if let stacks = buildSettingStacks() {
            return stacks.flatMap { $0.values(key).values.compactMap { $0 } }.min(by: lower)
        }
        let own = settings(key)
        if !own.isEmpty { return own.min(by: lower) }
        return project.projectBuildConfigurations.lazy.compactMap { $0["buildSettings"]?[key]?.stringValue }.first
    }

    /// Every value the configurations of the target and its siblings may give a setting, the
    /// `.xcconfig` files they are based on included; nil without those files or when a value
    /// cannot be known.
    func layeredSettings(_ key: String) -> [String]? {
        guard let configFiles else { return nil }
        return Self.layeredSettings(key, of: siblingTargets, in: project, projectDirectory: projectDirectory, configFiles: configFiles)
    }

    /// `layeredSettings(_:)` for any targets of a project: every value their configurations may
    /// give `key` with the `.xcconfig` files they are based on, nil when one cannot be known.
    static func layeredSettings(_ key: String, of targets: [PBXTarget], in project: PBXProject, projectDirectory: String,
                                configFiles: XcodeConfigFiles) -> [String]? {
        var values: [String] = []
        for target in targets {
            for stack in project.buildSettingStacks(of: target, projectDirectory: projectDirectory, configFiles: configFiles) {
                guard let known = stack.values(key).knownValues else { return nil }
                for value in known where !value.isEmpty && !values.contains(value) { values.append(value) }
            }
        }
        return values
    }

    /// The INFOPLIST_FILE values of `target`'s configurations: the project file's, else those of
    /// the `.xcconfig` files the configurations are based on.
    static func infoPlistSettings(of target: PBXTarget, in project: PBXProject, projectDirectory: String,
                                  configFiles: XcodeConfigFiles) -> Set<String> {
        let own = Set(project.buildSetting("INFOPLIST_FILE", of: target).compactMap { $0.value.stringValue })
        if !own.isEmpty { return own }
        return Set(layeredSettings("INFOPLIST_FILE", of: [target], in: project, projectDirectory: projectDirectory, configFiles: configFiles) ?? [])
    }

    /// The configurations of the target and its siblings as Xcode layers their settings, nil
    /// without the xcconfig files.
    private func buildSettingStacks() -> [BuildSettingStack]? {
        guard let configFiles else { return nil }
        return siblingTargets.flatMap { project.buildSettingStacks(of: $0, projectDirectory: projectDirectory, configFiles: configFiles) }
    }

    /// The lowest deployment target the configurations may take; with the xcconfig files, unknown
    /// when one possible value cannot be known.
    private func deploymentTarget(_ key: String) -> DeploymentTarget? {
        guard let stacks = buildSettingStacks() else { return settingOrProject(key).flatMap { DeploymentTarget($0) } }
        return FileDeploymentTargets.lowest(key, in: stacks)
    }

    /// The platforms the target builds for (iOS, tvOS) with their deployment targets.
    var platforms: [(name: String, deployment: DeploymentTarget?)] {
        let sdk = settingOrProject("SDKROOT") ?? "iphoneos"
        let supported = settingOrProject("SUPPORTED_PLATFORMS") ?? sdk
        var result: [(String, DeploymentTarget?)] = []
        if sdk == "iphoneos" || supported.contains("iphone") {
            result.append(("iOS", deploymentTarget("IPHONEOS_DEPLOYMENT_TARGET")))
        }
        if sdk == "appletvos" || supported.contains("appletv") {
            result.append(("tvOS", deploymentTarget("TVOS_DEPLOYMENT_TARGET")))
        }
        return result
    }

    /// Resolves `$(SRCROOT)`-relative paths from build settings to root-relative ones.
    func resolve(_ setting: String) -> String {
        var path = setting
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        return ScenePaths.join(projectDirectory, path)
    }

    /// A root-relative path as the project sees it (relative to its folder), nil when outside.
    func projectRelative(_ path: String) -> String? { Self.relative(PathShape.normalized(path), to: projectDirectory) }

    /// Whether the target compiles the Swift file at `path`.
    func compiles(_ path: String) -> Bool {
        let p = PathShape.normalized(path)
        if let folder = synchronizedFolder { return p.hasPrefix(folder + "/") }
        return sourcePaths?.contains(p) ?? true
    }

    /// Root-relative paths of the Swift files that a target other than an app or a test bundle
    /// compiles (an extension or framework could not use the scene delegate). For synchronized
    /// folders, the test is `isCompiledBySynchronizedNonApp(_:)` per path.
    /// Files that targets other than apps and test bundles compile, with the first such target's name.
    func pathsCompiledByOtherTargets() -> [String: String] {
        var paths: [String: String] = [:]
        for other in project.nativeTargets where !other.isApplication && !Self.isTestBundle(other) {
            for reference in project.sourceFileReferences(of: other) {
                if let path = project.path(of: reference) {
                    let joined = ScenePaths.join(projectDirectory, path)
                    if paths[joined] == nil { paths[joined] = other.name }
                }
            }
        }
        return paths
    }

    static func isTestBundle(_ target: PBXTarget) -> Bool {
        target.productType == "com.apple.product-type.bundle.unit-test" || target.productType == "com.apple.product-type.bundle.ui-testing"
    }

    /// Test bundles that compile one of `paths` themselves (not through a host app).
    func testBundles(compiling paths: Set<String>) -> [PBXTarget] {
        project.nativeTargets.filter { target in
            Self.isTestBundle(target) && project.sourceFileReferences(of: target).contains { reference in
                project.path(of: reference).map { paths.contains(ScenePaths.join(projectDirectory, $0)) } ?? false
            }
        }
    }

    /// Whether a file of the app's synchronized folder is also compiled by a target that is not an app.
    func isCompiledBySynchronizedNonApp(_ path: String) -> Bool {
        guard synchronizedGroup != nil, let relative = projectRelative(path) else { return false }
        return project.nativeTargets.contains { !$0.isApplication && project.synchronizes(relative, in: $0) }
    }

    /// Extension targets (not apps) that compile the same synchronized folder.
    var extensionsSharingFolder: [PBXTarget] {
        guard let group = synchronizedGroup else { return [] }
        return project.nativeTargets.filter { other in
            other.id != target.id && !other.isApplication && project.synchronizedGroups(of: other).contains { $0.id == group.id }
        }
    }

    static func relative(_ path: String, to directory: String) -> String? { PathShape.relative(path, inside: directory) }

    /// The app target of the project's Xcode projects that compiles `swiftPath`. The paths the
    /// app targets compile are gathered once per run for every file asked about (the entry
    /// point's file and the app delegate's are usually compiled by the same targets).
    static func find(compiling swiftPath: String, in project: ProjectContext) -> XcodeTarget? {
        find(compiling: swiftPath, in: project.xcodeProjects, configFiles: project.xcodeConfigFiles, context: project)
    }

    /// Finds the app target (in any project file) that compiles `swiftPath`.
    static func find(compiling swiftPath: String, in projects: [String: PBXProject], configFiles: XcodeConfigFiles? = nil,
                     context: ProjectContext? = nil) -> XcodeTarget? {
        let wanted = PathShape.normalized(swiftPath)
        for (path, project) in projects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: PathShape.normalized(path)))
            guard let relative = relative(wanted, to: directory) else { continue }
            for reference in project.fileReferences(atPath: relative) {
                let apps = project.targets(compiling: reference.id).filter(\.isApplication)
                guard let target = apps.first else { continue }
                func gather() -> Set<String> {
                    Set(apps.flatMap { project.sourceFileReferences(of: $0) }.compactMap { project.path(of: $0) }.map { ScenePaths.join(directory, $0) })
                }
                let key = "app-target-sources " + path + " " + apps.map(\.id).joined(separator: " ")
                let sources = context.map { $0.shared(key, gather) } ?? gather()
                return XcodeTarget(pbxprojPath: path, projectDirectory: directory, project: project, target: target,
                                   appDelegateReference: reference.id, synchronizedGroup: nil, synchronizedFolder: nil, sourcePaths: sources,
                                   siblingTargets: apps, configFiles: configFiles)
            }
            let apps = project.nativeTargets.filter { $0.isApplication && project.synchronizes(relative, in: $0) }
            if let group = project.synchronizedGroup(containing: relative), let folder = project.path(of: group.id), let target = apps.first {
                return XcodeTarget(pbxprojPath: path, projectDirectory: directory, project: project, target: target,
                                   appDelegateReference: nil, synchronizedGroup: group, synchronizedFolder: ScenePaths.join(directory, folder),
                                   sourcePaths: nil, siblingTargets: apps, configFiles: configFiles)
            }
        }
        return nil
    }
}
