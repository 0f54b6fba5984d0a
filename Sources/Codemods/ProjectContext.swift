import Rewriter

/// What a codemod may know about the checkout a file belongs to: every parsed
/// Swift file under the same root, the cross-file index, and the project
/// files (Info.plist, project.pbxproj, project.yml, ...) read by the runner.
public final class ProjectContext: Sendable {
    /// The path argument this project came from, as the user gave it.
    public let root: String
    /// Every Swift file under the root, sorted by path.
    public let files: [SyntaxTree]
    /// Project files other than Swift, path -> bytes (Info.plist, project.pbxproj, project.yml, Project.swift).
    public let projectFiles: [String: [UInt8]]
    /// Paths of other discovered files that matter by their existence (storyboards).
    public let otherPaths: [String]
    /// Cross-file facts: inheritance, conformances, shadowing declarations.
    public let index: ProjectIndex

    public init(root: String, files: [SyntaxTree], projectFiles: [String: [UInt8]] = [:], otherPaths: [String] = []) {
        self.root = root
        self.files = files.sorted { $0.file.path < $1.file.path }
        self.projectFiles = projectFiles
        self.otherPaths = otherPaths
        self.index = ProjectIndex(trees: self.files)
    }
}
