// Navigation containers, presentation state and previews, with the `@available` attributes of the
// iOS 26.2 SDK (see SwiftUIAvailabilityTable+Migrations in Sources). Soft deprecations (100000) are
// written as in the SDK: Linux ignores them, as the compiler does on Apple platforms. Replacements
// newer than a fixture's deployment target are marked deprecated in the STUB_IOS_BELOW_<N> builds
// (see DeprecatedModifiers.swift), so an output that uses them gains a warning.

// MARK: - Presentation

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    public var isPresented: Bool { true }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> { Binding(get: { PresentationMode() }, set: { _ in }) }

    #if STUB_IOS_BELOW_15
    @available(*, deprecated, message: "only available in iOS 15.0 or newer")
    public var dismiss: DismissAction { DismissAction() }
    @available(*, deprecated, message: "only available in iOS 15.0 or newer")
    public var isPresented: Bool { true }
    #else
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dismiss: DismissAction { DismissAction() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var isPresented: Bool { true }
    #endif
}

// MARK: - Navigation

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

#if STUB_IOS_BELOW_16
@available(*, deprecated, message: "only available in iOS 16.0 or newer")
public struct NavigationStack<Content: View>: View {
    public init(@ViewBuilder root: () -> Content) {}
    public typealias Body = Never
}
#else
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Content: View>: View {
    public init(@ViewBuilder root: () -> Content) {}
    public typealias Body = Never
}
#endif

public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}
extension NavigationLink where Label == Text {
    public init(_ titleKey: String, destination: Destination) {}
}

// MARK: - Previews

@preconcurrency @MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

public enum PreviewLayout: Sendable { case device, sizeThatFits }

extension View {
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

// The macro's implementation is a compiler plugin that ships with Xcode; on Linux its uses type-check
// their arguments and then report the plugin missing, which the type-check harness ignores.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
