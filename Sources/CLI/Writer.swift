import Codemods
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes results atomically: a temporary file in the same folder, then a
/// rename, keeping the original's permissions. A file changed on disk since
/// it was read, or read-only, is left alone and reported.
enum Writer {
    /// Writes every change and new file; returns the failures.
    static func write(_ result: PipelineResult) -> [FileError] {
        var errors: [FileError] = []
        for change in result.changes {
            if let message = replace(change.path, expecting: change.original, with: change.result) {
                errors.append(FileError(root: change.root, path: change.path, message: message))
            }
        }
        for file in result.created {
            if let message = create(file.path, contents: file.contents) {
                errors.append(FileError(root: file.root, path: file.path, message: message))
            }
        }
        return errors
    }

    static func replace(_ path: String, expecting original: [UInt8], with bytes: [UInt8]) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "cannot write: \(describe(errno))" }
        // No write bit at all means read-only on purpose, even for a user access() lets through (root).
        if access(path, W_OK) != 0 || info.st_mode & 0o222 == 0 { return "cannot write: file is read-only; not changed" }
        guard let current = FileManager.default.contents(atPath: path), Array(current) == original else {
            return "changed on disk while running; not written (run modernize again)"
        }
        return writeAtomically(path, bytes: bytes, mode: info.st_mode & 0o7777)
    }

    static func create(_ path: String, contents: [UInt8]) -> String? {
        var info = stat()
        if lstat(path, &info) == 0 { return "cannot create: the file already exists" }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                return "cannot create its folder: \(error.localizedDescription)"
            }
        }
        return writeAtomically(path, bytes: contents, mode: 0o644)
    }

    static func writeAtomically(_ path: String, bytes: [UInt8], mode: mode_t) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).modernize-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return "cannot write: \(describe(errno))" }
        var written = 0
        let failure: String? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Glue.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return "cannot write: \(describe(errno))"
                }
                written += n
            }
            return nil
        }
        if let failure {
            close(fd)
            unlink(temporary)
            return failure
        }
        fchmod(fd, mode)
        if fsync(fd) != 0 || close(fd) != 0 {
            unlink(temporary)
            return "cannot write: \(describe(errno))"
        }
        if rename(temporary, path) != 0 {
            let message = describe(errno)
            unlink(temporary)
            return "cannot write: \(message)"
        }
        return nil
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
