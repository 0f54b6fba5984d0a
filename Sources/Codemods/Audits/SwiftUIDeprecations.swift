import Rewriter

/// Reports SwiftUI API the iOS 27 SDK soft-deprecates or renamed during the
/// beta: bordered text-field styles, `toolbarMinimizeBehavior`, and the
/// `FileDocument`/`ReferenceFileDocument` document protocols.
public struct SwiftUIDeprecations: Codemod {
    public static let id = "swiftui-deprecations"
    public static let summary = "report SwiftUI API deprecated or renamed in iOS 27: border text-field styles, toolbarMinimizeBehavior, FileDocument"
    public static let explanation = """
        SwiftUI 27 changes a few spellings that existing code uses. None has a mechanical replacement with the
        same look or behaviour, so nothing is rewritten.

        Before:
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)          // info: SWIFTUI-I1
        After (by hand):
            TextField("Name", text: $name)
                .textFieldStyle(.bordered)
                .textInputBorderShape(.roundedRectangle) // only where the shape matters

        SWIFTUI-I1 (info): `.textFieldStyle(.roundedBorder)`, `.squareBorder`, `RoundedBorderTextFieldStyle()` and
          `SquareBorderTextFieldStyle()`: soft-deprecated; prefer `.bordered` with `textInputBorderShape(_:)`.
        SWIFTUI-W2 (warning): `toolbarMinimizeBehavior`, an early iOS 27 beta spelling that later release notes
          call `toolbarMinimizationBehavior`. The final name is not settled: check the SDK your CI builds with.
        SWIFTUI-I3 (info): types conforming to `FileDocument` or `ReferenceFileDocument`, which the iOS 27 beta 4
          release notes deprecate in favour of `Document`/`ReadableDocument`/`WritableDocument`. An earlier
          inspected beta SDK had no deprecation annotation yet: plan the migration (with an undo strategy, for
          autosave), do not rush it.
        """

    public init(options: [String: String]) {}

    public func run(_ tree: SyntaxTree, in project: ProjectContext) -> [Finding] {
        let file = tree.file
        // Findings are made at these identifiers, or at conformances naming the two document protocols.
        guard file.mayHaveIdentifier("roundedBorder") || file.mayHaveIdentifier("squareBorder")
                || file.mayHaveIdentifier("RoundedBorderTextFieldStyle") || file.mayHaveIdentifier("SquareBorderTextFieldStyle")
                || file.mayHaveIdentifier("toolbarMinimizeBehavior") || file.mayHaveIdentifier("FileDocument")
                || file.mayHaveIdentifier("ReferenceFileDocument"),
              WordTokens.bytes(file.bytes, containAnyOf: ["Border", "toolbarMinimizeBehavior", "FileDocument"]) else { return [] }
        var findings: [Finding] = []
        let kinds = file.tokens.kinds
        for i in 0..<kinds.count where kinds[i] == .identifier {
            if file.token(i, is: "roundedBorder") || file.token(i, is: "squareBorder") {
                guard let dot = tree.previous(i), tree.kind(dot) == .period, let paren = tree.previous(dot), tree.kind(paren) == .leftParen,
                      let callee = tree.previous(paren), file.token(callee, is: "textFieldStyle") else { continue }
                findings.append(textFieldStyle(file.text(of: i), at: i, tree))
            } else if file.token(i, is: "RoundedBorderTextFieldStyle") || file.token(i, is: "SquareBorderTextFieldStyle") {
                guard !WordTokens.isDeclaredName(i, in: tree), !project.index.declares(file.text(of: i)) else { continue }
                findings.append(textFieldStyle(file.text(of: i), at: i, tree))
            } else if file.token(i, is: "toolbarMinimizeBehavior") {
                guard WordTokens.isMember(i, in: tree) else { continue }
                findings.append(WordTokens.finding(Self.id, "SWIFTUI-W2", .warning, at: i, in: tree,
                    "`toolbarMinimizeBehavior` is an early iOS 27 beta spelling; later release notes call it `toolbarMinimizationBehavior` (unsettled: verify against your SDK)",
                    "use the spelling the SDK your CI builds with declares"))
            }
        }
        if ByteSearch.contains(file.bytes, "FileDocument") {
            for declaration in tree.allDeclarations where declaration.kind.hasMemberBody {
                guard let name = declaration.inheritance.first(where: { $0 == "FileDocument" || $0 == "ReferenceFileDocument"
                        || $0 == "SwiftUI.FileDocument" || $0 == "SwiftUI.ReferenceFileDocument" }),
                      !project.index.declares(ProjectIndex.baseName(name)) else { continue }
                let at = declaration.nameToken ?? declaration.keyword
                findings.append(WordTokens.finding(Self.id, "SWIFTUI-I3", .info, at: at, in: tree,
                    "`\(declaration.name)` conforms to `\(name)`, which the iOS 27 beta 4 release notes deprecate (not yet annotated in earlier beta SDKs)",
                    "plan a move to `Document` (or `ReadableDocument`/`WritableDocument`), keeping undo registration so autosave still works"))
            }
        }
        return findings
    }

    private func textFieldStyle(_ name: String, at i: Int, _ tree: SyntaxTree) -> Finding {
        WordTokens.finding(Self.id, "SWIFTUI-I1", .info, at: i, in: tree,
            "`\(name)` text-field style is soft-deprecated in iOS 27 (text-field border styles changed)",
            "prefer `.textFieldStyle(.bordered)`, with `textInputBorderShape(_:)` where a non-default shape matters")
    }
}
