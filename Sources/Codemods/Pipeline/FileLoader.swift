import Foundation
import Rewriter
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or parsed. Every other file is still processed.
public struct FileError: Sendable, Hashable {
    public var root: String
    public var path: String
    /// Lower case, without the path ("permission denied", "invalid UTF-8 at line 3").
    public var message: String
    public init(root: String, path: String, message: String) {
        self.root = root
        self.path = path
        self.message = message
    }
    /// `path: error: message`, the one-line form every reporter uses.
    public var line: String { "\(path): error: \(message)" }
}

/// Reading and checking one input file: bytes, UTF-8, NUL bytes, brackets.
public enum FileLoader {
    enum Loaded: Sendable {
        case swift(SyntaxTree, ProjectIndex.FileEntries)
        /// A project file; an Xcode project comes parsed (nil when it does not parse).
        case project([UInt8], PBXProject?)
        /// An Objective-C file's bytes, unchecked: only a rule that reads it can tell whether it
        /// matters (nil when it could not be read, which is no error of the run).
        case objectiveC([UInt8]?)
        /// A build configuration file's bytes (nil when it could not be read: its settings are then
        /// unknown, which is no error of the run either).
        case buildConfiguration([UInt8]?)
        case failed(String)
    }

    static func loadBuildConfiguration(_ path: String) -> Loaded {
        if case .success(let bytes) = readBytes(path) { return .buildConfiguration(bytes) }
        return .buildConfiguration(nil)
    }

    static func loadObjectiveC(_ path: String) -> Loaded {
        if case .success(let bytes) = readBytes(path) { return .objectiveC(bytes) }
        return .objectiveC(nil)
    }

    /// The names at least one of whose spellings an Objective-C report needs in a file: the main
    /// screen (screen-scale), the app and its windows (key-window), `openURL:` and `canOpenURL:`
    /// (open-url-preflight).
    static let reportedObjectiveCNames: [StaticString] = ["UIScreen", "UIApplication", "UIWindow", "penURL"]

    /// An Objective-C file's bytes when they hold one of `names`; nil otherwise, as when it could
    /// not be read (then its memory serves the next file).
    static func loadObjectiveC(_ path: String, ifNaming names: [StaticString]) -> Loaded {
        guard case .success(let bytes) = readBytes(path), names.contains(where: { ByteSearch.contains(bytes, $0) }) else {
            return .objectiveC(nil)
        }
        return .objectiveC(bytes)
    }

    static func load(_ path: String, asSwift: Bool) -> Loaded {
        switch readBytes(path) {
        case .success(let bytes): return load(path, bytes: bytes, asSwift: asSwift)
        case .failure(let message): return .failed(message)
        }
    }

    /// A file already read (by discovery, which scans Xcode projects for the files they name).
    static func load(_ path: String, bytes: [UInt8], asSwift: Bool) -> Loaded {
        if let nul = firstNUL(bytes) {
            return .failed("binary file (NUL byte at offset \(nul)), not read")
        }
        if let bad = firstInvalidUTF8(bytes) {
            return .failed("invalid UTF-8 at line \(lineNumber(of: bad, in: bytes)), not read")
        }
        guard asSwift else {
            // Parsed here, in parallel with the Swift files, rather than later by the
            // first rule that asks while the others wait for it.
            let project = path.hasSuffix("project.pbxproj") ? try? PBXProject(bytes: bytes) : nil
            return .project(bytes, project)
        }
        let tree = SyntaxTree(file: SourceFile(path: path, bytes: bytes))
        if let problem = rewritingProblem(tree) { return .failed(problem) }
        return .swift(tree, ProjectIndex.FileEntries(tree))
    }

    /// Why a parsed Swift file is not rewritten (unbalanced brackets, nesting past the limit, a
    /// literal or `#if` that does not close), or nil when rules may run on it.
    static func rewritingProblem(_ tree: SyntaxTree) -> String? {
        if let first = tree.unmatched.first {
            let file = tree.file
            let offset = file.tokens.start(first)
            let location = file.location(of: offset)
            return "unbalanced brackets: unmatched '\(file.text(of: first))' at line \(location.line), column \(location.column); not rewritten"
        }
        if let deep = tree.problems.tooDeep {
            let location = tree.file.location(of: tree.file.tokens.start(deep))
            return "nested more than \(NestingDepth.limit) levels deep (brackets and #if) at line \(location.line), column \(location.column); not parsed, not rewritten"
        }
        return unparsable(tree).map { $0 + "; not rewritten" }
    }

