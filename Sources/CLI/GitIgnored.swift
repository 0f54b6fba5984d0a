import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether git ignores the file at `relative` or any folder above it.
    func covers(_ relative: String) -> Bool {
        if files.isEmpty && directories.isEmpty { return false }
        if files.contains(relative) { return true }
        var folder = Substring(relative)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if directories.contains(String(folder)) { return true }
        }
        return false
    }
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
