import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The guard `--apply` and `--interactive` pass before writing, as `cargo fix` does: a file
/// they would rewrite must not hold uncommitted work (modified, staged, or untracked), which a
/// rewrite would mix with its own changes or, untracked, leave nothing to go back to.
/// `--allow-dirty` skips it. Files outside any git work tree are not checked; nor is anything
/// when git is not installed.
enum DirtyTree {
    struct Outcome {
        /// Files with uncommitted changes, as given.
        var dirty: [String] = []
        /// Work trees whose status git could not give.
        var unreadable: [String] = []
        /// Whether some file is in a work tree but git is not installed.
        var gitMissing = false
    }

    static func check(_ paths: [String], git: String? = Subprocess.find("git")) -> Outcome {
        var outcome = Outcome()
        var topOfFolder: [String: String?] = [:]
        var filesByTop: [String: [(given: String, relative: String)]] = [:]
        for path in paths {
            let folder = PatchPaths.canonical(PatchPaths.parent(path.hasPrefix("/") ? path : "./" + path))
            guard let folder else { continue }
            let top: String?
            if let known = topOfFolder[folder] { top = known } else {
                top = PatchPaths.workTreeTop(from: folder)
                topOfFolder[folder] = top
            }
            guard let top else { continue }
            let absolute = (folder == "/" ? "" : folder) + "/" + FilePaths.name(of: path)
            guard let relative = PatchPaths.relative(absolute, to: top) else { continue }
            filesByTop[top, default: []].append((path, relative))
        }
        guard !filesByTop.isEmpty else { return outcome }
        guard let git else {
            outcome.gitMissing = true
            return outcome
        }
        for top in filesByTop.keys.sorted() {
            guard let status = Status(top: top, git: git) else {
                outcome.unreadable.append(top)
                continue
            }
            outcome.dirty += filesByTop[top]!.filter { status.covers($0.relative) }.map(\.given)
        }
        outcome.dirty.sort()
        return outcome
    }

    /// `git status` of one work tree: changed and untracked paths, and untracked folders.
    struct Status {
        private var changed = GitPathList()

        init?(top: String, git: String) {
            // --no-optional-locks: a status must not rewrite the index under someone's editor.
            let output = Subprocess.run(git, ["--no-optional-locks", "-C", top, "status", "--porcelain=v1", "-z",
                                              "--no-renames", "--untracked-files=normal", "--ignore-submodules=all"])
            guard output.status == 0 else { return nil }
            // Each entry: a two-letter status and a space, then the path.
            changed = GitPathList(listing: output.stdout, skip: 3)
        }

        func covers(_ relative: String) -> Bool { changed.covers(relative) }
    }

    /// The one line that refuses: the first few files, how many more, and the ways out.
    static func refusal(_ dirty: [String], mode: String, display: PathDisplay) -> String {
        let shown = dirty.prefix(3).map(display.show).joined(separator: ", ")
        let more = dirty.count > 3 ? " and \(dirty.count - 3) more" : ""
        return "modernize: error: \(mode) would rewrite \(dirty.count == 1 ? "a file" : "\(dirty.count) files") with uncommitted changes "
            + "(\(shown)\(more)); commit them or `git stash` them first, or pass --allow-dirty\n"
    }
}
