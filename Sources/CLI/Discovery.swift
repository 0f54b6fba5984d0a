import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files a run reads under each path argument: Swift files, the
/// app's Info.plist files and project files, and storyboard paths. Skips
/// hidden and dependency folders, what git ignores, and --exclude globs;
/// never follows symbolic links.
struct Discovery {
    static let skippedNames: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]
    static let skippedSuffixes = [".xcframework", ".framework", ".xcworkspace", ".xcassets", ".bundle", ".app"]

    var excludes: [String] = []
    var useGit = true
    /// Canonical paths already claimed by an earlier root, so overlapping roots never edit a file twice.
    private var claimed = Set<String>()

    init(excludes: [String], useGit: Bool = true) {
        self.excludes = excludes
        self.useGit = useGit
    }

    enum Outcome {
        case root(PipelineRoot)
        case missing(String)
    }

    mutating func discover(_ argument: String) -> Outcome {
        let root = Self.normalize(argument)
        var info = stat()
        guard lstat(root, &info) == 0 else { return .missing(argument) }
        var paths: [String] = []
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let ignored = useGit ? GitIgnored(root: root) : GitIgnored.none
            var plists: [String] = []
            var pbxprojs: [String] = []
            walk(root, relative: "", ignored: ignored) { path, name in
                if name.hasSuffix(".swift") || name.hasSuffix(".storyboard") || name == "project.yml" {
                    paths.append(path)
                } else if name == "project.pbxproj" {
                    paths.append(path)
                    pbxprojs.append(path)
                } else if name.hasSuffix(".plist") {
                    plists.append(path)
                }
            }
            let referenced = Self.infoPlistReferences(pbxprojs)
            paths += plists.filter { ($0 as NSString).lastPathComponent == "Info.plist" || referenced.contains(Self.canonical($0)) }
        } else if (info.st_mode & S_IFMT) == S_IFREG {
            paths.append(root)
        } else {
            // A symbolic link or a device given as an argument: not followed.
            return .root(PipelineRoot(root: argument, paths: []))
        }
        paths = paths.sorted().filter { claimed.insert(Self.canonical($0)).inserted }
        return .root(PipelineRoot(root: argument, paths: paths))
    }

    /// Depth-first walk with lstat, so symbolic links are never followed.
    private func walk(_ folder: String, relative: String, ignored: GitIgnored, visit: (String, String) -> Void) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = Self.join(folder, name)
            let rel = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                if Self.skippedNames.contains(name) || Self.skippedSuffixes.contains(where: name.hasSuffix) { continue }
                if isExcluded(rel, name: name) || ignored.contains(directory: rel) { continue }
                if name.hasSuffix(".xcodeproj") {
                    // Only the project file matters inside a project bundle.
                    let project = Self.join(path, "project.pbxproj")
                    var projectInfo = stat()
                    if lstat(project, &projectInfo) == 0, (projectInfo.st_mode & S_IFMT) == S_IFREG { visit(project, "project.pbxproj") }
                    continue
                }
                walk(path, relative: rel, ignored: ignored, visit: visit)
            } else if kind == S_IFREG {
                if isExcluded(rel, name: name) || ignored.contains(file: rel) { continue }
                visit(path, name)
            }
        }
    }

    /// A glob matches the path relative to the root, or the bare name.
    func isExcluded(_ relative: String, name: String) -> Bool {
        excludes.contains { fnmatch($0, relative, 0) == 0 || fnmatch($0, name, 0) == 0 }
    }

    /// Info.plist paths named by `INFOPLIST_FILE` in the project files, canonical.
    static func infoPlistReferences(_ pbxprojs: [String]) -> Set<String> {
        var result = Set<String>()
        for project in pbxprojs {
            guard let data = FileManager.default.contents(atPath: project) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            // The project folder is the one holding the .xcodeproj bundle.
            let sourceRoot = ((project as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            var rest = Substring(text)
            while let range = rest.range(of: "INFOPLIST_FILE = ") {
                rest = rest[range.upperBound...]
                var value = rest.prefix { $0 != ";" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 { value = String(value.dropFirst().dropLast()) }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(prefix) {
                    value = String(value.dropFirst(prefix.count))
                }
                if value.isEmpty || value.contains("$") { continue }
                result.insert(canonical(value.hasPrefix("/") ? value : join(sourceRoot.isEmpty ? "." : sourceRoot, value)))
            }
        }
        return result
    }

    static func normalize(_ argument: String) -> String {
        var path = argument
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return (path as NSString).standardizingPath }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// What git ignores under a root, from one `git ls-files` call; empty outside a work tree.
struct GitIgnored {
    var files = Set<String>()
    var directories = Set<String>()

    static let none = GitIgnored()
    private init() {}

    init(root: String) {
        guard let git = Subprocess.find("git") else { return }
        let result = Subprocess.run(git, ["-C", root, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"])
        guard result.status == 0 else { return }
        for entry in result.stdout.split(separator: 0) {
            let path = String(decoding: entry, as: UTF8.self)
            if path.hasSuffix("/") { directories.insert(String(path.dropLast())) } else { files.insert(path) }
        }
    }

    func contains(directory relative: String) -> Bool { directories.contains(relative) }
    func contains(file relative: String) -> Bool { files.contains(relative) }
}
