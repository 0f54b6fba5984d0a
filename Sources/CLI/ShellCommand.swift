import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `--verify` command: `/bin/sh -c COMMAND` in a folder, stdin from /dev/null, stdout
/// and stderr together on one pipe of which the last lines are kept. The command gets a process
/// group of its own, so that an interrupt of modernize reaches every process it started (and
/// modernize can put the files back once they have stopped).
struct ShellCommand {
    let command: String
    /// Every chunk of output as it comes (`--verbose`), or nil.
    let echo: ((String) -> Void)?
    static let tailLines = 20

    /// The signal (SIGINT, SIGTERM, SIGHUP) that asked modernize to stop, or 0.
    var interruption: Int32 { Interrupts.received }

    /// From here until `stopCatchingInterrupts`, SIGINT, SIGTERM and SIGHUP do not end modernize:
    /// they are passed on to the running command and remembered.
    func catchInterrupts() {
        Interrupts.received = 0
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, Interrupts.handler) }
    }

    func stopCatchingInterrupts() {
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }

    /// Runs the command in `folder`: its exit status (-1 when it could not start or was killed by
    /// a signal) and its last lines.
    func run(in folder: String) -> (status: Int32, tail: [String]) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return (-1, ["cannot create a pipe: \(FileIO.describe(errno))"]) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // Its own process group; and the signals modernize ignores (SIGPIPE, and the interrupts
        // while it waits) back to their defaults, as a shell would start it.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        // The shell changes folder itself (posix_spawn's chdir action is not on every platform),
        // then reads the command as `sh -c` would.
        let script = "cd -- \"$1\" || exit 125; modernize_verify_command=$2; shift 2; eval \"$modernize_verify_command\""
        let arguments = ["/bin/sh", "-c", script, "sh", folder.isEmpty ? "." : folder, command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return (-1, ["cannot run /bin/sh: \(FileIO.describe(spawned))"])
        }
        Interrupts.group = pid
        // An interrupt that came while it was starting did not reach it.
        if Interrupts.received != 0 { kill(-pid, Interrupts.received) }

        var tail = OutputTail()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n > 0 {
                tail.append(buffer[0..<n])
                echo?(String(decoding: buffer[0..<n], as: UTF8.self))
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        Interrupts.group = 0
        let exited = (status & 0x7F) == 0
        return (exited ? (status >> 8) & 0xFF : -1, tail.lines(Self.tailLines))
    }
}

/// What the signal handler shares with the waiting code: plain words, read and written whole,
/// as a handler may only touch such (and call `kill`, which is async-signal-safe).
enum Interrupts {
    nonisolated(unsafe) static var received: Int32 = 0
    nonisolated(unsafe) static var group: pid_t = 0

    static let handler: @convention(c) (Int32) -> Void = { number in
        if received == 0 { received = number }
        if group > 0 { kill(-group, number) }
    }
}

/// The end of a command's output, in bounded memory however much it prints.
struct OutputTail {
    private var bytes: [UInt8] = []
    private let limit = 64 * 1024

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        bytes.append(contentsOf: chunk)
        if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
    }

    /// The last `count` lines, trailing blank lines left out.
    func lines(_ count: Int) -> [String] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return Array(lines.suffix(count))
    }
}