    /// What keeps a file with balanced brackets from parsing, from the tree's pre-parse pass: an
    /// unterminated literal or stray bytes (the lexer's error tokens), or `#if` blocks that do
    /// not close or close nothing; the first in the file.
    static func unparsable(_ tree: SyntaxTree) -> String? {
        let file = tree.file, problems = tree.problems
        func line(_ i: Int) -> Int { file.line(of: file.tokens.start(i)) }
        switch (problems.errorToken, problems.strayDirective) {
        case let (error?, stray) where stray.map({ error < $0 }) ?? true:
            let location = file.location(of: file.tokens.start(error))
            let first = file.bytes[file.tokens.start(error)]
            let what = first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") || first == UInt8(ascii: "/")
                ? "unterminated literal" : "characters that are not Swift"
            return "does not parse: \(what) at line \(location.line), column \(location.column)"
        case let (_, stray?):
            return "does not parse: \(file.text(of: stray)) without #if at line \(line(stray))"
        default:
            break
        }
        if let unclosed = problems.unclosedIf {
            return "does not parse: #if at line \(line(unclosed)) is never closed by #endif"
        }
        return nil
    }

    enum ReadResult { case success([UInt8]), failure(String) }

    /// The bytes of a regular file, nil when it cannot be read (the pipeline then reads it again
    /// and says why).
    public static func bytes(of path: String) -> [UInt8]? {
        if case .success(let bytes) = readBytes(path) { return bytes }
        return nil
    }

    /// Reads with POSIX calls so the message says why (missing, permission, not a file).
    static func readBytes(_ path: String) -> ReadResult {
        // One walk of the path: the file is opened without following a link in its last
        // component (nor waiting on a pipe), then asked what it is. When the open fails, the
        // reason is found as it always was, the path's own metadata first, so that a link, a
        // pipe or a socket is still "not a regular file" whatever open said.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let openError = errno
            var info = stat()
            if lstat(path, &info) != 0 { return .failure(describe(errno, vanished: true)) }
            if (info.st_mode & S_IFMT) != S_IFREG { return .failure("not a regular file") }
            return .failure(describe(openError, vanished: true))
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { return .failure(describe(errno, vanished: true)) }
        if (info.st_mode & S_IFMT) != S_IFREG { return .failure("not a regular file") }
        // One byte more than the file's size: the read that finds the end needs no
        // growth, and nothing is zeroed first. A file that grows meanwhile is read on.
        // A read of a regular file stops short only at its end, so once the size fstat gave has
        // arrived short of the byte more, no second read is made to hear that (one system call
        // a file fewer).
        var chunk = readChunk(fd, Int(info.st_size) + 1, endAt: Int(info.st_size))
        var bytes = chunk.bytes
        while chunk.error == 0 && !chunk.reachedEnd {
            chunk = readChunk(fd, 65536)
            bytes += chunk.bytes
        }
        if chunk.error != 0 { return .failure(describe(chunk.error, vanished: false)) }
        return .success(bytes)
    }

    /// Up to `size` bytes from `fd`, uninitialized memory filled by read(2); `endAt`: a count of
    /// bytes that, reached by a read that stopped short, is taken as the end.
    private static func readChunk(_ fd: Int32, _ size: Int, endAt: Int? = nil) -> (bytes: [UInt8], reachedEnd: Bool, error: Int32) {
        var error: Int32 = 0
        var reachedEnd = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var filled = 0
            while filled < size {
                let n = read(fd, buffer.baseAddress! + filled, size - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    error = errno
                    break
                }
                if n == 0 { reachedEnd = true; break }
                filled += n
                if filled == endAt && filled < size { reachedEnd = true; break }
            }
            count = filled
        }
        return (bytes, reachedEnd, error)
    }

    /// memchr: a Swift file is scanned for NUL at memory speed.
    static func firstNUL(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { p in
            guard let base = p.baseAddress, let hit = memchr(base, 0, p.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    static func describe(_ code: Int32, vanished: Bool) -> String {
        switch code {
        case ENOENT: return vanished ? "no such file (removed while running?)" : "no such file"
        case EACCES, EPERM: return "permission denied"
        case EISDIR: return "is a directory"
        default: return String(cString: strerror(code)).lowercased()
        }
    }

    /// Offset of the first byte that is not well-formed UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            while i < n {
                // ASCII runs (nearly all of a Swift file) are skipped 32, then eight bytes at a time.
                while i + 32 <= n {
                    let block = UnsafeRawPointer(p.baseAddress! + i)
                    let any = block.loadUnaligned(as: UInt64.self) | block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | block.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                    if any & 0x8080_8080_8080_8080 != 0 { break }
                    i += 32
                }
                while i + 8 <= n,
                      UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                }
                guard i < n else { break }
                let c = p[i]
                if c < 0x80 { i += 1; continue }
                let length: Int
                var minimum: UInt32
                var scalar: UInt32
                switch c {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(c & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(c & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(c & 0x07)
                default: return i
                }
                if i + length > n { return i }
                for j in 1..<length {
                    let b = p[i + j]
                    if b & 0xC0 != 0x80 { return i }
                    scalar = scalar << 6 | UInt32(b & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
                i += length
            }
            return nil
        }
    }

    static func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A { line += 1 }
        return line
    }
}
