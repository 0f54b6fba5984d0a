import Rewriter

/// The deployment targets a Swift file is compiled for: the lowest version per platform over
/// every target that compiles it, and where that came from (for messages).
struct FileDeployment: Sendable, Equatable {
    /// Every platform the file is built for, with its lowest deployment target (nil: not known).
    var platforms: [ApplePlatform: DeploymentTarget?]
    /// "target App (App.xcodeproj)", "Package.swift", "--deployment-target".
    var source: String
    /// Whether every target compiling the file is an iPhone-only iOS app or extension
    /// (TARGETED_DEVICE_FAMILY = 1 in every configuration, no Mac Catalyst): it never runs on an iPad.
    var iPhoneOnly = false
}

/// Which targets compile each Swift file of a project, and for which platforms and versions:
/// Xcode projects (Sources phases and file system synchronized folders, each configuration's
/// `*_DEPLOYMENT_TARGET`, target level else project level, for the platforms SDKROOT and
/// SUPPORTED_PLATFORMS name), XcodeGen manifests (a target's `sources:` with the manifest's
/// deployment targets) and SwiftPM manifests (`platforms:`, for the files under the package).
/// Built once per project and shared by every rule that asks.
final class FileDeploymentTargets: Sendable {
    private struct TargetFacts: Sendable {
        let name: String
        let platforms: [ApplePlatform: DeploymentTarget?]
        var iPhoneOnly = false
    }
    private struct Synchronized: Sendable {
        let project: PBXProject
        let directory: String
        let target: PBXTarget
        let facts: TargetFacts
    }

    private let classic: [String: [TargetFacts]]
    private let synchronized: [Synchronized]
    private let xcodeGen: [(sources: [String], facts: TargetFacts)]
    private let packages: [(directory: String, facts: TargetFacts)]

    static func shared(in project: ProjectContext) -> FileDeploymentTargets {
        project.shared("file-deployment-targets") { FileDeploymentTargets(project) }
    }

    init(_ project: ProjectContext) {
        var classic: [String: [TargetFacts]] = [:]
        var synchronized: [Synchronized] = []
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let projectFolder = ScenePaths.directory(of: PathShape.normalized(path))
            let directory = ScenePaths.directory(of: projectFolder)
            let projectName = ScenePaths.fileName(of: projectFolder)
            for target in pbx.nativeTargets {
                let platforms = Self.platforms(of: target, in: pbx)
                let facts = TargetFacts(name: "target \(target.name) (\(projectName))", platforms: platforms,
                                        iPhoneOnly: Array(platforms.keys) == [.iOS] && Self.isIPhoneOnly(target, in: pbx))
                for reference in pbx.sourceFileReferences(of: target) {
                    guard let file = pbx.path(of: reference), file.hasSuffix(".swift") else { continue }
                    classic[PathShape.normalized(ScenePaths.join(directory, file)), default: []].append(facts)
                }
                if !pbx.synchronizedGroups(of: target).isEmpty {
                    synchronized.append(Synchronized(project: pbx, directory: directory, target: target, facts: facts))
                }
            }
        }
        self.classic = classic
        self.synchronized = synchronized

        var xcodeGen: [(sources: [String], facts: TargetFacts)] = []
        for path in project.projectFiles.keys.sorted() where path == "project.yml" || path.hasSuffix("/project.yml") {
            let text = String(decoding: project.projectFiles[path]!, as: UTF8.self)
            var versions: [ApplePlatform: DeploymentTarget] = [:]
            for (name, version) in GeneratorDeploymentTargets.inXcodeGen(text, platforms: Set(ApplePlatform.allCases.map(\.rawValue))) {
                guard let platform = ApplePlatform(spelled: name) else { continue }
                versions[platform] = min(versions[platform] ?? version, version)
            }
            let manifest = XcodeGenTargets(manifest: path) { project.projectFiles[$0] }
            for target in manifest.targets {
                // A target naming its platforms (`platform:`, `supportedDestinations:`) builds for those, with
                // the manifest's version of each (unknown when it gives none); otherwise for every platform the
                // manifest gives a version for.
                let named = Set(target.platforms.compactMap { ApplePlatform(spelled: $0) })
                var platforms: [ApplePlatform: DeploymentTarget?] = [:]
                if named.isEmpty {
                    platforms = versions.mapValues { Optional($0) }
                } else {
                    for platform in named { platforms[platform] = .some(versions[platform]) }
                }
                xcodeGen.append((target.sources, TargetFacts(name: "target \(target.name) (\(path))", platforms: platforms)))
            }
        }
        self.xcodeGen = xcodeGen

