import Rewriter

extension ThrowingTask {
    /// A project declaration named `Task` (a Core Data or SwiftData entity, a
    /// typealias, …), which makes an unqualified `Task { }` mean that type.
    struct ProjectTaskDeclaration {
        var path: String
        var line: Int

        static let declarationWords: Set<String> = [
            "class", "struct", "enum", "protocol", "typealias", "actor", "associatedtype", "macro",
        ]

        static func find(in project: ProjectContext) -> ProjectTaskDeclaration? {
            for tree in project.files {
                let t = Tokens(tree)
                for i in 0..<t.count where t.kind(i) == .identifier && t.file.token(i, is: "Task") {
                    guard let p = t.prev(i), t.isWord(p, in: declarationWords) else { continue }
                    return ProjectTaskDeclaration(path: t.file.path, line: t.file.line(of: t.start(i)))
                }
            }
            return nil
        }
    }
}
