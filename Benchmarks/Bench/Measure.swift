#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Monotonic wall-clock time in seconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The process's peak resident set size in bytes (ru_maxrss is kB on Linux, bytes on macOS).
func peakRSSBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #endif
}

func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1e6) }
func rate(_ amount: Double, _ seconds: Double) -> Double { seconds > 0 ? amount / seconds : 0 }

/// CPU time of the calling thread in seconds: unaffected by other processes.
func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// Runs `body` once; returns (wall seconds, thread CPU seconds).
func timed(_ body: () -> Void) -> (Double, Double) {
    let wall = now(), cpu = threadCPUTime()
    body()
    return (now() - wall, threadCPUTime() - cpu)
}

/// User plus system CPU time of all waited-for child processes, in seconds.
func childrenCPUTime() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}
