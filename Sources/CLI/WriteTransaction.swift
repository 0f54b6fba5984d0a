import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files one root's --apply writes, written so that a `kill -9` at any point loses nothing:
///
/// 1. a journal naming every file and its temporary is written (state `prepared`);
/// 2. every new content goes to a temporary beside its file, flushed to disk;
/// 3. the journal turns `committed` (an atomic rename);
/// 4. each temporary is renamed over its file, each file to remove is removed; the folders are flushed;
/// 5. the journal is removed.
///
/// A later run that finds a journal completes it: `prepared` is rolled back (the temporaries are
/// removed, nothing was renamed yet), `committed` is rolled forward (each temporary still there
/// is renamed, each file to remove still holding what the run read is removed, unless its file
/// no longer holds the content it had when the run read it). Either way no `.NAME.modernize-*`
/// file is left behind. (Removals only happen when `--verify` takes back a file it created.)
struct WriteTransaction {
    struct Item {
        let path: String
        /// The new content, or nil to remove the file.
        let contents: [UInt8]?
        /// The bytes the run read, or nil for a new file.
        let original: [UInt8]?
        /// What `lstat` said when the run checked the file (replace only).
        var stamp: FileStamp?
        var mode: mode_t = 0o644
        var owner: (uid: uid_t, gid: gid_t)?
    }

    static let journalName = ".modernize-journal"

    let folder: String
    let identifier: String
    var items: [Item]

    init(folder: String, items: [Item]) {
        self.folder = folder
        self.items = items
        identifier = "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    var journalPath: String { FilePaths.join(folder, Self.journalName) }

    func temporary(for path: String) -> String {
        let directory = FilePaths.directory(of: path)
        return FilePaths.join(directory, ".\(FilePaths.name(of: path)).modernize-\(identifier)")
    }

    /// Runs steps 1 to 5; on a failure before the commit everything is rolled back and the
    /// message returned (the caller reports the whole root as not written).
    func commit() -> (failedPath: String, message: String)? {
        let entries = journalEntries()
        if let message = writeJournal(state: "prepared", entries: entries) { return (journalPath, message) }
        for item in items {
            guard let contents = item.contents else { continue }
            let directory = FilePaths.directory(of: item.path)
            if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
                do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
                    rollBack()
                    return (item.path, "cannot create its folder: \(error.localizedDescription)")
                }
            }
            if let message = FileIO.writeNew(temporary(for: item.path), contents, mode: item.mode, owner: item.owner) {
                rollBack()
                return (item.path, "cannot write: \(message)")
            }
        }
        // The last look before the point of no return: a file edited since it was read is not overwritten.
        for item in items {
            if let stamp = item.stamp, !stamp.stillDescribes(item.path) {
                rollBack()
                return (item.path, "changed on disk while running; not written (run modernize again)")
            }
            if item.original == nil, item.contents != nil, FileIO.exists(item.path) {
                rollBack()
                return (item.path, "cannot create: the file appeared while running; not written")
            }
        }
        if let message = writeJournal(state: "committed", entries: entries) {
            rollBack()
            return (journalPath, message)
        }
        rollForward()
        return nil
    }

    /// Steps 4 and 5. (A later run that finds a committed journal completes it with
    /// `recover(in:)`, which also checks each file before renaming over it.)
    func rollForward() {
        var folders = Set<String>()
        for item in items {
            if item.contents == nil {
                unlink(item.path)
                folders.insert(FilePaths.directory(of: item.path))
                continue
            }
            let temporary = temporary(for: item.path)
            guard FileIO.exists(temporary) else { continue }
            rename(temporary, item.path)
            folders.insert(FilePaths.directory(of: item.path))
        }
        for folder in folders { FileIO.flushFolder(folder) }
        unlink(journalPath)
        FileIO.flushFolder(folder)
    }

    func rollBack() {
        for item in items { unlink(temporary(for: item.path)) }
        unlink(journalPath)
        FileIO.flushFolder(folder)
    }

    // MARK: The journal

    /// One entry per item: its path, its temporary and the digests of its new and old contents.
    private func journalEntries() -> [[String: String]] {
        items.map { item in
            ["path": item.path, "temporary": temporary(for: item.path), "new": item.contents.map(FileHash.of) ?? "absent",
             "old": item.original.map(FileHash.of) ?? "absent"]
        }
    }

    private func writeJournal(state: String, entries: [[String: String]]) -> String? {
        let object: [String: Any] = ["version": 1, "state": state, "identifier": identifier, "entries": entries]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "cannot encode the journal" }
        let staging = journalPath + ".new"
        if let message = FileIO.writeNew(staging, Array(data), mode: 0o600, owner: nil, replacing: true) { return message }
        guard rename(staging, journalPath) == 0 else {
            let message = FileIO.describe(errno)
            unlink(staging)
            return message
        }
        FileIO.flushFolder(folder)
        return nil
    }

    /// What a later run does with a journal left by an interrupted one; nil when there is none.
    static func recover(in folder: String) -> Recovery? {
        let path = FilePaths.join(folder, journalName)
        unlink(path + ".new")  // a journal being written when the run died never counted
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let state = object["state"] as? String, object["identifier"] is String,
              let entries = object["entries"] as? [[String: String]] else {
            return Recovery(completed: [], rolledBack: false, conflicts: [], unreadable: true)
        }
        var conflicts: [String] = []
        var completed: [String] = []
        if state == "committed" {
            var folders = Set<String>()
            for entry in entries {
                guard let final = entry["path"], let temporary = entry["temporary"], let new = entry["new"], let old = entry["old"] else { continue }
                let current = FileManager.default.contents(atPath: final).map { FileHash.of(Array($0)) } ?? "absent"
                if new == "absent" {
                    // A removal: only of what the run read, never of a later edit.
                    if current == old {
                        unlink(final)
                        completed.append(final)
                        folders.insert(FilePaths.directory(of: final))
                    } else if current != "absent" {
                        conflicts.append(final)
                    }
                    continue
                }
                guard FileIO.exists(temporary) else { continue }
                // Renamed only over what the run read (or nothing, for a new file): never over a later edit.
                if current == old || current == new {
                    rename(temporary, final)
                    completed.append(final)
                    folders.insert(FilePaths.directory(of: final))
                } else {
                    unlink(temporary)
                    conflicts.append(final)
                }
            }
            for folder in folders { FileIO.flushFolder(folder) }
        } else {
            for entry in entries { if let temporary = entry["temporary"] { unlink(temporary) } }
        }
        unlink(path)
        FileIO.flushFolder(folder)
        return Recovery(completed: completed, rolledBack: state != "committed", conflicts: conflicts, unreadable: false)
    }

    struct Recovery {
        let completed: [String]
        let rolledBack: Bool
        let conflicts: [String]
        let unreadable: Bool
    }
}

