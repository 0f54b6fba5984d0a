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

    var name: String { target.name }
    var configurations: [PBXObject] { project.buildConfigurations(of: target) }

    /// The first configuration's value of a build setting.
    func setting(_ key: String) -> String? { settings(key).first }

    /// Every distinct value the target's configurations give a setting.
    func settings(_ key: String) -> [String] {
        var values: [String] = []
        for (_, value) in project.buildSetting(key, of: target) {
            if let text = value.stringValue, !values.contains(text) { values.append(text) }
        }
        return values
    }

    /// IPHONEOS_DEPLOYMENT_TARGET of the target, else of the project.
    var deploymentTarget: String? {
        if let value = setting("IPHONEOS_DEPLOYMENT_TARGET") { return value }
        return project.projectBuildConfigurations.lazy.compactMap { $0["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.stringValue }.first
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

    /// Extension targets (not apps) that compile the same synchronized folder.
    var extensionsSharingFolder: [PBXTarget] {
        guard let group = synchronizedGroup else { return [] }
        return project.nativeTargets.filter { other in
            other.id != target.id && !other.isApplication && project.synchronizedGroups(of: other).contains { $0.id == group.id }
        }
    }

    static func relative(_ path: String, to directory: String) -> String? {
        if directory.isEmpty { return path }
        return path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : nil
    }

    /// Finds the app target (in any project file) that compiles `swiftPath`.
    static func find(compiling swiftPath: String, in projects: [String: PBXProject]) -> XcodeTarget? {
        let wanted = PathShape.normalized(swiftPath)
        for (path, project) in projects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: PathShape.normalized(path)))
            guard let relative = relative(wanted, to: directory) else { continue }
            for reference in project.fileReferences(atPath: relative) {
                guard let target = project.targets(compiling: reference.id).first(where: \.isApplication) else { continue }
                let sources = Set(project.sourceFileReferences(of: target).compactMap { project.path(of: $0) }
                    .map { ScenePaths.join(directory, $0) })
                return XcodeTarget(pbxprojPath: path, projectDirectory: directory, project: project, target: target,
                                   appDelegateReference: reference.id, synchronizedGroup: nil, synchronizedFolder: nil, sourcePaths: sources)
            }
            if let group = project.synchronizedGroup(containing: relative), let folder = project.path(of: group.id),
               let target = project.nativeTargets.first(where: { $0.isApplication && project.synchronizes(relative, in: $0) }) {
                return XcodeTarget(pbxprojPath: path, projectDirectory: directory, project: project, target: target,
                                   appDelegateReference: nil, synchronizedGroup: group, synchronizedFolder: ScenePaths.join(directory, folder),
                                   sourcePaths: nil)
            }
        }
        return nil
    }
}
