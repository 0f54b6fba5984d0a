import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The run's own threads (discovery, loading ahead, parallel maps, roots side by side), each
/// started with room made in its heap first.
///
/// glibc gives each thread an arena whose heap is reserved without access and made usable as it
/// grows, a few pages at a time, each growth an `mprotect` call that holds the process's
/// memory-map lock for writing, while the other threads' page faults wait for it. Two jobs over
/// the four benchmark apps made 6,700 to 11,400 such calls, and the threads spent 47 ms of a
/// 0.2 s run waiting on the lock (perf sched). A heap keeps the access it was given when its memory is freed, so
/// blocks of nearly a heap's size taken and freed as a thread starts make its heap usable at once:
/// one call instead of thousands. The pages are still touched only when used.
public enum WorkerThread {
    /// Starts `body` on a thread of its own; `stackSize` in bytes, the system's default if nil.
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            reserveHeap()
            body()
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
    }

    #if canImport(Glibc)
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
    /// A thread arena's heap is 64 MB (malloc/arena.c's HEAP_MAX_SIZE on 64-bit systems); blocks
    /// below 32 MB, the largest threshold glibc accepts, come from the heap once `reserveHeaps()`
    /// has set it. Two such blocks, with a megabyte left for glibc's headers.
    static let reservedBlockBytes = 30 << 20
    /// Set by `reserveHeaps()` before the process starts any thread, read by threads.
    nonisolated(unsafe) private static var heapsReserved = false
    #endif

    /// Once, at the start of a process that runs the pipeline and then exits, before any thread:
    /// blocks below 32 MB come from the heaps (rather than from mappings of their own, which
    /// grow no heap), freed memory stays in the heaps until exit, and each thread started by
    /// `start` reserves room in its heap. Process-wide malloc settings: the command line's to make, not a
    /// library's. Does nothing without glibc (macOS, musl). Returns whether heaps are reserved.
    @discardableResult
    public static func reserveHeaps() -> Bool {
        #if canImport(Glibc)
        guard glibcMallopt(mmapThreshold, 32 << 20) == 1, glibcMallopt(trimThreshold, Int32.max) == 1 else { return false }
        heapsReserved = true
        return true
        #else
        return false
        #endif
    }

    /// Makes the calling thread's heap usable for two reserved blocks, unless `reserveHeaps()`
    /// was not called. An arena's heap that has grown before keeps its access: then this only
    /// takes the blocks from its free space and gives them back.
    static func reserveHeap() {
        #if canImport(Glibc)
        guard heapsReserved else { return }
        let first = glibcMalloc(reservedBlockBytes), second = glibcMalloc(reservedBlockBytes)
        glibcFree(second)
        glibcFree(first)
        #endif
    }
}

#if canImport(Glibc)
// glibc's own entry points, declared here because the Glibc module does not import malloc.h.
// Declared by symbol rather than looked up with dlsym, which finds nothing in a static
// executable. The allocator is called by its `__libc_` names: a block allocated and freed
// unused through `malloc` and `free` is removed by the optimizer, which knows those two.
@_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
@_silgen_name("__libc_malloc") private func glibcMalloc(_ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_free") private func glibcFree(_ pointer: UnsafeMutableRawPointer?)
#endif
