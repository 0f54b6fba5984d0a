import Rewriter

/// Adds a launch screen to iOS app targets that have none: App Store Connect
/// rejects iOS 27 SDK uploads without one (ITMS-90870).
public struct LaunchScreen: Codemod {
    public static let id = "launch-screen"
    public static let summary = "add a launch screen (UILaunchScreen, or the target's launch storyboard) to iOS app targets without one"
    public static let explanation = """
        An iOS or iPadOS app uploaded with the iOS 27 SDK must have one of UILaunchStoryboardName,
        UILaunchStoryboards, UILaunchScreen or UILaunchScreens in its built Info.plist (TN3208), otherwise App Store
        Connect rejects the upload (ITMS-90870). For every application target of every project.pbxproj (not
        extensions, frameworks or test bundles; only SDKROOT iphoneos) this rule checks each build configuration's
        Info.plist (INFOPLIST_FILE), the `~ipad`/`~iphone` variants, and the generated-plist settings
        (INFOPLIST_KEY_UILaunch*). When none is present:
        - if the target's resources hold a launch storyboard (LaunchScreen.storyboard, "Launch Screen.storyboard"),
          it adds UILaunchStoryboardName naming it;
        - otherwise it adds an empty UILaunchScreen dictionary (the system's blank launch screen);
        - a target with a generated Info.plist only (GENERATE_INFOPLIST_FILE = YES, no INFOPLIST_FILE) gets
          INFOPLIST_KEY_UILaunchScreen_Generation = YES (or INFOPLIST_KEY_UILaunchStoryboardName) in every
          configuration instead.
        A plist no app target uses is left alone. XcodeGen projects (project.yml beside the .xcodeproj) get
        plist edits but never pbxproj edits (LAUNCH-W1 says what to add to project.yml).

        Before (App/Info.plist):
            <key>CFBundleName</key>
            <string>App</string>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>
        After:
            <key>CFBundleName</key>
            <string>App</string>
            <key>UILaunchScreen</key>
            <dict/>
            <key>UIMainStoryboardFile</key>
            <string>Main</string>

        More than 25 LSApplicationQueriesSchemes entries (only the first 25 count with the iOS 27 SDK) are
        reported by `open-url-preflight` as URL-W8, not here.
        """

    public static let fixSafety = """
    A behavior change: iOS shows the new launch screen (blank for UILaunchScreen, else the storyboard) while \
    the app starts, and an app that declares one runs at the device's full screen size, where an app without \
    one ran in a letterboxed compatibility size.
    """
    static let behaviorChange = FixSafety.behavior(
        "iOS shows this launch screen while the app starts, and the app now runs at the device's full screen size "
            + "instead of the letterboxed size of apps without one")

    public init(options: [String: String]) {}

    static let launchKeys = ["UILaunchStoryboardName", "UILaunchStoryboards", "UILaunchScreen", "UILaunchScreens"]

    public func runProject(_ project: ProjectContext) -> [Finding] {
        let plists = AppTargetPlists(project: project)
        var findings: [Finding] = []
        // Plists shared by several targets get one edit, naming every target.
        var plistTargets: [String: (targets: [String], storyboard: String?)] = [:]
        for app in plists.appTargets() {
            let storyboard = launchStoryboard(of: app, plists)
            var generatedOnly: [PBXObject] = []
            for configuration in app.configurations where !hasLaunchScreen(configuration, project) {
                if let path = configuration.plistPath {
                    var entry = plistTargets[path] ?? ([], storyboard)
                    if !entry.targets.contains(app.target.name) { entry.targets.append(app.target.name) }
                    if entry.storyboard == nil { entry.storyboard = storyboard }
                    plistTargets[path] = entry
                } else if configuration.generatesInfoPlist && !configuration.plistUnresolved {
                    generatedOnly.append(configuration.object)
                }
            }
            if !generatedOnly.isEmpty { findings.append(settingFinding(app, generatedOnly, storyboard, project)) }
        }
        for (path, entry) in plistTargets.sorted(by: { $0.key < $1.key }) {
            if let finding = plistFinding(path, entry.targets, entry.storyboard, project) { findings.append(finding) }
        }
        return findings
    }

    /// A launch key in the configuration's Info.plist or its generated-plist settings.
    private func hasLaunchScreen(_ configuration: AppTargetPlists.Configuration, _ project: ProjectContext) -> Bool {
        for (key, value) in configuration.settings where key.hasPrefix("INFOPLIST_KEY_UILaunch") {
            if !value.isEmpty && value != "NO" { return true }
        }
        guard let path = configuration.plistPath else {
            // No file: only the generated plist counts; with neither, nothing is known.
            return !configuration.generatesInfoPlist || configuration.plistUnresolved
        }
        guard let bytes = project.projectFiles[path], !PlistDocument.isBinary(bytes),
              let document = project.plist(at: path), document.root.kind == .dict else { return true }
        return document.root.keys.contains { key in
            Self.launchKeys.contains { key == $0 || key.hasPrefix($0 + "~") }
        }
    }

