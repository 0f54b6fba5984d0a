import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's result: each root's files as one `WriteTransaction`. A file that cannot be
/// written as it is (read-only, hard-linked, changed since it was read, in the way of a new
/// file) is refused before anything is written, and so is every fix that touches it: the other
/// fixes are written, and the report says which were not and why.
enum Writer {
    /// The result as written (refused fixes are findings, not changes) and the files that failed.
    static func write(_ result: PipelineResult) -> (written: PipelineResult, errors: [FileError]) {
        var (written, errors) = refusingUnwritable(result)
        for root in Set(written.changes.map(\.root) + written.created.map(\.root)).sorted() {
            var items = written.changes.filter { $0.root == root }.map {
                replacement(of: $0.path, with: $0.result, original: $0.original)
            }
            items += written.created.filter { $0.root == root }.map {
                WriteTransaction.Item(path: $0.path, contents: $0.contents, original: nil, mode: newFileMode)
            }
            let transaction = WriteTransaction(folder: journalFolder(for: root), items: items)
            if let failure = transaction.commit() {
                errors.append(FileError(root: root, path: failure.failedPath, message: failure.message))
                written = dropping(Dictionary(uniqueKeysWithValues: items.map { ($0.path, "not written: \(failure.failedPath): \(failure.message)") }),
                                   from: written)
            }
        }
        return (written, errors)
    }

    /// The result without the fixes touching a file that cannot be written as it is (see
    /// `refusal`) or a new file that already exists, and one error per such file.
    static func refusingUnwritable(_ result: PipelineResult) -> (PipelineResult, [FileError]) {
        var refused: [String: String] = [:]
        for change in result.changes {
            if let reason = refusal(toReplace: change.path, expecting: change.original) { refused[change.path] = reason }
        }
        for file in result.created where FileIO.exists(file.path) {
            refused[file.path] = "cannot create: the file already exists"
        }
        let errors = refused.keys.sorted().map { path in
            FileError(root: result.changes.first { $0.path == path }?.root ?? result.created.first { $0.path == path }?.root ?? "",
                      path: path, message: refused[path]!)
        }
        return (refused.isEmpty ? result : dropping(refused, from: result), errors)
    }

    /// A transaction item replacing an existing file, keeping its mode (and owner, as root) and
    /// stamped so that an edit made meanwhile is not overwritten.
    static func replacement(of path: String, with contents: [UInt8]?, original: [UInt8]) -> WriteTransaction.Item {
        var item = WriteTransaction.Item(path: path, contents: contents, original: original)
        var info = stat()
        if lstat(path, &info) == 0 {
            item.mode = info.st_mode & 0o7777
            // Only root can give a file away; everyone else writes files they own.
            if geteuid() == 0 { item.owner = (info.st_uid, info.st_gid) }
            item.stamp = FileStamp(info)
        }
        return item
    }

    /// Why an existing file cannot be replaced as planned, or nil when it can.
    static func refusal(toReplace path: String, expecting original: [UInt8]) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "cannot write: \(FileIO.describe(errno))" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "cannot write: not a regular file" }
        // No write bit at all means read-only on purpose, even for a user access() lets through (root).
        if access(path, W_OK) != 0 || info.st_mode & 0o222 == 0 { return "cannot write: file is read-only; not changed" }
        if info.st_nlink > 1 {
            return "not written: the file has \(info.st_nlink) hard links, and replacing it would split them"
        }
        guard let current = FileManager.default.contents(atPath: path), Array(current) == original else {
            return "changed on disk while running; not written (run modernize again)"
        }
        return nil
    }

    /// New files get the mode the user's umask gives, as any other tool's would.
    static var newFileMode: mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Where a root's journal lives: the root folder, or a file root's folder. A root given as a
    /// symbolic link to a folder is that folder, as Discovery reads it.
    static func journalFolder(for root: String) -> String {
        let root = Discovery.normalize(root)
        var info = stat()
        if stat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return root }
        return FilePaths.directory(of: root)
    }

    /// The result without the fixes that touch `paths`; their findings say why they were not written.
    static func dropping(_ paths: [String: String], from result: PipelineResult) -> PipelineResult {
        func blocker(_ finding: ReportedFinding) -> String? {
            guard let fix = finding.finding.fix else { return nil }
            let touched = Array(fix.edits.keys) + fix.newFiles.map(\.path)
            return touched.sorted().lazy.compactMap { path in paths[path].map { "\(path): \($0)" } }.first
        }
        return result.keepingFixes(where: { blocker($0) == nil }, onDrop: { reported in
            reported.status = .report
            reported.finding.message += "; not written (\(blocker(reported) ?? ""))"
            reported.finding.severity = max(reported.finding.severity, .warning)
        })
    }
}

/// `write` is shadowed by `Writer.write`; reach the C function by name.
enum Glue {
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }
}
