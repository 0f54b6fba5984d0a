import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A run keeps every file it reads, lexes and parses until the rules have seen them all, so its
/// heap only grows: tens of megabytes, each 4 KB page first touched through a page fault (7,800
/// of them on a 6 MB app, a tenth of the run's time). Where glibc's malloc and Linux's
/// transparent huge pages are there, `adopt()` has the heap backed by 2 MB pages instead: the
/// kernel is asked for them (`MADV_HUGEPAGE`, which "madvise" mode, the usual default, waits
/// for) on a reserved stretch of the main heap, and on each worker thread's heap as the thread
/// starts. Where the kernel has none to give the advice is ignored; nothing a run computes
/// depends on it. Elsewhere (macOS, musl) both calls do nothing.
public enum HugePageHeap {
    /// The main heap's stretch reserved at once: room for the largest runs measured (about
    /// 100 MB for four 150k-line apps) before the heap grows in small pages again.
    static let reservedBytes = 256 << 20
    static let hugePageBytes = 2 << 20
    /// glibc gives each thread arena heaps of this size, aligned to it (malloc/arena.c's
    /// HEAP_MAX_SIZE on 64-bit systems); a thread's heap is found from any block it allocates.
    static let threadHeapBytes = 64 << 20

    #if canImport(Glibc)
    /// glibc's mallopt and the parameters used here (malloc.h, which the Glibc module does not import).
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private static let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
    nonisolated(unsafe) private static var adopted = false
    #endif

    /// Once, at the start of the process, before any worker thread: reserves and advises the
    /// main heap, and lets `adviseThreadHeap()` advise worker threads' heaps. Returns whether the
    /// main heap's stretch was advised.
    @discardableResult
    public static func adopt() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // Buffers up to 32 MB (file contents, token tables) come from the heaps instead of
        // mappings of their own, and freed memory stays in them instead of going back to the
        // kernel: memory touched once is reused, in huge pages. The main heap's next growth is
        // by the whole reservation (a 16 MB request is one its spare top cannot serve); that
        // stretch is then advised as one range and given back to the heap.
        guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, Int32.max) == 1,
              mallopt(topPad, Int32(reservedBytes)) == 1 else { return false }
        defer { _ = mallopt(topPad, 128 << 10) }
        adopted = true  // before any worker thread starts, which orders the write before their reads
        guard let block = malloc(16 << 20) else { return false }
        defer { free(block) }
        guard let top = sbrk(0), top != UnsafeMutableRawPointer(bitPattern: -1) else { return false }
        // The block came from a mapping of its own if the heap could not grow (a data size limit).
        guard UInt(bitPattern: block) < UInt(bitPattern: top) else { return false }
        // The whole heap is advised, not only the new stretch: a process that has allocated and
        // freed before has free space below the block, which later blocks take first.
        let start = roundUp(mainHeapStart() ?? UInt(bitPattern: block), to: hugePageBytes)
        let end = UInt(bitPattern: top) & ~UInt(hugePageBytes - 1)
        guard start < end else { return false }
        return madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE) == 0
        #else
        return false
        #endif
    }

    /// At the start of a worker thread: advises the heap glibc gave the thread's arena (found
    /// from a block the thread allocates) the first time the arena is seen, and has it grow
    /// at once to nearly its whole size. glibc grows a thread's heap a few pages at a time, and
    /// the kernel gives a huge page only to a 2 MB stretch already inside the usable part, so an
    /// advised heap that grew on demand would still be touched in small pages. Does nothing
    /// before `adopt()`, or when the block lies below the program break: the main heap's
    /// (threads share it when arenas run out), as Linux places mappings, thread heaps among
    /// them, above the break.
    @discardableResult
    public static func adviseThreadHeap() -> Bool {
        #if canImport(Glibc)
        guard adopted, let block = malloc(1) else { return false }
        defer { free(block) }
        let address = UInt(bitPattern: block)
        guard let top = sbrk(0), address > UInt(bitPattern: top) else { return false }
        let heap = address & ~UInt(threadHeapBytes - 1)
        guard advisedThreadHeaps.insert(heap) else { return false }
        guard madvise(UnsafeMutableRawPointer(bitPattern: heap), threadHeapBytes, MADV_HUGEPAGE) == 0 else { return false }
        // Blocks below the size that gets a mapping of its own grow the heap from where the
        // thread's first block lies to nearly its end (a megabyte is left for glibc's chunk
        // headers: a block that does not fit would start a new heap). Whether each came from
        // this heap is checked on its address, which also keeps the allocations from being
        // optimized away as unused.
        let end = heap + UInt(threadHeapBytes) - UInt(1 << 20)
        var next = address, blocks: [UnsafeMutableRawPointer] = []
        defer { for reserved in blocks.reversed() { free(reserved) } }
        while next + UInt(hugePageBytes) < end {
            let size = min(Int(end - next), 30 << 20)
            guard let reserved = malloc(size) else { return false }
            blocks.append(reserved)
            guard UInt(bitPattern: reserved) & ~UInt(threadHeapBytes - 1) == heap else { return false }
            next = UInt(bitPattern: reserved) + UInt(size)
        }
        return true
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    /// Where the main heap begins: the start of the "[heap]" line of /proc/self/maps.
    private static func mainHeapStart() -> UInt? {
        let fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var maps: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            maps += chunk[..<count]
        }
        for line in maps.split(separator: UInt8(ascii: "\n")) where line.suffix(6).elementsEqual("[heap]".utf8) {
            guard let dash = line.firstIndex(of: UInt8(ascii: "-")) else { return nil }
            return UInt(String(decoding: line[..<dash], as: UTF8.self), radix: 16)
        }
        return nil
    }
    #endif

    /// The thread heaps already advised, by address.
    private static let advisedThreadHeaps = LockedSet()

    private final class LockedSet: @unchecked Sendable {
        private let lock = NSLock()
        private var members: Set<UInt> = []
        func insert(_ member: UInt) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return members.insert(member).inserted
        }
    }

    private static func roundUp(_ value: UInt, to alignment: Int) -> UInt {
        (value + UInt(alignment) - 1) & ~UInt(alignment - 1)
    }
}
