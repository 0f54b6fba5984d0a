import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program (git) and collects its output.
enum Subprocess {
    static func find(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var stdout: [UInt8]
    }

    /// posix_spawn with stdout on a pipe, stdin and stderr on /dev/null. Foundation's
    /// Process costs tens of milliseconds on Linux, several times the git call itself.
    static func run(_ executable: String, _ arguments: [String]) -> Output {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return Output(status: -1, stdout: []) }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        // The environment as Foundation reads it: `environ` is not exposed the same way on every platform.
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return Output(status: -1, stdout: [])
        }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if n > 0 { output.append(contentsOf: buffer[0..<n]) } else if n < 0 && errno == EINTR { continue } else { break }
        }
        close(readEnd)

        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // Exited normally: the exit code; killed by a signal: -1.
        let exited = (status & 0x7F) == 0
        return Output(status: exited ? (status >> 8) & 0xFF : -1, stdout: output)
    }
}
