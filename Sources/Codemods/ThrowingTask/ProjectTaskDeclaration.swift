import Rewriter

extension ThrowingTask {
    /// A project declaration named `Task` (a SwiftData or Core Data entity, a
    /// typealias, …) that makes an unqualified `Task { }` mean that type.
    struct ProjectTaskDeclaration {
        var path: String
        var line: Int

        /// The declaration that `Task` at `token` resolves to: a top-level one
        /// anywhere in the project, or one nested in a type (or extension) that
        /// encloses the token.
        static func shadowing(at token: Int, in tree: SyntaxTree, project: ProjectContext) -> ProjectTaskDeclaration? {
            let infos = project.index.types(named: "Task").sorted { ($0.path, $0.declaration.first) < ($1.path, $1.declaration.first) }
            guard !infos.isEmpty else { return nil }
            if let top = infos.first(where: { $0.qualifiedName == "Task" }) { return make(top, project) }
            let enclosing = Set(tree.enclosingDeclarations(of: token).filter { $0.kind.hasMemberBody }
                .map { ProjectIndex.baseName($0.name) })
            for info in infos {
                let parts = info.qualifiedName.split(separator: ".")
                if parts.count >= 2, enclosing.contains(String(parts[parts.count - 2])) { return make(info, project) }
            }
            return nil
        }

        private static func make(_ info: ProjectIndex.TypeInfo, _ project: ProjectContext) -> ProjectTaskDeclaration {
            let file = project.files.first { $0.file.path == info.path }?.file
            let line = file.map { $0.line(of: $0.tokens.start(info.declaration.first)) } ?? 1
            return ProjectTaskDeclaration(path: info.path, line: line)
        }
    }
}
