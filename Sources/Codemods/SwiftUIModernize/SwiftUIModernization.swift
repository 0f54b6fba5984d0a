import Rewriter

/// What every `swiftui-*` rewrite shares: the family's options, the deployment target of the
/// file being read, and the gate that decides whether a deprecated call is rewritten.
///
/// `--swiftui-modernize warned` (the default) rewrites where the compiler warns: the old API is
/// deprecated (not softly, at `100000`) at or below the deployment target of a platform the file
/// builds for. `available` also rewrites where the replacement is available at the deployment
/// target. Either way the replacement must be available on every platform the file builds for;
/// where neither holds, nothing changes and nothing is reported.
enum SwiftUIModernization {
    enum Mode: String, Sendable { case warned, available }

    /// Declared by every member under the same names, defaults and values, so one flag reaches all.
    static let options = [
        CodemodOption(name: "swiftui-modernize",
                      help: "which deprecated SwiftUI calls the swiftui-* rules rewrite: `warned`, those the compiler warns about "
                          + "at the file's deployment target; `available`, also those whose replacement is available there",
                      defaultValue: "warned", allowedValues: ["warned", "available"]),
        CodemodOption(name: "deployment-target",
                      help: "lowest iOS version the app supports (\"15.0\"), for files no Xcode target, XcodeGen target or "
                          + "Package.swift gives one (`auto`: such files are left alone)",
                      defaultValue: "auto"),
    ]

    struct Settings: Sendable {
        let mode: Mode
        let fallback: DeploymentTarget?

        init(options: [String: String]) {
            mode = Mode(rawValue: options["swiftui-modernize"]?.lowercased() ?? "") ?? .warned
            fallback = options["deployment-target"].flatMap { DeploymentTarget($0) }
        }

        /// The platforms and deployment targets the file builds for: the project's, else the
        /// `--deployment-target` option (iOS), else nil.
        func deployment(of tree: SyntaxTree, in project: ProjectContext) -> FileDeployment? {
            if var known = FileDeploymentTargets.shared(in: project).deployment(of: tree.file.path) {
                if let fallback, let iOS = known.platforms[.iOS], iOS == nil {
                    known.platforms[.iOS] = fallback
                    known.source += " and --deployment-target"
                }
                return known
            }
            return fallback.map { FileDeployment(platforms: [.iOS: $0], source: "--deployment-target") }
        }

        /// Whether `permits` can say yes to `old` in some file: in `warned` mode only a declaration the
        /// compiler warns about can be rewritten, so a rule whose old API is softly deprecated
        /// everywhere skips the file before scanning it. (One declaration a call: every rule of the
        /// family asks for every file, and a variadic list built an array each time.)
        func mayPermit(_ old: SDKAvailability) -> Bool {
            mode == .available || old.isHardDeprecated
        }

        /// Why `old` may become `new` in a file built for `deployment`, or nil when it may not.
        func permits(_ old: SDKAvailability, _ new: SDKAvailability, in deployment: FileDeployment) -> String? {
            var considered = 0
            var warnings: [String] = []
            var available: [String] = []
            for (platform, version) in deployment.platforms.sorted(by: { $0.key < $1.key }) {
                // A call the platform cannot compile is inside `#if os(...)` for another one.
                guard old.status(on: platform) != .unavailable else { continue }
                guard let version, new.isAvailable(on: platform, at: version) else { return nil }
                considered += 1
                if let deprecated = old.hardDeprecation(on: platform), deprecated <= version {
                    warnings.append("deprecated in \(platform.rawValue) \(deprecated.text), the target supports \(platform.rawValue) \(version.text)")
                } else {
                    available.append("\(platform.rawValue) \(version.text)")
                }
            }
            guard considered > 0 else { return nil }
            if !warnings.isEmpty { return warnings.joined(separator: "; ") + " (\(deployment.source))" }
            guard mode == .available else { return nil }
            return "the replacement is available at the deployment target, \(available.joined(separator: ", ")) (\(deployment.source), --swiftui-modernize available)"
        }
    }

    /// The shared part of every member's `explain`.
    static func explanation(old: [SDKAvailability], new: [SDKAvailability]) -> String {
        var text = """

            When it rewrites (every swiftui-* rule): the deployment target is the one of the target that compiles the
            file (IPHONEOS_DEPLOYMENT_TARGET and its macOS, tvOS, watchOS and visionOS siblings, per target and
            configuration, from project.pbxproj, including file system synchronized folders, and the .xcconfig files
            its configurations are based on, resolved as Xcode does: target settings, target xcconfig, project
            settings, project xcconfig, with #include, $(inherited) and $(NAME) references; every conditional value
            such as [sdk=iphonesimulator*] counts and the lowest wins; one that cannot be known leaves the version
            unknown; an XcodeGen target's sources, platform: or supportedDestinations:, configFiles: and templates;
            the `platforms:` of the Package.swift above the file), all read inside the folder given on the command
            line, else --deployment-target (iOS).
            --swiftui-modernize warned (default): only where the compiler warns, that is, the old API is deprecated
              at or below the deployment target. A deprecation at 100000 ("soft", shown by the documentation as
              deprecated up to the current SDK) never warns, so such calls are left alone in this mode.
            --swiftui-modernize available: also where the replacement is available at the deployment target.
            The replacement must be available on every platform the file builds for; otherwise nothing changes and
            nothing is reported.

            Versions, from the iOS 26.2 SDK's SwiftUI and SwiftUICore module interfaces (public copy:
            seayou2468-web/maciOS@4e13ea7, iPhoneOS26.2.sdk); where Apple's documentation pages differ, these win:

            """
        for availability in old + new { text += "  \(availability.name): \(availability.summary)\n" }
        return text
    }
}

extension SwiftUIModernization {
    /// A rewrite finding of a `swiftui-*` rule at a modifier's name.
    static func rewrite(_ rule: String, _ modifier: ModifierCall, _ tree: SyntaxTree, _ message: String, _ edits: [Edit],
                        safety: FixSafety = .safe) -> Finding {
        Finding(rule: rule, severity: .info, file: tree.file, offset: tree.file.tokens.start(modifier.name), message: message,
                fix: Fix(path: tree.file.path, edits: edits, safety: safety))
    }

    /// The edit renaming the modifier at `modifier.name`.
    static func rename(_ modifier: ModifierCall, to name: String, in tree: SyntaxTree) -> Edit {
        Edit(range: tree.byteRange(modifier.name, modifier.name), replacement: name)
    }
}
