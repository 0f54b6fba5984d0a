/// The `@available` attributes behind the alert and confirmation-dialog migrations, from the same
/// iOS 26.2 SDK `SwiftUI.swiftinterface` as `SwiftUIAvailabilityTable` (seayou2468-web/maciOS@4e13ea7).
extension SwiftUIAvailabilityTable {
    private static func dialogStatuses(_ iOS: String, _ macOS: String?, _ tvOS: String?, _ watchOS: String?, visionOS: String,
                                       soft: Bool) -> [ApplePlatform: SDKAvailability.Status] {
        var statuses: [ApplePlatform: SDKAvailability.Status] = [:]
        for (platform, version) in [(ApplePlatform.iOS, Optional(iOS)), (.macOS, macOS), (.tvOS, tvOS), (.watchOS, watchOS), (.visionOS, visionOS)] {
            statuses[platform] = version.map {
                .available(introduced: DeploymentTarget($0)!, deprecated: soft ? DeploymentTarget(major: 100000, minor: 0) : nil)
            } ?? .unavailable
        }
        return statuses
    }

    // SwiftUI: `actionSheet(isPresented:content:)`, `actionSheet(item:content:)` and `struct ActionSheet`:
    // `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use \`confirmationDialog(title:isPresented:
    // titleVisibility:presenting::actions:)\`instead.")`, `@available(macOS, unavailable)`, tvOS 13.0, watchOS 6.0 and
    // visionOS 1.0, all deprecated at 100000.
    static let actionSheet = SDKAvailability(name: "View.actionSheet(isPresented:content:), ActionSheet",
                                             statuses: dialogStatuses("13.0", nil, "13.0", "6.0", visionOS: "1.0", soft: true))
    // SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)` on the extensions declaring
    // `confirmationDialog(_:isPresented:titleVisibility:actions:)` and `...actions:message:` (LocalizedStringKey,
    // StringProtocol and Text titles).
    static let confirmationDialog = SDKAvailability(name: "View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
                                                    statuses: dialogStatuses("15.0", "12.0", "15.0", "8.0", visionOS: "1.0", soft: false))

    // SwiftUI: `alert(isPresented:content:)`, `alert(item:content:)` and `struct Alert`: `deprecated: 100000.0` on
    // iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0 and visionOS 1.0.
    static let legacyAlert = SDKAvailability(name: "View.alert(isPresented:content:), Alert",
                                             statuses: dialogStatuses("13.0", "10.15", "13.0", "6.0", visionOS: "1.0", soft: true))
    // SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)` on the extensions declaring
    // `alert(_:isPresented:actions:)` and `alert(_:isPresented:actions:message:)`.
    static let modernAlert = SDKAvailability(name: "View.alert(_:isPresented:actions:message:)",
                                             statuses: dialogStatuses("15.0", "12.0", "15.0", "8.0", visionOS: "1.0", soft: false))

    // SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)` on `struct ButtonRole` and on
    // `Button.init(_:role:action:)` and `Button.init(role:action:label:)`.
    static let buttonRole = SDKAvailability(name: "Button(_:role:action:), Button(role:action:label:)",
                                            statuses: dialogStatuses("15.0", "12.0", "15.0", "8.0", visionOS: "1.0", soft: false))
    // SwiftUI: `@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) extension Button where
    // Label == DefaultButtonLabel { init(role: ButtonRole, action: ...) }`: the label comes from the role.
    static let systemLabelledButton = SDKAvailability(name: "Button(role:action:) (system label)",
                                                      statuses: dialogStatuses("26.0", "26.0", "26.0", "26.0", visionOS: "26.0", soft: false))
}
