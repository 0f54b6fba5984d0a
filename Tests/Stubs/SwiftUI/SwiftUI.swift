// Stand-in for the SwiftUI subset the fixtures use, so rewrites can be type-checked on Linux.
// Signatures follow Apple's SDK: View, App and the property wrappers are main-actor types.
@_exported import Foundation
@_exported import Combine
@_exported import UIKit

// MARK: - Views and builders

@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

extension View where Body == Never {
    public var body: Never { fatalError() }
}

public struct EmptyView: View { public init() {} ; public typealias Body = Never }
public struct TupleView<T>: View { public init(_ value: T) {} ; public typealias Body = Never }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View { public typealias Body = Never }
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public typealias Body = Never
}
public struct ModifiedContent<Content, Modifier>: View { public typealias Body = Never }
extension Optional: View where Wrapped: View { public typealias Body = Never }

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { TupleView((repeat each content)) }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public struct Text: View {
    public init(_ content: String) {}
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public init(_ date: Date, style: DateStyle) {}
    public struct DateStyle: Sendable { public static let relative = DateStyle(), date = DateStyle(), time = DateStyle() }
    public typealias Body = Never
    public func bold() -> Text { self }
    public func font(_ font: Font?) -> Text { self }
}

public struct Font: Sendable {
    public static let body = Font(), headline = Font(), title = Font(), caption = Font(), largeTitle = Font(), subheadline = Font()
    public static func system(size: CGFloat) -> Font { Font() }
}

public struct Color: View, ShapeStyle, Sendable {
    public init(_ name: String) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(uiColor: UIColor) {}
    public static let red = Color("red"), blue = Color("blue"), green = Color("green"), black = Color("black")
    public static let white = Color("white"), gray = Color("gray"), clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accent")
    public typealias Body = Never
    public func opacity(_ opacity: Double) -> Color { self }
}

public protocol ShapeStyle {}

public struct Image: View {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public init(uiImage: UIImage) {}
    public init(decorative name: String) {}
    public typealias Body = Never
    public func resizable() -> Image { self }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}
extension Button where Label == Text {
    public init(_ titleKey: String, action: @escaping @MainActor () -> Void) {}
}
// Buttons with roles (iOS 15, and the system-labelled one of iOS 26) are in AlertsAndDialogs.swift.

public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}
extension Toggle where Label == Text {
    public init(_ titleKey: String, isOn: Binding<Bool>) {}
}

public struct TextField<Label: View>: View { public typealias Body = Never }
extension TextField where Label == Text {
    public init(_ titleKey: String, text: Binding<String>) {}
}

public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}
extension Link where Label == Text {
    public init(_ titleKey: String, destination: URL) {}
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom }
public struct Alignment: Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(), bottom = Alignment(), topLeading = Alignment()
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct ScrollView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {}
    public typealias Body = Never
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
}
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}
public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct Section<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}
public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public typealias Body = Never
}
public struct Spacer: View { public init(minLength: CGFloat? = nil) {} ; public typealias Body = Never }
public struct Divider: View { public init() {} ; public typealias Body = Never }
public struct ProgressView: View { public init() {} ; public typealias Body = Never }
public struct GeometryProxy { public var size: CGSize { .zero } }
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public typealias Body = Never
}
public struct Canvas: View {
    public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
    public typealias Body = Never
}
public struct GraphicsContext {}

public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}
extension Shape {
    public typealias Body = Never
    public func stroke(_ content: some ShapeStyle = Color.primary, lineWidth: CGFloat = 1) -> some View { self }
    public func stroke(lineWidth: CGFloat = 1) -> some View { self }
    public func fill(_ content: some ShapeStyle = Color.primary) -> some View { self }
}
public struct Path { public init() {} ; public init(_ rect: CGRect) {} }
public struct Circle: Shape { public init() {} ; public func path(in rect: CGRect) -> Path { Path() } }
public struct Rectangle: Shape { public init() {} ; public func path(in rect: CGRect) -> Path { Path() } }
public struct Capsule: Shape { public init() {} ; public func path(in rect: CGRect) -> Path { Path() } }

