/// The Xcode target that compiles an app delegate: its build settings, the
/// group or synchronized folder holding the file, and its Sources phase.
struct XcodeTarget {
    let pbxprojPath: String
    let projectDirectory: String
    let document: PBXProjDocument
    let target: PBXProjDocument.Object
    let configurations: [PBXProjDocument.Object]
    /// Classic groups: the app delegate's file reference and the group holding it.
    let appDelegateReference: String?
    let appDelegateGroup: String?
    /// Synchronized folders: the root group whose folder holds the app delegate.
    let synchronizedGroup: PBXProjDocument.Object?
    let synchronizedFolder: String?

    var name: String { target["name"]?.string ?? "" }

    /// The first configuration's value of a build setting (configurations rarely differ on these keys).
    func setting(_ key: String) -> String? {
        for configuration in configurations {
            if let value = configuration["buildSettings"]?[key]?.string { return value }
        }
        return nil
    }

    /// IPHONEOS_DEPLOYMENT_TARGET of the target, else of the project.
    var deploymentTarget: String? {
        if let value = setting("IPHONEOS_DEPLOYMENT_TARGET") { return value }
        guard let project = document.objects(isa: "PBXProject").first, let listID = project["buildConfigurationList"]?.string,
              let list = document.objects[listID] else { return nil }
        for id in (list["buildConfigurations"]?.array ?? []).compactMap({ $0.string }) {
            if let value = document.objects[id]?["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string { return value }
        }
        return nil
    }

    var sourcesPhase: PBXProjDocument.Object? {
        for phase in target["buildPhases"]?.array ?? [] {
            if let id = phase.string, let object = document.objects[id], object.isa == "PBXSourcesBuildPhase" { return object }
        }
        return nil
    }

    /// Resolves `$(SRCROOT)`-relative paths from build settings to root-relative ones.
    func resolve(_ setting: String) -> String {
        var path = setting
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        return ScenePaths.join(projectDirectory, path)
    }

    /// Finds the app target (in any project file) that compiles `swiftPath`.
    static func find(compiling swiftPath: String, in projectFiles: [String: [UInt8]]) -> XcodeTarget? {
        let wanted = ScenePaths.normalize(swiftPath)
        for (path, bytes) in projectFiles.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            guard let document = PBXProjDocument(bytes: bytes) else { continue }
            let projectDirectory = ScenePaths.directory(of: ScenePaths.directory(of: path))
            if let found = find(wanted, document: document, pbxprojPath: path, projectDirectory: projectDirectory) { return found }
        }
        return nil
    }

    private static func find(_ wanted: String, document: PBXProjDocument, pbxprojPath: String, projectDirectory: String) -> XcodeTarget? {
        guard let project = document.objects(isa: "PBXProject").first, let mainGroup = project["mainGroup"]?.string else { return nil }
        // Walk the group tree to learn every file reference's and synchronized folder's path.
        var fileRefs: [String: (path: String, group: String)] = [:]
        var syncFolders: [String: String] = [:]
        func walk(_ id: String, parentPath: String, parentGroup: String?) {
            guard let object = document.objects[id] else { return }
            let tree = object["sourceTree"]?.string ?? "<group>"
            let base = tree == "SOURCE_ROOT" ? projectDirectory : tree == "<group>" ? parentPath : "\u{0}"
            let path = object["path"].flatMap { $0.string }.map { ScenePaths.join(base, $0) } ?? base
            switch object.isa {
            case "PBXGroup":
                for child in object["children"]?.array ?? [] { if let c = child.string { walk(c, parentPath: path, parentGroup: id) } }
            case "PBXFileReference":
                if let group = parentGroup { fileRefs[id] = (path, group) }
            case "PBXFileSystemSynchronizedRootGroup":
                syncFolders[id] = path
            default:
                break
            }
        }
        walk(mainGroup, parentPath: projectDirectory, parentGroup: nil)

        let targets = (project["targets"]?.array ?? []).compactMap { $0.string }.compactMap { document.objects[$0] }
        func configurations(of target: PBXProjDocument.Object) -> [PBXProjDocument.Object] {
            guard let listID = target["buildConfigurationList"]?.string, let list = document.objects[listID] else { return [] }
            return (list["buildConfigurations"]?.array ?? []).compactMap { $0.string }.compactMap { document.objects[$0] }
        }
        let isApp: (PBXProjDocument.Object) -> Bool = { ($0["productType"]?.string ?? "") == "com.apple.product-type.application" }

        if let (refID, info) = fileRefs.first(where: { $0.value.path == wanted }) {
            let buildFiles = Set(document.objects(isa: "PBXBuildFile").filter { $0["fileRef"]?.string == refID }.map(\.id))
            for target in targets where isApp(target) {
                for phase in target["buildPhases"]?.array ?? [] {
                    guard let id = phase.string, let object = document.objects[id], object.isa == "PBXSourcesBuildPhase" else { continue }
                    if (object["files"]?.array ?? []).contains(where: { buildFiles.contains($0.string ?? "") }) {
                        return XcodeTarget(pbxprojPath: pbxprojPath, projectDirectory: projectDirectory, document: document, target: target,
                                           configurations: configurations(of: target), appDelegateReference: refID, appDelegateGroup: info.group,
                                           synchronizedGroup: nil, synchronizedFolder: nil)
                    }
                }
            }
        }
        for (groupID, folder) in syncFolders where wanted.hasPrefix(folder + "/") {
            for target in targets where isApp(target) {
                let groups = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string }
                guard groups.contains(groupID) else { continue }
                return XcodeTarget(pbxprojPath: pbxprojPath, projectDirectory: projectDirectory, document: document, target: target,
                                   configurations: configurations(of: target), appDelegateReference: nil, appDelegateGroup: nil,
                                   synchronizedGroup: document.objects[groupID], synchronizedFolder: folder)
            }
        }
        return nil
    }

    /// Targets other than this one that compile the synchronized folder (extensions sharing app code).
    var otherTargetsSharingFolder: [PBXProjDocument.Object] {
        guard let group = synchronizedGroup,
              let project = document.objects(isa: "PBXProject").first else { return [] }
        return (project["targets"]?.array ?? []).compactMap { $0.string }.compactMap { document.objects[$0] }.filter { other in
            other.id != target.id && (other["fileSystemSynchronizedGroups"]?.array ?? []).contains { $0.string == group.id }
        }
    }
}
