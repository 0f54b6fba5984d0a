import Rewriter

/// The project.pbxproj part of the fix: the new scene delegate registered in
/// the app delegate's group and every Sources phase that compiles the app
/// delegate; no registration in synchronized folders, but extensions sharing
/// the folder get a membership exception; build-setting changes.
struct ProjectRegistration {
    let target: XcodeTarget
    private(set) var edits: [Edit] = []

    init(target: XcodeTarget) { self.target = target }

    /// `alsoIn`: test bundles that compile app files which now call into the new file.
    mutating func registerSource(newPath: String, alsoIn extraTargets: [PBXTarget] = []) throws(PBXError) {
        let project = target.project
        if let group = target.synchronizedGroup, let folder = target.synchronizedFolder {
            guard let relative = XcodeTarget.relative(PathShape.normalized(newPath), to: folder) else { return }
            for other in target.extensionsSharingFolder {
                edits += try project.addingMembershipException(relative, to: group, target: other)
            }
            return
        }
        guard let reference = target.appDelegateReference, let group = project.parentGroup(of: reference) else {
            throw .notFound("the app delegate's group")
        }
        // The new file sits where the app delegate is, relative to the same group.
        let appPath = project[reference]?.string("path") ?? ""
        let folder = ScenePaths.directory(of: appPath)
        let name = ScenePaths.fileName(of: newPath)
        let registration = try project.registeringSourceFile(folder.isEmpty ? name : folder + "/" + name, inGroup: group.id,
                                                              targets: targets(compiling: reference, plus: extraTargets))
        edits += registration.edits
    }

    /// A header next to the app delegate: a file reference in its group, in no build phase.
    mutating func registerHeader(newPath: String) throws(PBXError) {
        guard target.synchronizedGroup == nil else { return }
        guard let reference = target.appDelegateReference, let group = target.project.parentGroup(of: reference) else {
            throw .notFound("the app delegate's group")
        }
        let folder = ScenePaths.directory(of: target.project[reference]?.string("path") ?? "")
        let name = ScenePaths.fileName(of: newPath)
        edits += try target.project.registeringSourceFile(folder.isEmpty ? name : folder + "/" + name, inGroup: group.id, targets: []).edits
    }

    mutating func setSetting(_ key: String, to value: String?) throws(PBXError) {
        for app in target.siblingTargets {
            edits += try target.project.settingBuildSetting(key, to: value.map(PBXSettingValue.string), in: app)
        }
    }

    /// Adds a file of the app's own synchronized folder to the app target's exceptions.
    mutating func excludeFromApp(_ path: String) throws(PBXError) {
        guard let group = target.synchronizedGroup, let folder = target.synchronizedFolder,
              let relative = XcodeTarget.relative(PathShape.normalized(path), to: folder) else { return }
        for app in target.siblingTargets {
            edits += try target.project.addingMembershipException(relative, to: group, target: app)
        }
    }
}

extension ProjectRegistration {
    private func targets(compiling reference: String, plus extra: [PBXTarget]) -> [PBXTarget] {
        var targets = target.project.targets(compiling: reference)
        for other in extra where !targets.contains(where: { $0.id == other.id }) { targets.append(other) }
        return targets
    }
}
