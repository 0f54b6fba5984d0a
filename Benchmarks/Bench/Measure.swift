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

/// The process's peak resident set size in bytes. On Linux this is VmHWM of
/// /proc/self/status (the address space's own high-water mark; ru_maxrss would
/// also count the parent's memory at spawn time); elsewhere ru_maxrss.
func peakRSSBytes() -> Int {
    #if os(Linux)
    if let kilobytes = procStatusKilobytes("VmHWM:") { return kilobytes * 1024 }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #endif
}

/// Resets the peak RSS to the current RSS (Linux: "5" into /proc/self/clear_refs),
/// so that a measurement's peak is its own. Returns false where unsupported.
/// Memory freed earlier is first returned to the system: otherwise it stays
/// resident, counts in the baseline, and the measured work reusing it looks free.
@discardableResult
func resetPeakRSS() -> Bool {
    #if os(Linux)
    _ = peakRSSBytes()
    _ = mallocTrim(0)
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return write(fd, "5", 1) == 1
    #else
    return false
    #endif
}

#if os(Linux)
/// glibc's malloc_trim, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// A field of /proc/self/status in kilobytes, read without Foundation and
/// without allocating: the reader must not fault in code or heap pages of its
/// own after the kernel has taken the reading, or those count as the measured work's.
private func procStatusKilobytes(_ field: StaticString) -> Int? {
    let fd = open("/proc/self/status", O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8192) { buffer -> Int? in
        var count = 0
        while count < buffer.count {
            let got = read(fd, buffer.baseAddress! + count, buffer.count - count)
            if got <= 0 { break }
            count += got
        }
        let key = UnsafeBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
        var lineStart = 0
        while lineStart + key.count <= count {
            var matches = true
            for j in 0..<key.count where buffer[lineStart + j] != key[j] { matches = false; break }
            var i = lineStart
            if matches {
                i += key.count
                while i < count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
                var value = 0
                while i < count, buffer[i] >= 0x30, buffer[i] <= 0x39 { value = value * 10 + Int(buffer[i] - 0x30); i += 1 }
                return value
            }
            while i < count, buffer[i] != 0x0A { i += 1 }
            lineStart = i + 1
        }
        return nil
    }
}
#endif

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
