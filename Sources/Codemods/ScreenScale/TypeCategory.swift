import Rewriter

/// What kind of type the code reading the screen belongs to.
enum TypeCategory: Equatable {
    case view, viewController, presentationController
    /// A project type that declares `UITraitEnvironment` itself.
    case traitEnvironment
    /// A SwiftUI `View` (or `ViewModifier`) struct.
    case swiftUIView
    case other

    var isUIKit: Bool { self == .view || self == .viewController || self == .presentationController }
    /// UIKit classes with `registerForTraitChanges` (iOS 17).
    var canRegisterForTraitChanges: Bool { isUIKit }
}

/// Classifies project types through the project index: superclass chains and
/// conformances in any file, ending at the well-known framework classes.
struct TypeClassifier {
    let index: ProjectIndex

    /// The category of the type named `name`, given the inheritance written
    /// where the code sits (a class's own clause or an extension's).
    func category(of name: String, written: [String], isStruct: Bool) -> TypeCategory {
        let base = ProjectIndex.baseName(name)
        var supertypes = index.supertypes(of: base)
        supertypes.insert(base)
        for w in written { supertypes.insert(ProjectIndex.baseName(w)) }
        // A struct or enum inherits from no class, whatever a class of the same name elsewhere in the
        // checkout does (`View` is a SwiftUI protocol here and may be a UIView subclass in another app).
        let named = index.types(named: base)
        let valueType = isStruct || !named.isEmpty && named.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        let framework = valueType ? [] : supertypes.filter { TraitEnvironmentClasses.known.contains($0) && !index.declares($0) }
        if !framework.isEmpty {
            if framework.contains(where: { $0.hasSuffix("PresentationController") }) { return .presentationController }
            if framework.contains(where: { $0.hasSuffix("Controller") }) { return .viewController }
            return .view
        }
        if supertypes.contains("UITraitEnvironment") && !index.declares("UITraitEnvironment") { return .traitEnvironment }
        let struct_ = isStruct || named.contains { $0.kind == .struct }
        // A project declaration named `View` shadows SwiftUI's, unless it is a class: a struct
        // cannot inherit from one, so the struct conforms to the protocol (the class is another
        // module's, as in a checkout of several apps and packages).
        let shadowed = Self.swiftUIViewProtocols.contains { protocolName in
            index.declares(protocolName, visibleInside: name) && !index.types(named: protocolName).allSatisfy { $0.kind == .class }
        }
        if struct_ && !supertypes.isDisjoint(with: Self.swiftUIViewProtocols) && !shadowed {
            return .swiftUIView
        }
        return .other
    }

    static let swiftUIViewProtocols: Set<String> = ["View", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable"]

    /// For a class outside the categories: the framework class its superclass
    /// chain ends at ("ThirdPartyChartView", "NSObject"), for the message.
    func chainRoot(of name: String) -> String? {
        var current = ProjectIndex.baseName(name)
        var seen: Set<String> = []
        while let info = index.types(named: current).first(where: { $0.kind == .class }), !seen.contains(current) {
            seen.insert(current)
            guard let superclass = info.inheritance.first else { return nil }
            current = superclass
        }
        return seen.isEmpty ? nil : current
    }

    /// Member names of a type visible on `self`: its own members, its
    /// extensions', and those of project supertypes.
    func memberNames(of name: String) -> Set<String> {
        var names: Set<String> = []
        var types = index.supertypes(of: name)
        types.insert(ProjectIndex.baseName(name))
        for type in types {
            for info in index.types(named: type) { for m in info.declaration.members { names.insert(m.name) } }
            for ext in index.extensions(of: type) { for m in ext.declaration.members { names.insert(m.name) } }
        }
        return names
    }

    /// Properties UIKit views and controllers inherit, which a setup statement
    /// may assign through (`layer.borderWidth = ...`).
    static let inheritedProperties: Set<String> = [
        "layer", "view", "frame", "bounds", "center", "contentScaleFactor", "backgroundColor", "tintColor", "alpha",
        "tableView", "collectionView", "contentView", "imageView", "textLabel", "detailTextLabel", "titleLabel",
        "navigationItem", "navigationController", "tabBarItem", "presentedView", "containerView", "window",
        "superview", "transform", "accessoryView", "backgroundView", "selectedBackgroundView", "separatorInset",
        "layoutMargins", "directionalLayoutMargins", "additionalSafeAreaInsets", "preferredContentSize",
        "contentInset", "scrollIndicatorInsets", "inputAccessoryView", "textContainerInset",
    ]
}
