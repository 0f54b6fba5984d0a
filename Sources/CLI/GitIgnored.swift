import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths a git command listed with `-z`, relative to the work tree: files, and folders (listed
/// with a final "/") that hold everything under them.
struct GitPathList {
    private var files = Set<String>()
    private var folders = Set<String>()

    init() {}

    /// The entries of a `-z` listing, each without its first `skip` bytes (a status code).
    init(listing: [UInt8], skip: Int = 0) {
        for entry in listing.split(separator: 0) where entry.count > skip {
            let path = String(decoding: entry.dropFirst(skip), as: UTF8.self)
            if path.hasSuffix("/") { folders.insert(String(path.dropLast())) } else { files.insert(path) }
        }
    }

    /// Whether the list holds the file at `relative` or a folder above it.
    func covers(_ relative: String) -> Bool {
        if files.isEmpty && folders.isEmpty { return false }
        if files.contains(relative) { return true }
        var folder = Substring(relative)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if folders.contains(String(folder)) { return true }
        }
        return false
    }
}

/// What git ignores under a root, from one `git ls-files` call; empty outside a work tree.
struct GitIgnored {
    private var listed = GitPathList()

    static let none = GitIgnored()
    private init() {}

    init(root: String) {
        guard Self.mayBeInWorkTree(root), let git = Subprocess.find("git") else { return }
        let result = Subprocess.run(git, ["-C", root, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z"])
        guard result.status == 0 else { return }
        listed = GitPathList(listing: result.stdout)
    }

    /// Whether git may find a work tree for `root`: a `.git` at or above it, or the environment
    /// naming a git folder or work tree. Elsewhere git fails (it looks for `.git` the same way), so
    /// it is not started.
    static func mayBeInWorkTree(_ root: String) -> Bool {
        if getenv("GIT_DIR") != nil || getenv("GIT_WORK_TREE") != nil { return true }
        guard let canonical = PatchPaths.canonical(root) else { return true }
        return PatchPaths.workTreeTop(from: canonical) != nil
    }

    /// Whether git ignores the file at `relative` or any folder above it.
    func covers(_ relative: String) -> Bool { listed.covers(relative) }
}

/// `GitIgnored(root:)` computed on another thread; `value` waits for it.
final class PendingGitIgnored: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result = GitIgnored.none

    init(root: String) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = GitIgnored(root: root)
            done.signal()
        }
    }

    /// Whether `value` is there (asking does not wait).
    var isReady: Bool {
        guard done.wait(timeout: .now()) == .success else { return false }
        done.signal()
        return true
    }

    var value: GitIgnored {
        done.wait()
        done.signal()
        return result
    }
}