/// The identity of a file as `lstat` sees it: an edit, a replacement or a move changes it.
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    let links: UInt64

    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
        links = UInt64(info.st_nlink)
    }

    func stillDescribes(_ path: String) -> Bool { FileStamp(path) == self }
}

/// A 64-bit FNV-1a digest with the length: enough to tell the journal's contents apart.
enum FileHash {
    static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return "\(bytes.count)-" + String(hash, radix: 16)
    }
}

enum FilePaths {
    static func directory(of path: String) -> String { (path as NSString).deletingLastPathComponent }
    static func name(of path: String) -> String { (path as NSString).lastPathComponent }
    static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}

enum FileIO {
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Writes a new file (O_EXCL unless `replacing`), sets its mode and owner, flushes it.
    static func writeNew(_ path: String, _ bytes: [UInt8], mode: mode_t, owner: (uid: uid_t, gid: gid_t)?,
                         replacing: Bool = false) -> String? {
        if replacing { unlink(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return describe(errno) }
        if let code = writeAll(fd, bytes) {
            close(fd)
            unlink(path)
            return describe(code)
        }
        if let owner, fchown(fd, owner.uid, owner.gid) != 0 {
            let message = describe(errno)
            close(fd)
            unlink(path)
            return "cannot keep the owner: \(message)"
        }
        fchmod(fd, mode)
        if fsync(fd) != 0 || close(fd) != 0 {
            unlink(path)
            return describe(errno)
        }
        return nil
    }

    /// Writes all of `bytes` to `fd`, retrying after a signal; the errno of a failure, nil when written.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let n = Glue.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n >= 0 { written += n; continue }
                if errno != EINTR { return errno }
            }
            return nil
        }
    }

    /// Makes renames and removals in a folder durable.
    static func flushFolder(_ folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on device"
        case EROFS: return "read-only file system"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
