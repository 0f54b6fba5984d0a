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
        return BuildSettingLevel(BuildSettingsDict(settings))
    }
}

/// A project file's buildSettings dict as a build setting level: `KEY = value;` entries are found
/// when their setting is asked for, on the bytes; `KEY[sdk=...]` entries (few) are parsed once.
struct BuildSettingsDict: Sendable {
    private let settings: PBXValue
    private let conditional: [BuildSettingAssignment]

    init(_ settings: PBXValue) {
        self.settings = settings
        var conditional: [BuildSettingAssignment] = []
        let tree = settings.tree
        tree.forEachChild(of: settings.index) { key in
            let node = tree.nodes[key]
            let bracket = tree.bytes[node.content].contains(UInt8(ascii: "["))
            // Escaped keys are decoded to be sure (an escape could spell "[").
            guard bracket || node.hasEscapes else { return true }
            let text = tree.text(of: key)
            guard text.utf8.contains(UInt8(ascii: "[")), let value = Self.value(tree, key + 1),
                  let (name, conditions) = XcodeConfigFile.settingName(text) else { return true }
            conditional.append(BuildSettingAssignment(key: name, conditions: conditions, value: value))
            return true
        }
        self.conditional = conditional
    }

    /// The dict's `key = value;` entries for `key` in file order, then its conditional ones.
    func assignments(_ key: String) -> [BuildSettingAssignment]? {
        // A key spelled with "[" is neither a plain entry's nor a conditional one's setting name.
        guard !key.utf8.contains(UInt8(ascii: "[")) else { return nil }
        var found: [BuildSettingAssignment] = []
        let tree = settings.tree
        tree.forEachKey(key, in: settings.index) { child in
            if let value = Self.value(tree, child + 1) { found.append(BuildSettingAssignment(key: key, value: value)) }
            return true
        }
        for assignment in conditional where assignment.key == key { found.append(assignment) }
        return found.isEmpty ? nil : found
    }

    /// A setting's value: a string, or a list's elements joined by spaces; nil for other values.
    private static func value(_ tree: PBXTree, _ node: Int) -> String? {
        let value = PBXValue(tree, node)
        switch value.kind {
        case .string: return value.string
        case .array: return value.strings.joined(separator: " ")
        default: return nil
        }
    }
}