@preconcurrency @MainActor public final class ImageRenderer<Content: View>: ObservableObject {
    public init(content: Content) {}
    public var scale: CGFloat = 1
    public var uiImage: UIImage? { nil }
    public var proposedSize: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
}
public struct ProposedViewSize: Sendable {
    public init(width: CGFloat?, height: CGFloat?) {}
    public init(_ size: CGSize) {}
}

// MARK: - Modifiers

public struct EdgeSet: OptionSet, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1), bottom = EdgeSet(rawValue: 2), leading = EdgeSet(rawValue: 4), trailing = EdgeSet(rawValue: 8)
    public static let all: EdgeSet = [.top, .bottom, .leading, .trailing], horizontal: EdgeSet = [.leading, .trailing], vertical: EdgeSet = [.top, .bottom]
}

extension View {
    public func padding(_ length: CGFloat? = nil) -> some View { self }
    public func padding(_ edges: EdgeSet, _ length: CGFloat? = nil) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { self }
    public func background<S: ShapeStyle>(_ style: S) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func hidden() -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func scaleEffect(_ s: CGFloat) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> some View { self }
}

// MARK: - State

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { storage = value }
    public init(initialValue value: Value) { storage = value }
    private let storage: Value
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { storage }, set: { _ in }) }
}
extension State where Value: ExpressibleByNilLiteral {
    public init() { storage = nil }
}
extension State: Sendable where Value: Sendable {}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
    }
}
extension Binding: DynamicProperty {}

@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let thunk: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
    @MainActor public var wrappedValue: ObjectType { thunk() }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: thunk()) }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(get: { root[keyPath: keyPath] }, set: { _ in })
        }
    }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    public var wrappedValue: ObjectType
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    @MainActor public var wrappedValue: ObjectType { fatalError() }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    private let initial: Value
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { initial }, set: { _ in }) }
}
extension AppStorage where Value == Bool {
    public init(wrappedValue: Value, _ key: String) { initial = wrappedValue }
}
extension AppStorage where Value == Int {
    public init(wrappedValue: Value, _ key: String) { initial = wrappedValue }
}
extension AppStorage where Value == String {
    public init(wrappedValue: Value, _ key: String) { initial = wrappedValue }
}
extension AppStorage where Value == Double {
    public init(wrappedValue: Value, _ key: String) { initial = wrappedValue }
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var openURL: OpenURLAction { get { OpenURLAction(handler: { _ in .systemAction }) } set {} }
    public var displayScale: CGFloat { get { 1 } set {} }
    public var pixelLength: CGFloat { 1 }
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var scenePhase: ScenePhase { get { .active } set {} }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { nil } set {} }
    public var isEnabled: Bool { get { true } set {} }
    public var locale: Locale { get { Locale(identifier: "en") } set {} }
}

public enum ColorScheme: Sendable { case light, dark }
public enum ScenePhase: Sendable { case background, inactive, active }
public enum UserInterfaceSizeClass: Sendable { case compact, regular }

public struct DismissAction: Sendable {
    @MainActor public func callAsFunction() {}
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    @MainActor public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

@preconcurrency @MainActor public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled = Result(), discarded = Result(), systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
}

// MARK: - Apps and scenes

@preconcurrency @MainActor public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    @MainActor init()
}
extension App {
    @MainActor public static func main() {}
}

@preconcurrency @MainActor public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}
extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> { TupleScene() }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
public struct TupleScene<T>: Scene { public var body: Never { fatalError() } }

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Settings<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@preconcurrency @MainActor @propertyWrapper public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { fatalError() }
}

extension Scene {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { self }
}

// MARK: - UIKit bridging

@preconcurrency @MainActor public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    typealias Context = UIViewRepresentableContext<Self>
}
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void {}
}
@preconcurrency @MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public var coordinator: Representable.Coordinator { fatalError() }
    public var environment: EnvironmentValues { EnvironmentValues() }
}

@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public var rootView: Content { fatalError() }
}
