/// The `@available` attributes behind the structural swiftui-* migrations (dismiss, NavigationStack,
/// `#Preview`) and the report-only suggestions, from the same iOS 26.2 SDK module interfaces as
/// `SwiftUIAvailabilityTable` (seayou2468-web/maciOS@4e13ea7, `SwiftUI.swiftinterface` and
/// `SwiftUICore.swiftinterface`). Types from other modules name their source beside them.
/// A trailing `*` in an attribute makes visionOS follow iOS, from 1.0.
extension SwiftUIAvailabilityTable {
    /// Available from the given versions (nil: unavailable there); with `soft`, deprecated at
    /// 100000 on every platform where it is available.
    private static func declared(_ iOS: String?, _ macOS: String?, _ tvOS: String?, _ watchOS: String?, visionOS: String? = "1.0",
                                 soft: Bool = false) -> [ApplePlatform: SDKAvailability.Status] {
        var statuses: [ApplePlatform: SDKAvailability.Status] = [:]
        for (platform, version) in [(ApplePlatform.iOS, iOS), (.macOS, macOS), (.tvOS, tvOS), (.watchOS, watchOS), (.visionOS, visionOS)] {
            statuses[platform] = version.map {
                .available(introduced: DeploymentTarget($0)!, deprecated: soft ? DeploymentTarget(major: 100000, minor: 0) : nil)
            } ?? .unavailable
        }
        return statuses
    }

    // SwiftUI: `EnvironmentValues.presentationMode`, `deprecated: 100000.0, message: "Use isPresented or dismiss"`
    // on iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0 and visionOS 1.0.
    static let presentationMode = SDKAvailability(name: "EnvironmentValues.presentationMode",
                                                  statuses: declared("13.0", "10.15", "13.0", "6.0", soft: true))
    // SwiftUI: `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension EnvironmentValues { var dismiss }`
    static let dismiss = SDKAvailability(name: "EnvironmentValues.dismiss", statuses: declared("15.0", "12.0", "15.0", "8.0"))
    // Same extension: `var isPresented: Bool`.
    static let isPresented = SDKAvailability(name: "EnvironmentValues.isPresented", statuses: declared("15.0", "12.0", "15.0", "8.0"))

    // SwiftUI: `struct NavigationView`, `deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView
    // instead"` on iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0 and visionOS 1.0. `navigationViewStyle(_:)` and
    // `StackNavigationViewStyle` carry the same soft deprecation (the style is unavailable on macOS).
    static let navigationView = SDKAvailability(name: "NavigationView", statuses: declared("13.0", "10.15", "13.0", "7.0", soft: true))
    // SwiftUI: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) struct NavigationStack`
    static let navigationStack = SDKAvailability(name: "NavigationStack", statuses: declared("16.0", "13.0", "16.0", "9.0"))
    // SwiftUI: `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) struct NavigationSplitView`
    static let navigationSplitView = SDKAvailability(name: "NavigationSplitView", statuses: declared("16.0", "13.0", "16.0", "9.0"))

    // SwiftUI: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) protocol PreviewProvider`: not deprecated.
    static let previewProvider = SDKAvailability(name: "PreviewProvider", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    // SwiftUI: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) @freestanding(declaration) macro
    // Preview(_ name: String? = nil, @ViewBuilder body: ...)`. The `traits:` overload is iOS 17.0, macOS 14.0,
    // tvOS 17.0, watchOS 10.0; it is not written here.
    static let previewMacro = SDKAvailability(name: "#Preview(_:body:)", statuses: declared("13.0", "10.15", "13.0", "6.0"))

    // Combine: `@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *) protocol ObservableObject`: not deprecated.
    static let observableObject = SDKAvailability(name: "ObservableObject", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    // Observation (swiftlang/swift, stdlib/public/Observation/Sources/Observation/Macros.swift): `@available(SwiftStdlib
    // 5.9, *) macro Observable()`, that is macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, visionOS 1.0.
    static let observableMacro = SDKAvailability(name: "@Observable", statuses: declared("17.0", "14.0", "17.0", "10.0"))
    // SwiftUICore: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) struct EnvironmentObject`
    static let environmentObject = SDKAvailability(name: "EnvironmentObject", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    // SwiftUICore: `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) Environment.init(_ objectType:)`
    static let environmentObjectType = SDKAvailability(name: "Environment(_: T.Type)", statuses: declared("17.0", "14.0", "17.0", "10.0"))

    // SwiftUICore: `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)` on `AnyView` and `ViewBuilder`.
    static let anyView = SDKAvailability(name: "AnyView", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    static let viewBuilder = SDKAvailability(name: "ViewBuilder", statuses: declared("13.0", "10.15", "13.0", "6.0"))

    // SwiftUICore: `GeometryReader` iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0; `protocol Layout`
    // `@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)`. SwiftUI: `containerRelativeFrame(_:alignment:_:)`
    // `@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)`.
    static let geometryReader = SDKAvailability(name: "GeometryReader", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    static let layout = SDKAvailability(name: "Layout", statuses: declared("16.0", "13.0", "16.0", "9.0"))
    static let containerRelativeFrame = SDKAvailability(name: "View.containerRelativeFrame(_:alignment:_:)",
                                                        statuses: declared("17.0", "14.0", "17.0", "10.0"))

    // SwiftUICore: `onAppear(perform:)` iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0. SwiftUI: `task(priority:_:)`
    // `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`.
    static let onAppear = SDKAvailability(name: "View.onAppear(perform:)", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    static let task = SDKAvailability(name: "View.task(priority:_:)", statuses: declared("15.0", "12.0", "15.0", "8.0"))

    // Swift Testing (swiftlang/swift-testing@0022e29, Package.swift `platforms:`): macOS 10.15, iOS 13, watchOS 6,
    // tvOS 13, visionOS 1. XCTest is not deprecated; it is given the same floor, the oldest target Swift Testing runs on.
    static let swiftTesting = SDKAvailability(name: "Swift Testing (@Test, #expect)", statuses: declared("13.0", "10.15", "13.0", "6.0"))
    static let xcTest = SDKAvailability(name: "XCTestCase", statuses: declared("13.0", "10.15", "13.0", "6.0"))
}
