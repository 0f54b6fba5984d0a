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
let status = Command(terminal: Terminal()).run(Array(CommandLine.arguments.dropFirst()))
exit(status)
