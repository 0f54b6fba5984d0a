import Rewriter

/// The declarations scene adoption reads, taken from the structural parser
/// and flattened to what the migration needs (tokens, names, body braces).
struct TypeDeclaration {
    let kind: DeclarationKind
    let name: String
    let nameToken: Int
    /// First token of the declaration: its first attribute or modifier.
    let startToken: Int
    /// Attribute names without "@" ("main", "UIApplicationMain").
    let attributes: [String]
    let attributeTokens: [Int]
    let inherited: [String]
    let open: Int?
    let close: Int?
    let declaration: Declaration
}

struct FunctionDeclaration {
    let name: String
    let startToken: Int
    let labels: [String]
    let open: Int
    let close: Int
    /// "application(_:didFinishLaunchingWithOptions:)"
    var selector: String { name + "(" + labels.map { $0 + ":" }.joined() + ")" }
}

struct SwiftDeclarationScan {
    let tree: SyntaxTree
    var file: SourceFile { tree.file }

    func partner(_ i: Int) -> Int? { tree.partner(of: i) }

    func type(_ d: Declaration) -> TypeDeclaration {
        TypeDeclaration(kind: d.kind, name: d.name, nameToken: d.nameToken ?? d.keyword, startToken: d.first,
                        attributes: d.attributes.map(\.name), attributeTokens: d.attributes.map(\.first),
                        inherited: d.inheritance.map(ProjectIndex.baseName), open: d.body, close: d.body.flatMap(partner), declaration: d)
    }

    /// Every type and extension declared in the file, nested ones included.
    func types() -> [TypeDeclaration] {
        tree.allDeclarations.filter { $0.kind.hasMemberBody }.map(type)
    }

    func functions(of d: Declaration) -> [FunctionDeclaration] {
        d.members.compactMap { m in
            guard m.kind == .function, let open = m.body, let close = partner(open) else { return nil }
            return FunctionDeclaration(name: m.name.hasPrefix("`") ? String(m.name.dropFirst().dropLast()) : m.name,
                                       startToken: m.first, labels: m.parameters.map { $0.label ?? $0.name },
                                       open: open, close: close)
        }
    }

    /// Names of every member a body declares (stored, computed, functions).
    func memberNames(of d: Declaration) -> Set<String> {
        var names: Set<String> = []
        for m in d.members {
            switch m.kind {
            case .function: names.insert(m.name)
            case .variable, .constant: for b in m.bindings { if let n = b.name { names.insert(n) } }
            default: break
            }
        }
        return names
    }
}
