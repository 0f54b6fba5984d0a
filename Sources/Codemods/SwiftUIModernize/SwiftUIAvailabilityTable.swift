/// Where a SwiftUI declaration can be used, per platform, exactly as the SDK declares it.
struct SDKAvailability: Sendable {
    enum Status: Sendable, Equatable {
        case unavailable
        /// `deprecated` is nil when the declaration is not deprecated on the platform; a version of
        /// 100000 is a soft deprecation, which the compiler never warns about.
        case available(introduced: DeploymentTarget, deprecated: DeploymentTarget?)
    }

    /// As `explain` prints it: "View.onChange(of:perform:)".
    let name: String
    let statuses: [ApplePlatform: Status]
    /// Whether the compiler warns about a use on some platform at some deployment target: asked
    /// by every rule of the family for every file, so worked out once.
    let isHardDeprecated: Bool

    init(name: String, statuses: [ApplePlatform: Status]) {
        self.name = name
        self.statuses = statuses
        isHardDeprecated = statuses.values.contains {
            guard case .available(_, let deprecated?) = $0 else { return false }
            return !deprecated.isSoftDeprecation
        }
    }

    func status(on platform: ApplePlatform) -> Status { statuses[platform] ?? .unavailable }

    /// The version from which the compiler warns about a use on `platform` (nil: never).
    func hardDeprecation(on platform: ApplePlatform) -> DeploymentTarget? {
        guard case .available(_, let deprecated?) = status(on: platform), !deprecated.isSoftDeprecation else { return nil }
        return deprecated
    }

    /// Whether the declaration can be used with a deployment target of `version` on `platform`.
    func isAvailable(on platform: ApplePlatform, at version: DeploymentTarget) -> Bool {
        guard case .available(let introduced, _) = status(on: platform) else { return false }
        return introduced <= version
    }

    /// One line per platform for `explain`: "iOS 14.0, deprecated 17.0 (warns)".
    var summary: String {
        ApplePlatform.allCases.map { platform -> String in
            switch status(on: platform) {
            case .unavailable: return "\(platform.rawValue) unavailable"
            case .available(let introduced, nil): return "\(platform.rawValue) \(introduced.text)+"
            case .available(let introduced, let deprecated?):
                return deprecated.isSoftDeprecation ? "\(platform.rawValue) \(introduced.text)+, deprecated 100000 (soft: never warns)"
                    : "\(platform.rawValue) \(introduced.text)+, deprecated \(deprecated.text) (warns)"
            }
        }.joined(separator: "; ")
    }
}

extension DeploymentTarget {
    /// `deprecated: 100000.0`: "deprecated in a future release", shown but never warned about.
    var isSoftDeprecation: Bool { major >= 100000 }
}

/// The `@available` attributes of the SwiftUI declarations this rule family rewrites, copied from
/// the iOS 26.2 SDK's module interfaces (`SwiftUI.swiftinterface` and `SwiftUICore.swiftinterface`,
/// `arm64e-apple-ios`, swiftlang-6.2.3.3.2, which carry every platform's attributes) as published
/// in the public repository seayou2468-web/maciOS, commit 4e13ea7ff47837e11cad9ba0867013327f717a16,
/// `iPhoneOS26.2.sdk/System/Library/Frameworks/{SwiftUI,SwiftUICore}.framework/Modules/...`.
/// Where Apple's documentation pages disagree (they show a soft deprecation as "13.0-27.0", the
/// same way as a real one, and date `rect(cornerRadius:)` 17.0) these declarations win: they are
/// what the compiler checks. A `*` in an extension's attribute makes visionOS follow iOS (1.0).
enum SwiftUIAvailabilityTable {
    private static func v(_ text: String) -> DeploymentTarget { DeploymentTarget(text)! }
    private static let soft = DeploymentTarget(major: 100000, minor: 0)

    private static func since(_ iOS: String, _ macOS: String?, _ tvOS: String?, _ watchOS: String?, visionOS: String? = "1.0",
                              deprecated: [ApplePlatform: DeploymentTarget] = [:]) -> [ApplePlatform: SDKAvailability.Status] {
        var statuses: [ApplePlatform: SDKAvailability.Status] = [:]
        for (platform, version) in [(ApplePlatform.iOS, Optional(iOS)), (.macOS, macOS), (.tvOS, tvOS), (.watchOS, watchOS), (.visionOS, visionOS)] {
            statuses[platform] = version.map { .available(introduced: v($0), deprecated: deprecated[platform]) } ?? .unavailable
        }
        return statuses
    }

    private static func softlyDeprecated(_ iOS: String, _ macOS: String?, _ tvOS: String?, _ watchOS: String?,
                                         visionOS: String? = "1.0") -> [ApplePlatform: SDKAvailability.Status] {
        since(iOS, macOS, tvOS, watchOS, visionOS: visionOS,
              deprecated: [.iOS: soft, .macOS: soft, .tvOS: soft, .watchOS: soft, .visionOS: soft])
    }

