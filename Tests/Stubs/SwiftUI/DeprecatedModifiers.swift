// The deprecated modifiers the swiftui-* rules rewrite and their replacements, with the
// `@available` attributes of the iOS 26.2 SDK (see SwiftUIAvailabilityTable in Sources).
//
// Linux ignores platform availability, so the deployment target is emulated: the type-check
// harness builds extra copies of this module with `-D STUB_IOS_BELOW_14`, `_15`, `_16`, `_17` for fixtures
// whose deployment target is older (`deployment-target=` in their options). There, a declaration
// introduced later is marked deprecated ("only available in iOS N or newer"), so an output that
// uses it gains a warning its input did not have; and onChange(of:perform:), which the compiler
// flags from iOS 17, is deprecated only in the iOS 17 and later build, as on Apple platforms.
// Overload resolution ignores both, as it ignores an unmet `introduced:` on Apple platforms.

extension ShapeStyle where Self == Color {
    public static var red: Color { Color("red") }
    public static var orange: Color { Color("orange") }
    public static var yellow: Color { Color("yellow") }
    public static var green: Color { Color("green") }
    public static var blue: Color { Color("blue") }
    public static var purple: Color { Color("purple") }
    public static var pink: Color { Color("pink") }
    public static var white: Color { Color("white") }
    public static var gray: Color { Color("gray") }
    public static var black: Color { Color("black") }
    public static var clear: Color { Color("clear") }
}
extension Color {
    public static let orange = Color("orange"), yellow = Color("yellow"), purple = Color("purple"), pink = Color("pink")
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension EdgeSet { public typealias Set = EdgeSet }
public typealias Edge = EdgeSet

public struct SafeAreaRegions: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { RoundedRectangle(cornerRadius: cornerRadius, style: style) }
}

// MARK: - Deprecated softly (deprecated: 100000.0): never a warning

extension View {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> some View { self }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ title: Text) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @available(macOS, unavailable)
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @available(macOS, unavailable)
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View { self }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    @available(macOS, unavailable)
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
}

extension Text {
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
    public func foregroundColor(_ color: Color?) -> Text { self }

    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// MARK: - onChange: deprecated in iOS 17, where its replacements appear

extension View {
    #if STUB_IOS_BELOW_17
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 17.0 or newer")
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 17.0 or newer")
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    #else
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    #endif
}

// MARK: - Replacements introduced in iOS 14, 15 and 17

extension View {
    #if STUB_IOS_BELOW_14
    @available(*, deprecated, message: "only available in iOS 14.0 or newer")
    public func navigationTitle(_ title: Text) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 14.0 or newer")
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 14.0 or newer")
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 14.0 or newer")
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 14.0 or newer")
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    #else
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ title: Text) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    @available(iOS 14.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    #endif

    #if STUB_IOS_BELOW_15
    @available(*, deprecated, message: "only available in iOS 15.0 or newer")
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 15.0 or newer")
    @_disfavoredOverload public func tint(_ tint: Color?) -> some View { self }
    @available(*, deprecated, message: "only available in iOS 15.0 or newer")
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    #else
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload public func tint(_ tint: Color?) -> some View { self }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    #endif
}

extension Text {
    #if STUB_IOS_BELOW_17
    @available(*, deprecated, message: "only available in iOS 17.0 or newer")
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    #else
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    #endif
}
