import Rewriter

/// What the codemod needs to know about the type around a call, gathered from
/// every declaration and extension of that type name in the project.
struct TypeFacts {
    /// A reference type (or an extension of a type of unknown kind): moved code
    /// using implicit members needs a `[self]` capture.
    var isClass = true
    /// Main-actor isolated: a UIKit type, a SwiftUI View/App/Scene or `@MainActor`.
    var isMainActorUI = false
    /// A struct declared `: View` (in this declaration, not an extension).
    var isViewStruct = false
    /// Inherits a UIKit class, so UIResponder/UIViewController members apply.
    var isUIKit = false
    var members: Set<String> = []
    /// The `@Environment(\.openURL)` property already declared, if any, and
    /// whether `openURL` names something else.
    var hasOpenURLEnvironment = false
    var openURLTaken = false

    /// Members every UIKit responder, view or view controller has; used
    /// unqualified they mean `self`.
    static let uiKitMembers: Set<String> = [
        "present", "dismiss", "show", "showDetailViewController", "performSegue", "view", "viewIfLoaded",
        "navigationController", "tabBarController", "splitViewController", "title", "navigationItem",
        "presentingViewController", "presentedViewController", "traitCollection", "parent", "children", "addChild",
        "storyboard", "becomeFirstResponder", "resignFirstResponder", "setNeedsLayout", "layoutIfNeeded", "addSubview",
        "bounds", "frame", "window", "superview", "subviews", "tintColor", "isHidden", "alpha", "backgroundColor",
        "setEditing", "isEditing", "tableView", "collectionView", "refreshControl", "extensionContext", "undoManager",
        "next", "toolbarItems", "setToolbarItems", "modalPresentationStyle", "popoverPresentationController",
        "activityIndicator", "setNeedsDisplay", "endEditing", "removeFromSuperview", "preferredContentSize",
    ]

    static func isUIKitName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.count > 2 && bytes[0] == 0x55 && bytes[1] == 0x49 && bytes[2] >= 0x41 && bytes[2] <= 0x5A
    }

    static let mainActorProtocols: Set<String> = ["View", "App", "Scene", "ViewModifier", "UIApplicationDelegate",
                                                  "UIWindowSceneDelegate", "UISceneDelegate"]

    /// Facts for `header` (nil at file level): its own declaration, then every
    /// declaration and extension of the name and its supertypes in the project index.
    static func gather(for header: TypeHeader?, reader: ScopeReader, project: ProjectContext) -> TypeFacts {
        var facts = TypeFacts()
        guard let header else {
            facts.isClass = false
            return facts
        }
        let index = project.index
        let name = header.name
        let ownTypes = index.types(named: name)
        // The kind: this declaration's keyword, else the project's declaration of the
        // name; an extension of an unknown (framework) type is treated as a class,
        // which only ever adds a harmless `[self]`.
        switch header.keyword {
        case "struct", "enum": facts.isClass = false
        case "class", "actor": facts.isClass = true
        default: facts.isClass = ownTypes.first.map { $0.kind == .class || $0.kind == .actor } ?? true
        }
        if header.keyword == "struct", header.inherits.contains("View") { facts.isViewStruct = true }
        if header.attributes.contains("@MainActor") { facts.isMainActorUI = true }

        let supertypes = index.supertypes(of: name).union(header.inherits)
        var related = [name] + supertypes.sorted()
        if isUIKitName(name) { facts.isUIKit = true; facts.isMainActorUI = true }
        for inherited in supertypes {
            if mainActorProtocols.contains(inherited) { facts.isMainActorUI = true }
            if isUIKitName(inherited) {
                facts.isMainActorUI = true
                if facts.isClass { facts.isUIKit = true }
            }
        }
        // Members declared in this file's declaration (always), and in every
        // project declaration and extension of the type and its supertypes.
        readMembers(of: header, reader: reader, into: &facts, isOwnType: true)
        related.removeAll { isUIKitName($0) && $0 != name }
        for (offset, typeName) in related.enumerated() {
            let isOwn = offset == 0
            var declarations = index.types(named: typeName).map(\.declaration)
            declarations += index.extensions(of: typeName).map(\.declaration)
            for declaration in declarations {
                if isOwn, declaration.hasAttribute("MainActor") { facts.isMainActorUI = true }
                for member in declaration.members where !member.name.isEmpty {
                    facts.members.insert(member.name)
                    for binding in member.bindings { if let n = binding.name { facts.members.insert(n) } }
                }
            }
        }
        return facts
    }

    private static func readMembers(of header: TypeHeader, reader: ScopeReader, into facts: inout TypeFacts,
                                    isOwnType: Bool) {
        guard let close = reader.partner(header.body) else { return }
        var i = header.body + 1
        while i < close {
            let kind = reader.kind(i)
            if kind == .leftBrace, let p = reader.partner(i) {
                i = p + 1
                continue
            }
            if kind == .keyword, reader.isText(i, "func") || reader.isText(i, "var") || reader.isText(i, "let"),
               let n = reader.next(i), reader.kind(n) == .identifier {
                let name = reader.text(n)
                facts.members.insert(name)
                if isOwnType, name == "openURL" {
                    let (attributes, _) = reader.prefix(before: i)
                    let isEnvironment = attributes.contains("@Environment")
                        && reader.file.text(reader.start(i > 8 ? i - 8 : 0)..<reader.start(i)).contains(".openURL")
                    if isEnvironment { facts.hasOpenURLEnvironment = true } else { facts.openURLTaken = true }
                }
            }
            i += 1
        }
    }
}
