import Rewriter

extension ThrowingTask {
    /// A project declaration named `Task` (a SwiftData or Core Data entity, a
    /// typealias, …), which makes an unqualified `Task { }` mean that type.
    struct ProjectTaskDeclaration {
        var path: String
        var line: Int

        static func find(in project: ProjectContext) -> ProjectTaskDeclaration? {
            guard let info = project.index.types(named: "Task").min(by: { $0.path < $1.path }) else { return nil }
            let file = project.files.first { $0.file.path == info.path }?.file
            let line = file.map { $0.line(of: $0.tokens.start(info.declaration.first)) } ?? 1
            return ProjectTaskDeclaration(path: info.path, line: line)
        }
    }
}
