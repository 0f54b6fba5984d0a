/// Build settings as Xcode resolves them, xcconfig files included: per configuration, a target's
/// own settings, then the `.xcconfig` its configuration is based on (`baseConfigurationReference`),
/// then the project's settings of the same configuration name, then the project's `.xcconfig`.
extension PBXProject {
    /// One stack per configuration of the target, in the configuration list's order.
    /// `projectDirectory`: the folder holding the `.xcodeproj`, spelled as `configFiles` spells paths.
    public func buildSettingStacks(of target: PBXTarget, projectDirectory: String, configFiles: XcodeConfigFiles) -> [BuildSettingStack] {
        let projectLevel = projectBuildConfigurations
        return buildConfigurations(of: target).map { configuration in
            let name = configuration.string("name") ?? configuration.id
            let inherited = projectLevel.first { $0.string("name") == name }
            var levels = self.levels(of: configuration, projectDirectory: projectDirectory, configFiles: configFiles)
            if let inherited { levels += self.levels(of: inherited, projectDirectory: projectDirectory, configFiles: configFiles) }
            return BuildSettingStack(configuration: name, levels: levels)
        }
    }

    /// The project-level configurations alone: what every target starts from.
    public func projectBuildSettingStacks(projectDirectory: String, configFiles: XcodeConfigFiles) -> [BuildSettingStack] {
        projectBuildConfigurations.map { configuration in
            BuildSettingStack(configuration: configuration.string("name") ?? configuration.id,
                              levels: levels(of: configuration, projectDirectory: projectDirectory, configFiles: configFiles))
        }
    }

    /// The path (relative to the project folder, like `path(of:)`) of the `.xcconfig` a build
    /// configuration is based on: a file reference, or (Xcode 16) a path inside a synchronized folder.
    public func baseConfigurationPath(of configuration: PBXObject) -> String? {
        if let reference = configuration.string("baseConfigurationReference") { return path(of: reference) }
        guard let anchor = configuration.string("baseConfigurationReferenceAnchor"),
              let relative = configuration.string("baseConfigurationReferenceRelativePath"),
              let folder = path(of: anchor) else { return nil }
        return PathShape.normalized(Self.join(folder, relative))
    }

    /// A configuration's own settings, then its xcconfig's.
    private func levels(of configuration: PBXObject, projectDirectory: String, configFiles: XcodeConfigFiles) -> [BuildSettingLevel] {
        var levels = [ownLevel(of: configuration)]
        if let file = baseConfigurationPath(of: configuration) {
            levels.append(configFiles.level(at: Self.join(projectDirectory, file), projectDirectory: projectDirectory) ?? .empty)
        }
        return levels
    }

    /// The configuration's buildSettings as a level, built once per configuration.
    private func ownLevel(of configuration: PBXObject) -> BuildSettingLevel {
        if let cached = configurationLevels.lookup(configuration.id) { return cached }
        let level = Self.level(of: configuration["buildSettings"])
        configurationLevels.store(configuration.id, level)
        return level
    }

    /// A buildSettings dict as one level; `KEY[sdk=...]` entries rank above `KEY`, and a list
    /// value reads as its elements joined by spaces, as in an xcconfig.
    static func level(of settings: PBXValue?) -> BuildSettingLevel {
        guard let settings, settings.kind == .dict else { return .empty }
        var plain: [BuildSettingAssignment] = [], conditional: [BuildSettingAssignment] = []
        for entry in settings.entries {
            let value: String
            switch entry.value.kind {
            case .string: value = entry.value.string
            case .array: value = entry.value.strings.joined(separator: " ")
            default: continue
            }
            if !entry.key.utf8.contains(UInt8(ascii: "[")) {
                plain.append(BuildSettingAssignment(key: entry.key, value: value))
            } else if let (key, conditions) = XcodeConfigFile.settingName(entry.key) {
                conditional.append(BuildSettingAssignment(key: key, conditions: conditions, value: value))
            }
        }
        return BuildSettingLevel(plain + conditional)
    }
}
