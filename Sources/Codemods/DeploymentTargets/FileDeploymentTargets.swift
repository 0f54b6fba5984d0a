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
/// `*_DEPLOYMENT_TARGET` as Xcode resolves it from the target's settings, the target's xcconfig,
/// the project's settings and the project's xcconfig, for the platforms SDKROOT and
/// SUPPORTED_PLATFORMS name), XcodeGen manifests (a target's `sources:` with the manifest's
/// deployment targets, else its `configFiles:` and the manifest's) and SwiftPM manifests
/// (`platforms:`, for the files under the package). Every value a setting may take counts (one
/// per configuration, and one per condition such as `[sdk=iphoneos*]`): the lowest wins, and one
/// that cannot be known leaves the platform's version unknown. Built once per project and shared
/// by every rule that asks.
final class FileDeploymentTargets: Sendable {
    private struct TargetFacts: Sendable {
        let name: String
        let platforms: [ApplePlatform: DeploymentTarget?]
        var iPhoneOnly = false
    }
    private struct Synchronized: Sendable {
        let directory: String
        let membership: SynchronizedMembership
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
        let configFiles = project.xcodeConfigFiles
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let projectFolder = ScenePaths.directory(of: PathShape.normalized(path))
            let directory = ScenePaths.directory(of: projectFolder)
            let projectName = ScenePaths.fileName(of: projectFolder)
            for target in pbx.nativeTargets {
                let stacks = pbx.buildSettingStacks(of: target, projectDirectory: directory, configFiles: configFiles)
                let platforms = Self.platforms(of: stacks)
                let facts = TargetFacts(name: "target \(target.name) (\(projectName))", platforms: platforms,
                                        iPhoneOnly: Array(platforms.keys) == [.iOS] && Self.isIPhoneOnly(stacks))
                for reference in pbx.sourceFileReferences(of: target) {
                    guard let file = pbx.path(of: reference), ByteSearch.hasSuffix(file, ".swift") else { continue }
                    classic[PathShape.normalized(ScenePaths.join(directory, file)), default: []].append(facts)
                }
                if !pbx.synchronizedGroups(of: target).isEmpty {
                    synchronized.append(Synchronized(directory: directory, membership: pbx.synchronizedMembership(of: target), facts: facts))
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
            let directory = ScenePaths.directory(of: PathShape.normalized(path))
            for target in manifest.targets {
                // A target naming its platforms (`platform:`, `supportedDestinations:`, or its templates') builds for
                // those: the manifest's version of each, else its xcconfig files' (unknown without). Otherwise it
                // builds for every platform the manifest gives a version for.
                let declared = Set(target.platforms.compactMap { ApplePlatform(spelled: $0) })
                var own: [ApplePlatform: DeploymentTarget?] = versions.mapValues { Optional($0) }
                if !declared.isEmpty {
                    let stacks = Self.stacks(of: target, in: manifest, projectDirectory: directory, configFiles: configFiles)
                    own = [:]
                    for platform in declared {
                        // (Typed first: with the dictionary's `DeploymentTarget??` as context, `??` would wrap a
                        // missing manifest version as a known nil and never read the xcconfig files.)
                        let version: DeploymentTarget? = versions[platform] ?? Self.lowest(platform.deploymentTargetSetting, in: stacks)
                        own[platform] = .some(version)
                    }
                }
                xcodeGen.append((target.sources, TargetFacts(name: "target \(target.name) (\(path))", platforms: own)))
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
            guard let relative = XcodeTarget.relative(wanted, to: entry.directory), entry.membership.contains(relative) else { continue }
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

    /// TARGETED_DEVICE_FAMILY is "1" whatever the configuration and conditions (unset is not known:
    /// Xcode's default depends on the SDK) and the target cannot build for Mac Catalyst.
    private static func isIPhoneOnly(_ stacks: [BuildSettingStack]) -> Bool {
        !stacks.isEmpty && stacks.allSatisfy { stack in
            let families = stack.values("TARGETED_DEVICE_FAMILY")
            let catalyst = stack.values("SUPPORTS_MACCATALYST")
            return !families.mayBeUnset && !families.values.isEmpty && families.values.allSatisfy { $0 == "1" }
                && !catalyst.values.contains { $0 == nil || $0 == "YES" }
        }
    }

    /// The platforms a target builds for (SDKROOT and SUPPORTED_PLATFORMS) with the lowest
    /// deployment target each may have.
    private static func platforms(of stacks: [BuildSettingStack]) -> [ApplePlatform: DeploymentTarget?] {
        var names = Set<String>()
        for stack in stacks {
            for value in stack.values("SDKROOT").values + stack.values("SUPPORTED_PLATFORMS").values {
                guard let value else { continue }
                names.formUnion(value.split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init))
            }
        }
        var platforms = Set(names.compactMap { ApplePlatform(sdkName: $0) })
        // A target without SDKROOT (rare, hand-written projects) builds for iOS.
        if platforms.isEmpty && names.isEmpty { platforms = [.iOS] }
        var result: [ApplePlatform: DeploymentTarget?] = [:]
        for platform in platforms {
            result[platform] = lowest(platform.deploymentTargetSetting, in: stacks)
        }
        return result
    }

    /// The lowest version `key` may take in any configuration; nil when it is set nowhere, or
    /// when one possible value cannot be known (it may be lower).
    static func lowest(_ key: String, in stacks: [BuildSettingStack]) -> DeploymentTarget? {
        var lowest: DeploymentTarget?
        for stack in stacks {
            for value in stack.values(key).values {
                guard let value, let version = DeploymentTarget(value) else { return nil }
                lowest = min(lowest ?? version, version)
            }
        }
        return lowest
    }

    /// An XcodeGen target's settings per configuration: its `configFiles:`, then the manifest's.
    private static func stacks(of target: XcodeGenTargets.Target, in manifest: XcodeGenTargets, projectDirectory: String,
                               configFiles: XcodeConfigFiles) -> [BuildSettingStack] {
        let names = Set(target.configFiles.keys).union(manifest.configFiles.keys).sorted()
        return names.map { name in
            let levels = [target.configFiles[name], manifest.configFiles[name]].compactMap { $0 }.map {
                configFiles.level(at: $0, projectDirectory: projectDirectory) ?? .empty
            }
            return BuildSettingStack(configuration: name, levels: levels)
        }
    }
}
