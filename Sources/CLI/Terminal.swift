import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard streams, terminal detection, colour and progress.
final class Terminal: @unchecked Sendable {
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    let colourAllowed: Bool
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    private let readInput: () -> String?
    private let lock = NSLock()
    private var lastProgress = Date.distantPast
    private var progressShown = false

    /// The process's own streams.
    convenience init() {
        // Two variables looked up: `ProcessInfo.environment` copies every one into a dictionary first.
        let term = getenv("TERM").map { String(cString: $0) }
        self.init(stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
                  colourAllowed: getenv("NO_COLOR") == nil && term != "dumb",
                  out: { StandardStream.write($0, to: 1) },
                  err: { StandardStream.write($0, to: 2) },
                  input: { readLine(strippingNewline: true) })
    }

    /// Streams supplied by the caller (tests run the command in-process this way).
    init(stdoutIsTerminal: Bool, stderrIsTerminal: Bool, colourAllowed: Bool,
         out: @escaping (String) -> Void, err: @escaping (String) -> Void, input: @escaping () -> String?) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.colourAllowed = colourAllowed
        writeOut = out
        writeErr = err
        readInput = input
    }

    /// `--color`: `always` and `never` decide alone (over NO_COLOR, as a flag given for this run
    /// should); `auto` colours a terminal when NO_COLOR is unset.
    var colourChoice = Options.ColourChoice.auto

    var colourOut: Bool { colourChoice == .auto ? colourAllowed && stdoutIsTerminal : colourChoice == .always }
    var colourErr: Bool { colourChoice == .auto ? colourAllowed && stderrIsTerminal : colourChoice == .always }

    func out(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        writeOut(text)
    }

    func err(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        clearProgressLocked()
        writeErr(text)
    }

    /// `[done/total]` on stderr, at most ten times a second, only on a terminal.
    func progress(_ done: Int, _ total: Int) {
        guard stderrIsTerminal else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastProgress) > 0.1 else { return }
        lastProgress = now
        progressShown = true
        writeErr("\r\u{1B}[Kmodernize: \(done)/\(total) files")
    }

    func clearProgress() {
        lock.lock(); defer { lock.unlock() }
        clearProgressLocked()
    }

    private func clearProgressLocked() {
        guard progressShown else { return }
        progressShown = false
        writeErr("\r\u{1B}[K")
    }

    static func paint(_ text: String, _ code: String, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Colours a unified diff line by line.
    static func paintDiff(_ patch: String) -> String {
        patch.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ") || line.hasPrefix("new file") { return paint(String(line), "1", when: true) }
            if line.hasPrefix("@@") { return paint(String(line), "36", when: true) }
            if line.hasPrefix("+") { return paint(String(line), "32", when: true) }
            if line.hasPrefix("-") { return paint(String(line), "31", when: true) }
            return String(line)
        }.joined(separator: "\n")
    }

    /// One line from stdin, nil at end of input.
    func readAnswer() -> String? { readInput() }
}

/// Writes to stdout and stderr without throwing: a closed pipe (`modernize | head`) ends the
/// process the way it ends `git diff | head`, by SIGPIPE and without a word; any other write
/// error (a full disk) is one line on stderr and exit code 3.
enum StandardStream {
    static func write(_ text: String, to fd: Int32) {
        if let code = FileIO.writeAll(fd, Array(text.utf8)) {
            if code == EPIPE {
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
            if fd != 2 {
                let message = "modernize: error: cannot write to standard output: \(FileIO.describe(code))\n"
                _ = message.utf8CString.withUnsafeBufferPointer { Glue.write(2, $0.baseAddress!, $0.count - 1) }
            }
            exit(3)
        }
    }
}

/// Paths as the user sees them: relative to the current directory when possible.
struct PathDisplay {
    let cwd: String

    init(cwd: String = FileManager.default.currentDirectoryPath) {
        self.cwd = cwd
    }

    func show(_ path: String) -> String {
        var shown = path
        if shown.hasPrefix("/") {
            let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
            if shown.hasPrefix(prefix) { shown = String(shown.dropFirst(prefix.count)) }
        }
        while shown.hasPrefix("./") { shown.removeFirst(2) }
        return shown
    }
}
