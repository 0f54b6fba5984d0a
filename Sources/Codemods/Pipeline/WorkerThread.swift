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
    /// glibc's mallopt and its parameters (malloc.h, which the Glibc module does not import).
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
    /// A thread arena's heap is 64 MB (malloc/arena.c's HEAP_MAX_SIZE on 64-bit systems); blocks
    /// below 32 MB, the largest threshold glibc accepts, come from the heap once `reserveHeaps()`
    /// has set it. Two such blocks, with a megabyte left for glibc's headers.
    static let reservedBlockBytes = 30 << 20
    /// glibc's malloc and free, looked up once by `reserveHeaps()` before the process starts any
    /// thread, read by threads. Called through pointers the optimizer cannot see into: it removes
    /// a block allocated and freed unused when the calls are to malloc and free by name.
    nonisolated(unsafe) private static var allocate: (@convention(c) (Int) -> UnsafeMutableRawPointer?)?
    nonisolated(unsafe) private static var release: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
    #endif

    /// Once, at the start of a process that runs the pipeline and then exits, before any thread:
    /// blocks below 32 MB come from the heaps (rather than from mappings of their own, which
    /// grow no heap), freed memory stays in the heaps until exit, and each thread started by
    /// `start` reserves room in its heap. Process-wide malloc settings: the command line's to make, not a
    /// library's. Does nothing without glibc (macOS, musl). Returns whether heaps are reserved.
    @discardableResult
    public static func reserveHeaps() -> Bool {
        #if canImport(Glibc)
        guard let malloptSymbol = dlsym(nil, "mallopt"), let mallocSymbol = dlsym(nil, "malloc"),
              let freeSymbol = dlsym(nil, "free") else { return false }
        let mallopt = unsafeBitCast(malloptSymbol, to: Mallopt.self)
        guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, Int32.max) == 1 else { return false }
        allocate = unsafeBitCast(mallocSymbol, to: (@convention(c) (Int) -> UnsafeMutableRawPointer?).self)
        release = unsafeBitCast(freeSymbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
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
        guard let allocate, let release else { return }
        let first = allocate(reservedBlockBytes), second = allocate(reservedBlockBytes)
        release(second)
        release(first)
        #endif
    }
}