        var packages: [(directory: String, facts: TargetFacts)] = []
        for tree in project.files where tree.file.path == "Package.swift" || tree.file.path.hasSuffix("/Package.swift") {
            let platforms = PackageManifestPlatforms.platforms(in: tree).mapValues { Optional($0) }
            packages.append((ScenePaths.directory(of: PathShape.normalized(tree.file.path)), TargetFacts(name: tree.file.path, platforms: platforms)))
        }
        // The innermost package wins.
        self.packages = packages.sorted { $0.directory.count > $1.directory.count }
    }

    /// The deployment of the file at `path`, or nil when no project, manifest or package names it.
    func deployment(of path: String) -> FileDeployment? {
        let wanted = PathShape.normalized(path)
        var found = classic[wanted] ?? []
        for entry in synchronized {
            guard let relative = XcodeTarget.relative(wanted, to: entry.directory),
                  entry.project.synchronizes(relative, in: entry.target) else { continue }
            found.append(entry.facts)
        }
        if found.isEmpty {
            found = xcodeGen.filter { target in target.sources.contains { $0.isEmpty || wanted == $0 || wanted.hasPrefix($0 + "/") } }.map(\.facts)
        }
        if found.isEmpty, let package = packages.first(where: { $0.directory.isEmpty || wanted.hasPrefix($0.directory + "/") }) {
            found = [package.facts]
        }
        guard !found.isEmpty else { return nil }
        return FileDeployment(platforms: Self.lowest(found.map(\.platforms)), source: found.map(\.name).joined(separator: ", "),
                              iPhoneOnly: found.allSatisfy(\.iPhoneOnly))
    }

    /// Per platform, the lowest version over every target; a platform one target builds for with an
    /// unknown version stays unknown.
    private static func lowest(_ all: [[ApplePlatform: DeploymentTarget?]]) -> [ApplePlatform: DeploymentTarget?] {
        var result: [ApplePlatform: DeploymentTarget?] = [:]
        for platforms in all {
            for (platform, version) in platforms {
                if let existing = result[platform] {
                    guard let known = existing, let version else { result[platform] = .some(nil); continue }
                    result[platform] = min(known, version)
                } else {
                    result[platform] = version
                }
            }
        }
        return result
    }

    /// TARGETED_DEVICE_FAMILY is "1" in every configuration (unset is not known: an xcconfig may set it)
    /// and the target does not build for Mac Catalyst.
    private static func isIPhoneOnly(_ target: PBXTarget, in project: PBXProject) -> Bool {
        let configurations = project.buildConfigurations(of: target).count
        let families = project.resolvedBuildSetting("TARGETED_DEVICE_FAMILY", of: target).map { $0.value.stringValue ?? "" }
        let catalyst = project.resolvedBuildSetting("SUPPORTS_MACCATALYST", of: target).contains { $0.value.stringValue == "YES" }
        return configurations > 0 && families.count == configurations && families.allSatisfy { $0 == "1" } && !catalyst
    }

    /// The platforms a target builds for (SDKROOT and SUPPORTED_PLATFORMS, target level else project
    /// level) with the lowest deployment target any configuration gives each.
    private static func platforms(of target: PBXTarget, in project: PBXProject) -> [ApplePlatform: DeploymentTarget?] {
        func values(_ key: String) -> [String] { project.resolvedBuildSetting(key, of: target).compactMap { $0.value.stringValue } }
        var names = Set<String>()
        for value in values("SDKROOT") + values("SUPPORTED_PLATFORMS") {
            names.formUnion(value.split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init))
        }
        var platforms = Set(names.compactMap { ApplePlatform(sdkName: $0) })
        // A target without SDKROOT (rare, hand-written projects) builds for iOS.
        if platforms.isEmpty && names.isEmpty { platforms = [.iOS] }
        var result: [ApplePlatform: DeploymentTarget?] = [:]
        for platform in platforms {
            result[platform] = values(platform.deploymentTargetSetting).compactMap { DeploymentTarget($0) }.min()
        }
        return result
    }
}
