// Stand-in for the WidgetKit subset the fixtures use.
@_exported import SwiftUI

public protocol TimelineEntry {
    var date: Date { get }
}

public struct TimelineProviderContext: Sendable {
    public var isPreview: Bool { false }
}

public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

public struct TimelineReloadPolicy: Sendable {
    public static let atEnd = TimelineReloadPolicy(), never = TimelineReloadPolicy()
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
}

public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

@preconcurrency @MainActor public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}
extension Never: WidgetConfiguration {}

@resultBuilder public struct WidgetConfigurationBuilder {
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
    public var body: Never { fatalError() }
}

@preconcurrency @MainActor public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

@preconcurrency @MainActor public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}
extension WidgetBundle {
    public static func main() {}
}

@resultBuilder public struct WidgetBundleBuilder {
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
}

public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}
