import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--report FILE`: the report in a file while stdout keeps the diff, so one run gives both
/// the patch and the JSON or SARIF.
enum ReportFile {
    /// The report's format: `--format` from the command line; else the file's extension (`.json`
    /// and `.jsonl`: JSON Lines, `.sarif`: SARIF); else `--format` from the configuration.
    static func format(of path: String, commandLine: Options, effective: Options) throws -> Options.Format {
        if commandLine.formatGiven { return commandLine.format }
        switch (path as NSString).pathExtension.lowercased() {
        case "json", "jsonl": return .json
        case "sarif": return .sarif
        default: break
        }
        if effective.formatGiven { return effective.format }
        throw Options.UsageError(message: "--report \(path): give the report's format with --format json|sarif|github|human, "
                                 + "or name the file .json or .sarif")
    }

    /// Writes `text` to `path` atomically (a temporary file beside it, flushed, renamed over it),
    /// keeping an existing file's permissions. Nil when written, else the reason.
    static func write(_ text: String, to path: String) -> String? {
        let folder = FilePaths.directory(of: path)
        let temporary = FilePaths.join(folder, ".\(FilePaths.name(of: path)).modernize-\(getpid())")
        var mode = Writer.newFileMode
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else { return "not a regular file" }
            mode = info.st_mode & 0o7777
        }
        if let problem = FileIO.writeNew(temporary, Array(text.utf8), mode: mode, owner: nil, replacing: true) { return problem }
        guard rename(temporary, path) == 0 else {
            let problem = FileIO.describe(errno)
            unlink(temporary)
            return problem
        }
        FileIO.flushFolder(folder)
        return nil
    }
}
