import Codemods
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Ignore SIGPIPE so `modernize | head` ends quietly instead of crashing.
signal(SIGPIPE, SIG_IGN)
// Before any thread: room in each thread's heap as it starts (see WorkerThread).
WorkerThread.reserveHeaps()
var command = Command(terminal: Terminal())
// The process ends with the run: what it still holds is reclaimed at exit, not freed piece by piece.
command.freesLastRoot = false
let status = command.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
