import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `.modernize-verify`: what the files an `--apply --verify` run manages held before it wrote
/// anything, and the digest of every content it wrote since, so that a run killed at any point
/// can be undone exactly. JSON Lines: the first line (written whole, then renamed into place)
/// holds each path and its original bytes (null: the file did not exist); each later line,
/// appended and flushed before a step writes, the digests of what that step writes.
///
/// The next run on the folder finds it (after finishing any interrupted `WriteTransaction`) and
/// puts back the originals: an unverified state is never left as if it had been verified. A file
/// holding something the run never wrote was edited since; it is left alone and reported.
enum VerifyJournal {
    static let name = ".modernize-verify"

    static func path(in folder: String) -> String { FilePaths.join(folder, name) }

    /// Writes the first line; a message when it cannot.
    static func begin(in folder: String, originals: [String: [UInt8]?]) -> String? {
        let files: [JSONValue] = originals.keys.sorted().map { path in
            .fields([("path", .string(path)),
                     ("original", originals[path]!.map { .string(Data($0).base64EncodedString()) } ?? .null)])
        }
        let header = JSONValue.object([("version", .int(1)), ("files", .array(files))]) + "\n"
        let staging = path(in: folder) + ".new"
        if let message = FileIO.writeNew(staging, Array(header.utf8), mode: 0o600, owner: nil, replacing: true) { return message }
        guard rename(staging, path(in: folder)) == 0 else {
            let message = FileIO.describe(errno)
            unlink(staging)
            return message
        }
        FileIO.flushFolder(folder)
        return nil
    }

    /// Records the contents a step is about to write; a message when it cannot.
    static func record(in folder: String, writing contents: [String: [UInt8]?]) -> String? {
        let digests = contents.keys.sorted().map { ($0, JSONValue.string(contents[$0]!.map(FileHash.of) ?? "absent")) }
        let line = Array((JSONValue.object([("writes", .fields(digests))]) + "\n").utf8)
        let fd = open(path(in: folder), O_WRONLY | O_APPEND)
        guard fd >= 0 else { return describe(errno) }
        defer { close(fd) }
        if let code = FileIO.writeAll(fd, line) { return describe(code) }
        return fsync(fd) == 0 ? nil : describe(errno)
    }

    private static func describe(_ code: Int32) -> String { "cannot record the verification: \(FileIO.describe(code))" }

    static func end(in folder: String) {
        unlink(path(in: folder))
        FileIO.flushFolder(folder)
    }

    struct Restoration {
        var restored: [String] = []
        /// Files that hold content the run never wrote: left as they are.
        var conflicts: [String] = []
        var unreadable = false
        var failure: (path: String, message: String)?
    }

    /// Puts back what an interrupted run's files held before it; nil when there is no journal.
    static func restore(in folder: String) -> Restoration? {
        let journal = path(in: folder)
        unlink(journal + ".new")  // a first line being written when the run died never counted
        guard let data = FileManager.default.contents(atPath: journal) else { return nil }
        var restoration = Restoration()
        let lines = data.split(separator: UInt8(ascii: "\n"))
        guard let first = lines.first,
              let header = try? JSONSerialization.jsonObject(with: Data(first)) as? [String: Any],
              let files = header["files"] as? [[String: Any]] else {
            restoration.unreadable = true
            end(in: folder)
            return restoration
        }
        var originals: [String: [UInt8]?] = [:]
        var written: [String: Set<String>] = [:]
        for file in files {
            guard let path = file["path"] as? String else { continue }
            if let text = file["original"] as? String, let bytes = Data(base64Encoded: text) {
                originals[path] = Array(bytes)
            } else {
                originals[path] = .some(nil)
            }
        }
        // A line cut short by the kill was never followed by a write: skipping it is safe.
        for line in lines.dropFirst() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                  let writes = object["writes"] as? [String: String] else { continue }
            for (path, digest) in writes { written[path, default: []].insert(digest) }
        }
        var items: [WriteTransaction.Item] = []
        for path in originals.keys.sorted() {
            let original = originals[path]!
            let current = FileManager.default.contents(atPath: path).map { Array($0) }
            if current == original { continue }
            guard let current, written[path, default: []].contains(FileHash.of(current)) else {
                restoration.conflicts.append(path)
                continue
            }
            if let original {
                items.append(Writer.replacement(of: path, with: original, original: current))
            } else {
                items.append(Writer.replacement(of: path, with: nil, original: current))
            }
            restoration.restored.append(path)
        }
        if !items.isEmpty, let failure = WriteTransaction(folder: folder, items: items).commit() {
            restoration.failure = (failure.failedPath, failure.message)
            restoration.restored = []
            return restoration  // the journal stays: the next run tries again
        }
        end(in: folder)
        return restoration
    }
}