    // SwiftUICore: `@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")`, ...
    static let viewForegroundColor = SDKAvailability(name: "View.foregroundColor(_:)", statuses: softlyDeprecated("13.0", "10.15", "13.0", "6.0"))
    static let textForegroundColor = SDKAvailability(name: "Text.foregroundColor(_:)", statuses: softlyDeprecated("13.0", "10.15", "13.0", "6.0"))
    // SwiftUICore: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension View`
    static let viewForegroundStyle = SDKAvailability(name: "View.foregroundStyle(_:)", statuses: since("15.0", "12.0", "15.0", "8.0"))
    // SwiftUICore: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)` on `Text.foregroundStyle`
    static let textForegroundStyle = SDKAvailability(name: "Text.foregroundStyle(_:)", statuses: since("17.0", "14.0", "17.0", "10.0"))

    // SwiftUICore: extension `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`, member
    // `@available(iOS, deprecated: 17.0, ...)`, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0.
    static let onChangePerform = SDKAvailability(name: "View.onChange(of:perform:)", statuses: since("14.0", "11.0", "14.0", "7.0",
        deprecated: [.iOS: v("17.0"), .macOS: v("14.0"), .tvOS: v("17.0"), .watchOS: v("10.0"), .visionOS: v("1.0")]))
    // SwiftUICore: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`
    static let onChangeInitial = SDKAvailability(name: "View.onChange(of:initial:_:)", statuses: since("17.0", "14.0", "17.0", "10.0"))

    // SwiftUI: `@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")`,
    // `@available(macOS, unavailable)`, tvOS 13.0, watchOS 6.0, visionOS 1.0 (all 100000).
    static let navigationBarTitle = SDKAvailability(name: "View.navigationBarTitle(_:)", statuses: softlyDeprecated("13.0", nil, "13.0", "6.0"))
    // SwiftUI: iOS 13.0 (14.0 for the StringProtocol overload) and visionOS 1.0, deprecated 100000;
    // macOS, tvOS and watchOS unavailable.
    static let navigationBarTitleDisplayModeArgument = SDKAvailability(name: "View.navigationBarTitle(_:displayMode:)",
        statuses: softlyDeprecated("13.0", nil, nil, nil))
    // SwiftUI: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`
    static let navigationTitle = SDKAvailability(name: "View.navigationTitle(_:)", statuses: since("14.0", "11.0", "14.0", "7.0"))
    // SwiftUI: `@available(iOS 14.0, watchOS 8.0, *)`, macOS and tvOS unavailable.
    static let navigationBarTitleDisplayMode = SDKAvailability(name: "View.navigationBarTitleDisplayMode(_:)",
        statuses: since("14.0", nil, nil, "8.0"))

    // SwiftUICore: `deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead."` on every platform.
    static let edgesIgnoringSafeArea = SDKAvailability(name: "View.edgesIgnoringSafeArea(_:)", statuses: softlyDeprecated("13.0", "10.15", "13.0", "6.0"))
    // SwiftUICore: `@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)`
    static let ignoresSafeArea = SDKAvailability(name: "View.ignoresSafeArea(_:edges:)", statuses: since("14.0", "11.0", "14.0", "7.0"))

    // SwiftUICore: `deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead."`
    static let accentColor = SDKAvailability(name: "View.accentColor(_:)", statuses: softlyDeprecated("13.0", "10.15", "13.0", "6.0"))
    // SwiftUICore: `tint(_: Color?)`, `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`
    static let tint = SDKAvailability(name: "View.tint(_:)", statuses: since("15.0", "12.0", "15.0", "8.0"))

    // SwiftUI: `deprecated: 100000.0, message: "use textInputAutocapitalization(_:)"`; macOS and watchOS unavailable.
    static let autocapitalization = SDKAvailability(name: "View.autocapitalization(_:)", statuses: softlyDeprecated("13.0", nil, "13.0", nil))
    // SwiftUI: `@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)`, `@available(macOS, unavailable)`
    static let textInputAutocapitalization = SDKAvailability(name: "View.textInputAutocapitalization(_:)", statuses: since("15.0", nil, "15.0", "8.0"))

    // SwiftUICore: `deprecated: 100000.0, message: "Use \`clipShape\` or \`fill\` instead."`; its inlined
    // body is `clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))`.
    static let cornerRadius = SDKAvailability(name: "View.cornerRadius(_:antialiased:)", statuses: softlyDeprecated("13.0", "10.15", "13.0", "6.0"))
    // SwiftUICore: `clipShape(_:style:)` and `Shape.rect(cornerRadius:style:)` (`@_alwaysEmitIntoClient`)
    // are both in extensions `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`.
    static let clipShapeRect = SDKAvailability(name: "View.clipShape(.rect(cornerRadius:))", statuses: since("13.0", "10.15", "13.0", "6.0"))
}
