/// The Apple platforms a target can build for, with the names each place spells them in:
/// the deployment-target build setting, SDKROOT and SUPPORTED_PLATFORMS values, SwiftPM's
/// `platforms:` entries and `@available` attributes.
enum ApplePlatform: String, CaseIterable, Sendable, Hashable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    var deploymentTargetSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// SDK names in SDKROOT and SUPPORTED_PLATFORMS (device and simulator).
    var sdkNames: [String] {
        switch self {
        case .iOS: ["iphoneos", "iphonesimulator"]
        case .macOS: ["macosx"]
        case .tvOS: ["appletvos", "appletvsimulator"]
        case .watchOS: ["watchos", "watchsimulator"]
        case .visionOS: ["xros", "xrsimulator"]
        }
    }

    /// The platform an SDK name belongs to.
    init?(sdkName: String) {
        guard let platform = Self.allCases.first(where: { $0.sdkNames.contains(sdkName) }) else { return nil }
        self = platform
    }

    /// SwiftPM's `.iOS(...)` and XcodeGen's `iOS:` spell the platform as `@available` does.
    init?(spelled name: String) {
        self.init(rawValue: name)
    }

    static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
