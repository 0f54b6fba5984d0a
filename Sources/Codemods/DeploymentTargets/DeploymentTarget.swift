import Rewriter

/// The lowest iOS deployment target a project builds for: from the
/// `--deployment-target` option, else the smallest `IPHONEOS_DEPLOYMENT_TARGET`
/// in the project's `project.pbxproj` files and the `.xcconfig` files they name
/// (every target and configuration, so one old target keeps the `#available`
/// check), else unknown.
struct DeploymentTarget: Sendable, Equatable, Comparable {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// "15", "15.0", "17.2.1", with optional quotes.
    init?(_ text: some StringProtocol) {
        var trimmed = Substring(text)
        while let c = trimmed.first, c == " " || c == "\t" || c == "\"" { trimmed = trimmed.dropFirst() }
        while let c = trimmed.last, c == " " || c == "\t" || c == "\"" { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, let major = Int(first), major > 0 else { return nil }
        self.major = major
        self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    static func < (a: DeploymentTarget, b: DeploymentTarget) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// "15.0", as a message says it.
    var text: String { "\(major).\(minor)" }

    /// Whether `registerForTraitChanges` (iOS 17) is available without a check.
    var hasTraitRegistration: Bool { major >= 17 }

    /// The lowest target named by `IPHONEOS_DEPLOYMENT_TARGET = X;` assignments
    /// in any `project.pbxproj` of the project, or that a target's configuration
    /// takes from its settings and xcconfig files as Xcode resolves them; nil when
    /// none is found. Projects are parsed once per run (`ProjectContext.xcodeProjects`);
    /// one that does not parse is scanned for the assignments instead.
    static func lowest(in project: ProjectContext) -> DeploymentTarget? {
        project.shared("deployment-target.lowest") { computeLowest(in: project) }
    }

    private static func computeLowest(in project: ProjectContext) -> DeploymentTarget? {
        var lowest: DeploymentTarget? = nil
        let parsed = project.xcodeProjects
        for (path, bytes) in project.projectFiles where path.hasSuffix("project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: PathShape.normalized(path)))
            let targets = parsed[path].map { values(in: $0) + resolvedValues(in: $0, projectDirectory: directory, configFiles: project.xcodeConfigFiles) }
                ?? assignments(in: bytes)
            for target in targets where lowest.map({ target < $0 }) ?? true {
                lowest = target
            }
        }
        return lowest
    }

    /// The build configurations' values.
    static func values(in project: PBXProject) -> [DeploymentTarget] {
        project.objects(isa: "XCBuildConfiguration").compactMap {
            $0["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.stringValue.flatMap { DeploymentTarget($0) }
        }
    }

    /// Every value each target's configurations (and the project's) may take, xcconfig files included.
    static func resolvedValues(in project: PBXProject, projectDirectory: String, configFiles: XcodeConfigFiles) -> [DeploymentTarget] {
        let stacks = project.nativeTargets.flatMap { project.buildSettingStacks(of: $0, projectDirectory: projectDirectory, configFiles: configFiles) }
            + project.projectBuildSettingStacks(projectDirectory: projectDirectory, configFiles: configFiles)
        return stacks.flatMap { $0.values("IPHONEOS_DEPLOYMENT_TARGET").values.compactMap { $0.flatMap { DeploymentTarget($0) } } }
    }

    private static let key = Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)

    /// Values of `IPHONEOS_DEPLOYMENT_TARGET = value;` (a single linear scan).
    static func assignments(in bytes: [UInt8]) -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        var i = 0
        let n = bytes.count
        while i + key.count <= n {
            guard bytes[i] == key[0], bytes[i..<(i + key.count)].elementsEqual(key) else {
                i += 1
                continue
            }
            var j = i + key.count
            while j < n, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
            guard j < n, bytes[j] == 0x3D else {
                i = j
                continue
            }
            j += 1
            let valueStart = j
            while j < n, bytes[j] != 0x3B, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
            if let target = DeploymentTarget(String(decoding: bytes[valueStart..<j], as: UTF8.self)) {
                result.append(target)
            }
            i = j
        }
        return result
    }
}
