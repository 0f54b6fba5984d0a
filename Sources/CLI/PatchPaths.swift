import Foundation
import Rewriter
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file names a dry run's patch uses, so that `git apply` and `patch -p1` accept it where
/// people run them:
/// - inside a git work tree, relative to its top, as `git diff` writes them (git apply reads
///   patch paths from the top wherever it runs in the tree);
/// - elsewhere, relative to the current folder when the file is below it;
/// - otherwise relative to the root the file was found under (apply from that root).
/// Paths are normalized: no `..`, `.` or doubled slashes, whatever the arguments were.
struct PatchPaths {
    let cwd: String
    let workTreeTop: String?

    init(cwd: String = FileManager.default.currentDirectoryPath) {
        let canonical = Self.canonical(cwd) ?? Self.lexical(cwd)
        self.cwd = canonical
        workTreeTop = Self.workTreeTop(from: canonical)
    }

    func name(root: String, path: String) -> String {
        let absolute = absolutePath(path)
        if let top = workTreeTop, let relative = Self.relative(absolute, to: top) { return relative }
        if let relative = Self.relative(absolute, to: cwd) { return relative }
        // The root itself may be a file: its folder is the base then.
        var base = absolutePath(root)
        var info = stat()
        if stat(base, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR { base = Self.parent(base) }
        return Self.relative(absolute, to: base) ?? absolute
    }

    /// The canonical absolute path: the folder resolved by the system (symbolic links, `..`),
    /// the last component kept (the file may not exist yet: a created file).
    private func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : cwd + "/" + path
        let lexical = Self.lexical(joined)
        let folder = Self.parent(lexical)
        let name = String(lexical.dropFirst(folder.count).drop { $0 == "/" })
        guard let resolved = Self.canonical(folder) else { return lexical }
        return name.isEmpty ? resolved : (resolved == "/" ? "/" + name : resolved + "/" + name)
    }

    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `a//b/./c/../d` -> `a/b/d` (absolute paths only need this for `..` above the root):
    /// `PathShape.normalized`, and an absolute path keeps no `..` above the root.
    static func lexical(_ path: String) -> String {
        var normal = Substring(PathShape.normalized(path))
        guard path.hasPrefix("/") else { return String(normal) }
        while normal == "/.." || normal.hasPrefix("/../") { normal = normal.dropFirst(3) }
        return normal.isEmpty ? "/" : String(normal)
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func relative(_ path: String, to base: String) -> String? {
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a file for worktrees and submodules).
    static func workTreeTop(from folder: String) -> String? {
        var current = folder
        while true {
            var info = stat()
            if lstat(current == "/" ? "/.git" : current + "/.git", &info) == 0 { return current }
            if current == "/" || current.isEmpty { return nil }
            current = parent(current)
        }
    }
}