    /// The name (without extension) of a launch storyboard the target copies as a resource.
    private func launchStoryboard(of app: AppTargetPlists.AppTarget, _ plists: AppTargetPlists) -> String? {
        let pbx = app.project
        for phaseID in app.target.buildPhaseIDs {
            guard let phase = pbx[phaseID], phase.isa == "PBXResourcesBuildPhase" else { continue }
            for buildFile in phase.ids("files") {
                guard let ref = pbx[buildFile]?.string("fileRef"), let object = pbx[ref],
                      let name = object.string("name") ?? object.string("path").map(ScenePaths.fileName) else { continue }
                if let base = Self.launchStoryboardBase(name) { return base }
            }
        }
        // Synchronized folders: the storyboards the run found under the target's folders.
        for path in plists.project.otherPaths {
            guard let base = Self.launchStoryboardBase(ScenePaths.fileName(of: path)) else { continue }
            let normalized = PathShape.normalized(path)
            let directory = PathShape.normalized(app.projectDirectory)
            let relative = directory.isEmpty ? normalized : normalized.hasPrefix(directory + "/") ? String(normalized.dropFirst(directory.count + 1)) : nil
            if let relative, pbx.synchronizes(relative, in: app.target) { return base }
        }
        return nil
    }

    /// "LaunchScreen.storyboard" and "Launch Screen.storyboard" -> their names without the extension.
    static func launchStoryboardBase(_ fileName: String) -> String? {
        guard fileName.hasSuffix(".storyboard") else { return nil }
        let base = String(fileName.dropLast(".storyboard".count))
        let squeezed = base.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        return squeezed == "launchscreen" ? base : nil
    }

    private func plistFinding(_ path: String, _ targets: [String], _ storyboard: String?, _ project: ProjectContext) -> Finding? {
        guard let bytes = project.projectFiles[path], let document = project.plist(at: path) else { return nil }
        let entry = storyboard.map { PlistValue.Entry("UILaunchStoryboardName", .string($0)) } ?? PlistValue.Entry("UILaunchScreen", .dict([]))
        let edits = document.insertion(entry, into: document.root)
        let at = document.root.range.lowerBound
        let location = AppTargetPlists.location(of: at, in: bytes)
        let what = storyboard.map { "UILaunchStoryboardName (\($0))" } ?? "an empty UILaunchScreen"
        return Finding(rule: Self.id, severity: .info, path: path, line: location.line, column: location.column, offset: at,
                       message: "add \(what): app target\(targets.count > 1 ? "s" : "") \(targets.joined(separator: ", ")) "
                           + "declare\(targets.count > 1 ? "" : "s") no launch screen, which App Store Connect rejects for iOS 27 SDK uploads",
                       fix: Fix(path: path, edits: edits, safety: Self.behaviorChange))
    }

    private func settingFinding(_ app: AppTargetPlists.AppTarget, _ configurations: [PBXObject], _ storyboard: String?,
                                _ project: ProjectContext) -> Finding {
        let key = storyboard == nil ? "INFOPLIST_KEY_UILaunchScreen_Generation" : "INFOPLIST_KEY_UILaunchStoryboardName"
        let value = storyboard ?? "YES"
        let at = app.target.object.entry.range.lowerBound
        let bytes = project.projectFiles[app.pbxprojPath] ?? []
        let location = AppTargetPlists.location(of: at, in: bytes)
        let message = "app target \(app.target.name) generates its Info.plist with no launch screen, which App Store Connect rejects for iOS 27 SDK uploads"
        if app.isGenerated {
            return Finding(rule: Self.id, code: "LAUNCH-W1", severity: .warning, path: app.pbxprojPath, line: location.line,
                           column: location.column, offset: at, message: message + " (the project is generated by XcodeGen)",
                           suggestion: "add `\(key): \(value)` to the target's settings in project.yml")
        }
        let edits = (try? app.project.settingBuildSetting(key, to: .string(value), in: configurations)) ?? []
        return Finding(rule: Self.id, severity: .info, path: app.pbxprojPath, line: location.line, column: location.column,
                       offset: at, message: "set \(key) = \(value): " + message, fix: edits.isEmpty ? nil : Fix(path: app.pbxprojPath, edits: edits, safety: Self.behaviorChange))
    }
}
