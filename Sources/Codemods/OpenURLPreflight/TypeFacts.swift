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

    /// Facts for `header` (nil at file level), looking up its name across the project.
    static func gather(for header: TypeHeader?, reader: ScopeReader, project: ProjectContext) -> TypeFacts {
        guard let header else {
            var facts = TypeFacts()
            facts.isClass = false
            return facts
        }
        var facts = TypeFacts()
        var sawKind = false
        var visited: Set<String> = []
        collect(name: header.name, into: &facts, sawKind: &sawKind, visited: &visited, depth: 0,
                current: (reader, header), project: project, isOwnType: true)
        if !sawKind {
            facts.isClass = true
        }
        if header.keyword == "struct" || header.keyword == "enum" { facts.isClass = false }
        if header.keyword == "struct", header.inherits.contains("View") { facts.isViewStruct = true }
        return facts
    }

    private static func collect(name: String, into facts: inout TypeFacts, sawKind: inout Bool, visited: inout Set<String>,
                                depth: Int, current: (ScopeReader, TypeHeader)?, project: ProjectContext,
                                isOwnType: Bool) {
        guard depth < 8, visited.insert(name).inserted else { return }
        if isUIKitName(name) {
            // A UIKit class (extended here): main-actor, reference type; its
            // project extensions still add members below.
            facts.isMainActorUI = true
            facts.isUIKit = true
            if isOwnType { sawKind = true; facts.isClass = true }
        }
        var trees = project.files
        if let current, !trees.contains(where: { $0.file.path == current.0.file.path }) { trees.append(current.0.tree) }
        var declarations = declarations(named: name, in: trees)
        if let current, !declarations.contains(where: { $0.0.file.path == current.0.file.path && $0.1.body == current.1.body }) {
            declarations.append(current)
        }
        for (reader, header) in declarations {
            if header.attributes.contains("@MainActor") { facts.isMainActorUI = true }
            if header.keyword == "class" || header.keyword == "actor" {
                if isOwnType { sawKind = true; facts.isClass = true }
            } else if header.keyword == "struct" || header.keyword == "enum" {
                if isOwnType { sawKind = true; facts.isClass = false }
            }
            readMembers(of: header, reader: reader, into: &facts, isOwnType: isOwnType)
            for inherited in header.inherits {
                if mainActorProtocols.contains(inherited) { facts.isMainActorUI = true }
                if isUIKitName(inherited) {
                    facts.isMainActorUI = true
                    if header.keyword == "class" || header.keyword == "extension" { facts.isUIKit = true }
                } else if header.keyword == "class" {
                    collect(name: inherited, into: &facts, sawKind: &sawKind, visited: &visited, depth: depth + 1,
                            current: nil, project: project, isOwnType: false)
                }
            }
        }
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

    /// Every type declaration or extension called `name` in the project.
    static func declarations(named name: String, in trees: [SyntaxTree]) -> [(ScopeReader, TypeHeader)] {
        let needle = Array(name.utf8)
        var result: [(ScopeReader, TypeHeader)] = []
        for tree in trees where contains(tree.file.bytes, needle) {
            let reader = ScopeReader(tree: tree)
            let count = tree.file.tokens.count
            var i = 0
            while i < count {
                let kind = reader.kind(i)
                let isDeclaration = (kind == .keyword && (reader.isText(i, "class") || reader.isText(i, "struct")
                    || reader.isText(i, "enum") || reader.isText(i, "extension") || reader.isText(i, "protocol")))
                    || (kind == .identifier && reader.isText(i, "actor"))
                if isDeclaration, let n = reader.next(i), reader.kind(n) == .identifier || reader.kind(n) == .keyword {
                    // The body is the first `{` after the name.
                    var j: Int? = n
                    while let t = j, reader.kind(t) != .leftBrace, reader.kind(t) != .rightBrace,
                          reader.kind(t) != .semicolon {
                        if reader.kind(t) == .keyword, reader.isText(t, "func") || reader.isText(t, "var") { j = nil; break }
                        j = reader.next(t)
                    }
                    if let body = j, reader.kind(body) == .leftBrace {
                        let header = reader.typeHeader(keyword: i, body: body)
                        if header.name == name { result.append((reader, header)) }
                    }
                }
                i += 1
            }
        }
        return result
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= haystack.count else { return false }
        let limit = haystack.count - needle.count
        var i = 0
        while i <= limit {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
