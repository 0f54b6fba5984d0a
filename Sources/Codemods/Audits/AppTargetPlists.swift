import Foundation
import Rewriter

/// The iOS app targets of a checkout's Xcode projects and the Info.plist each
/// build configuration uses: what `launch-screen` and `requires-full-screen`
/// read. Extensions, frameworks, test bundles and macOS/tvOS/watchOS apps are
/// left out (by `productType` and `SDKROOT`), and so is any plist no app target uses.
struct AppTargetPlists {
    /// One build configuration of an app target.
    struct Configuration: Sendable {
        let object: PBXObject
        let name: String
        /// The `INFOPLIST_FILE` as a key of `ProjectContext.projectFiles`, when it is set and was read.
        let plistPath: String?
        /// `INFOPLIST_FILE` is set but names a file that was not read (or uses unknown variables).
        let plistUnresolved: Bool
        let generatesInfoPlist: Bool
        /// The configuration's build settings merged over the project-level ones of the same name.
        let settings: [String: String]
    }

    struct AppTarget: Sendable {
        let pbxprojPath: String
        let project: PBXProject
        let target: PBXTarget
        /// Root-relative (or absolute, like the pbxproj key) folder holding the `.xcodeproj`.
        let projectDirectory: String
        let configurations: [Configuration]
        /// An XcodeGen `project.yml` beside the project: the pbxproj is generated and never edited.
        let isGenerated: Bool
    }

    let project: ProjectContext
    /// projectFiles keys by normalized path.
    private let keys: [String: String]

    init(project: ProjectContext) {
        self.project = project
        var keys: [String: String] = [:]
        for key in project.projectFiles.keys { keys[PathShape.normalized(key)] = key }
        self.keys = keys
    }

    func key(for path: String) -> String? { keys[PathShape.normalized(path)] }

    /// Every iOS application target of every project.pbxproj under the root: worked out once per
    /// project (their `.xcconfig` layers evaluated) and shared by the audits that read them.
    func appTargets() -> [AppTarget] {
        project.shared("audits.app-targets") { allAppTargets() }
    }

    private func allAppTargets() -> [AppTarget] {
        var out: [AppTarget] = []
        for (path, pbx) in project.xcodeProjects.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".xcodeproj/project.pbxproj") {
            let directory = ScenePaths.directory(of: ScenePaths.directory(of: path))
            let generated = key(for: Self.join(directory, "project.yml")) != nil
            let projectSettings = Dictionary(pbx.projectBuildConfigurations.map { ($0.string("name") ?? $0.id, Self.settings(of: $0)) },
                                             uniquingKeysWith: { a, _ in a })
            let configFiles = project.xcodeConfigFiles
            for target in pbx.nativeTargets where target.isApplication {
                // The `.xcconfig` files the configurations are based on, layered as Xcode does.
                let stacks = configFiles.isEmpty ? [:]
                    : Dictionary(pbx.buildSettingStacks(of: target, projectDirectory: directory, configFiles: configFiles).map { ($0.configuration, $0) },
                                 uniquingKeysWith: { first, _ in first })
                let configurations = pbx.buildConfigurations(of: target).map { config -> Configuration in
                    let name = config.string("name") ?? config.id
                    var settings = Self.settings(of: config).merging(projectSettings[name] ?? [:]) { own, _ in own }
                    if let stack = stacks[name] {
                        for key in Self.layeredKeys {
                            if let values = stack.values(key).knownValues, values.count == 1 { settings[key] = values[0] }
                        }
                    }
                    var plistPath: String?
                    var unresolved = false
                    if let setting = settings["INFOPLIST_FILE"], !setting.isEmpty {
                        if let resolved = resolve(setting, target: target, settings: settings, directory: directory) {
                            plistPath = key(for: resolved)
                        }
                        unresolved = plistPath == nil
                    }
                    return Configuration(object: config, name: name, plistPath: plistPath, plistUnresolved: unresolved,
                                         generatesInfoPlist: settings["GENERATE_INFOPLIST_FILE"] == "YES", settings: settings)
                }
                guard configurations.contains(where: { Self.isIOS($0.settings) }) else { continue }
                out.append(AppTarget(pbxprojPath: path, project: pbx, target: target, projectDirectory: directory,
                                     configurations: configurations.filter { Self.isIOS($0.settings) }, isGenerated: generated))
            }
        }
        return out
    }

    /// The settings the audits read, taken from the configuration's layers (its own, its `.xcconfig`,
    /// the project's and the project's `.xcconfig`) when they give one known value.
    static let layeredKeys = ["SDKROOT", "SUPPORTED_PLATFORMS", "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "PRODUCT_NAME",
                              "INFOPLIST_KEY_UILaunchScreen_Generation", "INFOPLIST_KEY_UILaunchStoryboardName"]

    /// `SDKROOT = iphoneos`, or `auto` with iphoneos among `SUPPORTED_PLATFORMS`. Unknown is not iOS.
    static func isIOS(_ settings: [String: String]) -> Bool {
        switch settings["SDKROOT"] {
        case "iphoneos"?: return true
        case "auto"?: return (settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").contains("iphoneos")
        default: return false
        }
    }

    private static func settings(of config: PBXObject) -> [String: String] {
        var out: [String: String] = [:]
        for entry in config["buildSettings"]?.entries ?? [] {
            if let value = entry.value.stringValue { out[entry.key] = value }
            else if entry.value.kind == .array { out[entry.key] = entry.value.strings.joined(separator: " ") }
        }
        return out
    }

    /// `$(SRCROOT)/App/Info.plist`, `$(TARGET_NAME)/Info.plist`, `App/Info.plist` -> a path; nil for other variables.
    private func resolve(_ setting: String, target: PBXTarget, settings: [String: String], directory: String) -> String? {
        var path = setting
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        let product = settings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 } ?? target.name
        for (variable, value) in [("$(TARGET_NAME)", target.name), ("${TARGET_NAME}", target.name),
                                  ("$(PRODUCT_NAME)", product), ("${PRODUCT_NAME}", product)] {
            path = path.replacingOccurrences(of: variable, with: value)
        }
        if path.contains("$") { return nil }
        return path.hasPrefix("/") ? path : Self.join(directory, path)
    }

    // MARK: Paths

    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty || directory == "." ? name : directory + "/" + name
    }

    /// 1-based line and column of a byte offset in a project file.
    static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return (line, column)
    }
}
