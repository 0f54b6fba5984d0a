import Foundation
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
final class FileDeploymentTargets: @unchecked Sendable {
    private struct TargetFacts: Sendable {
        let name: String
        let platforms: [ApplePlatform: DeploymentTarget?]
        var iPhoneOnly = false
    }
    /// A native target of an Xcode project; its facts (build settings read through every
    /// configuration) are worked out when a file it compiles is first asked about.
    private struct ProjectTarget {
        let project: PBXProject
        let target: PBXTarget
        let directory: String
        let projectName: String
    }
    private struct Synchronized {
        let directory: String
        let target: Int
    }

    private let projectTargets: [ProjectTarget]
    /// A Swift file's path -> the targets whose Sources phase compiles it (indices in
    /// `projectTargets`), once per build file, in project, target and phase order.
    private let classic: [String: [Int32]]
    private let synchronized: [Synchronized]
    /// What the facts read later (not the project context itself, which holds this table).
    private let configFiles: XcodeConfigFiles
    private let projectFiles: [String: [UInt8]]
    private let packageManifests: [SyntaxTree]

    /// What is computed on first need, under `lock`: most runs ask about a few files only (those
    /// a SwiftUI rule rewrites), which a few targets compile.
    private let lock = NSLock()
    private var facts: [TargetFacts?]
    private var memberships: [SynchronizedMembership?]
    private var xcodeGenTargets: [(sources: [String], facts: TargetFacts)]?
    private var packageTargets: [(directory: String, facts: TargetFacts)]?

    static func shared(in project: ProjectContext) -> FileDeploymentTargets {
        project.shared("file-deployment-targets") { FileDeploymentTargets(project) }
    }

    init(_ project: ProjectContext) {
        configFiles = project.xcodeConfigFiles
        projectFiles = project.projectFiles
        packageManifests = project.files.filter { $0.file.path == "Package.swift" || $0.file.path.hasSuffix("/Package.swift") }
        var projectTargets: [ProjectTarget] = []
        var classic: [String: [Int32]] = [:]
        var synchronized: [Synchronized] = []
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let projectFolder = ScenePaths.directory(of: PathShape.normalized(path))
            let directory = ScenePaths.directory(of: projectFolder)
            let projectName = ScenePaths.fileName(of: projectFolder)
            let targets = pbx.nativeTargets
            // Sized once: growing rehashes every path in it.
            classic.reserveCapacity(classic.count + targets.reduce(0) { $0 + pbx.sourceFileReferences(of: $1).count })
            for target in targets {
                let index = projectTargets.count
                projectTargets.append(ProjectTarget(project: pbx, target: target, directory: directory, projectName: projectName))
                for reference in pbx.sourceFileReferences(of: target) {
                    guard let file = pbx.path(of: reference), ByteSearch.hasSuffix(file, ".swift") else { continue }
                    classic[PathShape.normalized(ScenePaths.join(directory, file)), default: []].append(Int32(index))
                }
                if !pbx.synchronizedGroups(of: target).isEmpty {
                    synchronized.append(Synchronized(directory: directory, target: index))
                }
            }
        }
        self.projectTargets = projectTargets
        self.classic = classic
        self.synchronized = synchronized
        facts = Array(repeating: nil, count: projectTargets.count)
        memberships = Array(repeating: nil, count: synchronized.count)
    }

    /// The deployment of the file at `path`, or nil when no project, manifest or package names it.
    func deployment(of path: String) -> FileDeployment? {
        let wanted = PathShape.normalized(path)
        lock.lock()
        defer { lock.unlock() }
        var found = (classic[wanted] ?? []).map { facts(of: Int($0)) }
        for (k, entry) in synchronized.enumerated() {
            guard let relative = XcodeTarget.relative(wanted, to: entry.directory), membership(k).contains(relative) else { continue }
            found.append(facts(of: entry.target))
        }
        if found.isEmpty {
            found = xcodeGen().filter { target in target.sources.contains { $0.isEmpty || wanted == $0 || wanted.hasPrefix($0 + "/") } }.map(\.facts)
        }
        if found.isEmpty, let package = packages().first(where: { $0.directory.isEmpty || wanted.hasPrefix($0.directory + "/") }) {
            found = [package.facts]
        }
        guard !found.isEmpty else { return nil }
        return FileDeployment(platforms: Self.lowest(found.map(\.platforms)), source: found.map(\.name).joined(separator: ", "),
                              iPhoneOnly: found.allSatisfy(\.iPhoneOnly))
    }

    /// The facts of `projectTargets[index]` (under `lock`).
    private func facts(of index: Int) -> TargetFacts {
        if let known = facts[index] { return known }
        let entry = projectTargets[index]
        let stacks = entry.project.buildSettingStacks(of: entry.target, projectDirectory: entry.directory, configFiles: configFiles)
        let platforms = Self.platforms(of: stacks)
        let made = TargetFacts(name: "target \(entry.target.name) (\(entry.projectName))", platforms: platforms,
                               iPhoneOnly: Array(platforms.keys) == [.iOS] && Self.isIPhoneOnly(stacks))
        facts[index] = made
        return made
    }

    /// The synchronized folders of `synchronized[k]`'s target (under `lock`).
    private func membership(_ k: Int) -> SynchronizedMembership {
        if let known = memberships[k] { return known }
        let entry = projectTargets[synchronized[k].target]
        let made = entry.project.synchronizedMembership(of: entry.target)
        memberships[k] = made
        return made
    }

    /// XcodeGen manifests' targets (under `lock`): asked about only for files no Xcode project compiles.
    private func xcodeGen() -> [(sources: [String], facts: TargetFacts)] {
        if let known = xcodeGenTargets { return known }
        var xcodeGen: [(sources: [String], facts: TargetFacts)] = []
        for path in projectFiles.keys.sorted() where path == "project.yml" || path.hasSuffix("/project.yml") {
            let text = String(decoding: projectFiles[path]!, as: UTF8.self)
            var versions: [ApplePlatform: DeploymentTarget] = [:]
            for (name, version) in GeneratorDeploymentTargets.inXcodeGen(text, platforms: Set(ApplePlatform.allCases.map(\.rawValue))) {
                guard let platform = ApplePlatform(spelled: name) else { continue }
                versions[platform] = min(versions[platform] ?? version, version)
            }
            let manifest = XcodeGenTargets(manifest: path) { self.projectFiles[$0] }
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
        xcodeGenTargets = xcodeGen
        return xcodeGen
    }

    /// SwiftPM manifests' platforms (under `lock`), the innermost package first.
    private func packages() -> [(directory: String, facts: TargetFacts)] {
        if let known = packageTargets { return known }
        var packages: [(directory: String, facts: TargetFacts)] = []
        for tree in packageManifests {
            let platforms = PackageManifestPlatforms.platforms(in: tree).mapValues { Optional($0) }
            packages.append((ScenePaths.directory(of: PathShape.normalized(tree.file.path)), TargetFacts(name: tree.file.path, platforms: platforms)))
        }
        // The innermost package wins.
        let sorted = packages.sorted { $0.directory.count > $1.directory.count }
        packageTargets = sorted
        return sorted
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
