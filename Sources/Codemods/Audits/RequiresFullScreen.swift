import Rewriter

/// Reports `UIRequiresFullScreen = YES` in the Info.plist (or generated-plist
/// settings) of iOS app targets: deprecated in iPadOS 26 and ignored later.
public struct RequiresFullScreen: Codemod {
    public static let id = "requires-full-screen"
    public static let summary = "report UIRequiresFullScreen, deprecated in iPadOS 26 (TN3192)"
    public static let explanation = """
        UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored: apps must handle window resizing
        (with iOS 27, UIRequiresFullScreen scenes get discrete resizing at best). Migrating needs a launch
        screen, all four interface orientations and layout that follows the window, which is not mechanical;
        see TN3192 "Migrating your app from the deprecated UIRequiresFullScreen key". Nothing is rewritten.

        Before (App/Info.plist):
            <key>UIRequiresFullScreen</key>
            <true/>                                       // warning: FULLSCREEN-W1
        After (by hand, once layout adapts to any window size):
            (the key removed; UISupportedInterfaceOrientations~ipad lists all four orientations)

        FULLSCREEN-W1 (warning): UIRequiresFullScreen (or UIRequiresFullScreen~ipad) set to true in an
          Info.plist an iOS app target uses, reported at the key.
        FULLSCREEN-W2 (warning): INFOPLIST_KEY_UIRequiresFullScreen = YES in a configuration of an iOS app
          target, reported at the setting.
        Only application targets count (not extensions, frameworks or test bundles), and a plist no app
        target uses is left alone. UIRequiresFullScreenIgnoredStartingWithVersion is not added: it needs a
        version only the app's authors can choose.
        """

    public init(options: [String: String]) {}

    public func runProject(_ project: ProjectContext) -> [Finding] {
        let hasKey = project.projectFiles.values.contains { ByteSearch.contains($0, "UIRequiresFullScreen") }
        guard hasKey else { return [] }
        let plists = AppTargetPlists(project: project)
        var findings: [Finding] = []
        var seenPlists = Set<String>()
        var seenSettings = Set<String>()
        for app in plists.appTargets() {
            for configuration in app.configurations {
                if let path = configuration.plistPath, seenPlists.insert(path).inserted {
                    findings += plistFindings(path, project)
                }
                guard let entry = configuration.object["buildSettings"]?.entry("INFOPLIST_KEY_UIRequiresFullScreen"),
                      entry.value.stringValue == "YES", seenSettings.insert(app.pbxprojPath + "#" + configuration.object.id).inserted,
                      let bytes = project.projectFiles[app.pbxprojPath] else { continue }
                let at = entry.range.lowerBound
                let location = AppTargetPlists.location(of: at, in: bytes)
                findings.append(Finding(rule: Self.id, code: "FULLSCREEN-W2", severity: .warning, path: app.pbxprojPath,
                    line: location.line, column: location.column, offset: at,
                    message: "INFOPLIST_KEY_UIRequiresFullScreen (\(app.target.name), \(configuration.name)) is deprecated in iPadOS 26 and will be ignored",
                    suggestion: Self.suggestion))
            }
        }
        return findings
    }

    static let suggestion = "make layout follow the window size, support all four orientations, then remove the key (TN3192)"

    private func plistFindings(_ path: String, _ project: ProjectContext) -> [Finding] {
        guard let bytes = project.projectFiles[path], ByteSearch.contains(bytes, "UIRequiresFullScreen"),
              let document = project.plist(at: path), document.root.kind == .dict else { return [] }
        return document.root.entries.compactMap { entry in
            guard entry.key == "UIRequiresFullScreen" || entry.key == "UIRequiresFullScreen~ipad", entry.value.boolValue == true else { return nil }
            let at = entry.keyRange.lowerBound
            let location = AppTargetPlists.location(of: at, in: bytes)
            return Finding(rule: Self.id, code: "FULLSCREEN-W1", severity: .warning, path: path, line: location.line,
                           column: location.column, offset: at,
                           message: "\(entry.key) is deprecated in iPadOS 26 and will be ignored; with iOS 27 such apps only resize in steps",
                           suggestion: Self.suggestion)
        }
    }
}
