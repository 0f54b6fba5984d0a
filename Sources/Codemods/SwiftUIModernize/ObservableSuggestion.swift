import Rewriter

/// Reports `ObservableObject` classes, with the `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` properties that hold them: the Observation framework's `@Observable` replaces
/// the whole set at once.
///
///     final class Store: ObservableObject { @Published var items = [] }   ->   @Observable final class Store { var items = [] }
public struct ObservableSuggestion: Codemod {
    public static let id = "swiftui-observable"
    public static let summary = "report ObservableObject classes (and their @StateObject and @EnvironmentObject holders) that could use @Observable"
    public static let options = SwiftUIModernization.options
    public static let explanation = """
        `ObservableObject`, `@Published`, `@StateObject` and `@EnvironmentObject` are not deprecated; the Observation
        framework's `@Observable` macro (iOS 17, macOS 14, tvOS 17, watchOS 10) supersedes them: a view then
        updates only when a property it read changes. Migrating changes a type and every place that holds or
        injects it, so nothing is rewritten: with `--swiftui-modernize available` and a deployment target of iOS
        17 or later, each class is reported once.

        Before:
            final class Cart: ObservableObject {
                @Published var items: [Item] = []
            }
            struct CartView: View {
                @StateObject private var cart = Cart()
            }
            struct Badge: View {
                @EnvironmentObject var cart: Cart
            }
        After (by hand):
            @Observable final class Cart {
                var items: [Item] = []
            }
            struct CartView: View {
                @State private var cart = Cart()
            }
            struct Badge: View {
                @Environment(Cart.self) private var cart
            }
            // .environmentObject(cart) becomes .environment(cart)

        OBSERVE-I1 (info), at the class: how many `@Published` properties it has, how many `@StateObject`,
          `@ObservedObject` and `@EnvironmentObject` properties in the project hold it, and whether its Combine
          publishers (`$name`, `objectWillChange`) are used in the class, which `@Observable` does not provide.
          Not reported: classes whose ObservableObject conformance comes from a superclass, and protocols.
        Versions: Combine's `ObservableObject` is iOS 13 and not deprecated. `@Observable`: swiftlang/swift,
        stdlib/public/Observation/Sources/Observation/Macros.swift, `@available(SwiftStdlib 5.9, *)` (iOS 17.0,
        macOS 14.0, tvOS 17.0, watchOS 10.0). `Environment.init(_: T.Type)` for Observable objects: SwiftUICore,
        iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0.

        """ + SwiftUIModernization.explanation(old: [SwiftUIAvailabilityTable.environmentObject], new: [SwiftUIAvailabilityTable.environmentObjectType])

    let settings: SwiftUIModernization.Settings

    public init(options: [String: String]) {
        settings = SwiftUIModernization.Settings(options: options)
    }

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        guard settings.mayPermit(SwiftUIAvailabilityTable.observableObject) else { return [] }
        guard ByteSearch.contains(tree.file.bytes, "ObservableObject") else { return [] }
        let classes = tree.allDeclarations.filter { declaration in
            declaration.kind == .class && declaration.inheritance.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" }
        }
        guard !classes.isEmpty, let deployment = settings.deployment(of: tree, in: project),
              let reason = settings.permits(SwiftUIAvailabilityTable.observableObject, SwiftUIAvailabilityTable.observableMacro, in: deployment)
        else { return [] }
        let holders = Self.holders(in: project)
        return classes.map { type in
            let published = type.members.filter { $0.hasAttribute("Published") }
            let publishedNames = Set(published.compactMap { $0.bindings.first?.name })
            var publishers = 0
            if let open = type.body, let close = tree.partner(of: open) {
                for i in open..<close {
                    if tree.kind(i) == .dollarIdentifier, publishedNames.contains(String(tree.text(i).dropFirst())) { publishers += 1 }
                    if tree.kind(i) == .identifier, tree.isIdentifier(i, "objectWillChange") { publishers += 1 }
                }
            }
            let held = holders[type.name] ?? [:]
            var parts = ["\(published.count) @Published"]
            let holding = ["StateObject", "ObservedObject", "EnvironmentObject"].compactMap { wrapper in
                held[wrapper].map { "\($0) @\(wrapper)" }
            }
            if !holding.isEmpty { parts.append("held by " + holding.joined(separator: ", ")) }
            if publishers > 0 { parts.append("its Combine publishers used \(publishers) time\(publishers == 1 ? "" : "s")") }
            return Finding(rule: Self.id, code: "OBSERVE-I1", severity: .info, file: tree.file,
                           offset: tree.file.tokens.start(type.nameToken ?? type.keyword),
                           message: "`\(type.name)` is an ObservableObject (\(parts.joined(separator: "; "))): @Observable could replace it: \(reason)",
                           suggestion: "mark it @Observable and drop ObservableObject and @Published; hold it in @State instead of @StateObject, "
                            + "inject it with .environment(_:) and read it with @Environment(\(type.name).self) instead of @EnvironmentObject")
        }
    }

    /// For each type name, how many properties of the project hold it per wrapper (`StateObject`,
    /// `ObservedObject`, `EnvironmentObject`), by their type annotation or `= Type(...)` initializer.
    static func holders(in project: ProjectContext) -> [String: [String: Int]] {
        project.shared("swiftui.observable-object-holders") {
            var counts: [String: [String: Int]] = [:]
            for tree in project.files where ByteSearch.contains(tree.file.bytes, "Object") {
                for declaration in tree.allDeclarations where declaration.kind == .variable {
                    guard let wrapper = declaration.attributes.map({ String($0.baseName) })
                            .first(where: { $0 == "StateObject" || $0 == "ObservedObject" || $0 == "EnvironmentObject" }),
                          let binding = declaration.bindings.first else { continue }
                    var type: String? = nil
                    if let annotation = binding.typeAnnotation {
                        type = tree.compactText(annotation.lowerBound, annotation.upperBound)
                    } else if let initializer = binding.initializer, tree.kind(initializer.lowerBound) == .identifier {
                        type = tree.text(initializer.lowerBound)
                    }
                    guard var name = type else { continue }
                    while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
                    counts[ProjectIndex.baseName(name), default: [:]][wrapper, default: 0] += 1
                }
            }
            return counts
        }
    }
}
