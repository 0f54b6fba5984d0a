@testable import Codemods
import Foundation
import XCTest

final class WorkerThreadTests: XCTestCase {
    /// With glibc, a worker thread's heap is usable for both reserved blocks as the thread
    /// starts: the read-write mapping that holds a block the thread allocates spans at least
    /// their size, where a heap grown on demand spans a few pages more than it has handed out.
    func testAWorkerThreadsHeapIsUsableForTheReservedBlocksAtOnce() throws {
        #if canImport(Glibc)
        let heap = try Self.heapOfAWorkerThread()
        XCTAssertGreaterThanOrEqual(heap.size, 2 * WorkerThread.reservedBlockBytes)
        #else
        throw XCTSkip("glibc's thread arenas only")
        #endif
    }

    /// A worker thread runs its body, with the stack size asked for.
    func testAWorkerThreadRunsItsBodyWithTheStackSizeAskedFor() {
        let done = DispatchSemaphore(value: 0)
        let stack = LockedAddress()
        WorkerThread.start(stackSize: Parallel.workerStackSize) {
            stack.value = UInt(Thread.current.stackSize)
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(stack.value, UInt(Parallel.workerStackSize))
    }

    private final class LockedAddress: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: UInt = 0
        var value: UInt {
            get { lock.lock(); defer { lock.unlock() }; return stored }
            set { lock.lock(); stored = newValue; lock.unlock() }
        }
    }

    /// After `reserveHeaps()`, the heap of a thread `WorkerThread.start` starts: the read-write
    /// span holding a block that thread allocates.
    private static func heapOfAWorkerThread() throws -> (start: UInt, size: Int) {
        XCTAssertTrue(WorkerThread.reserveHeaps())
        let done = DispatchSemaphore(value: 0)
        let address = LockedAddress()
        WorkerThread.start {
            let block = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
            address.value = UInt(bitPattern: block)
            block.deallocate()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        return try XCTUnwrap(readWriteSpan(containing: address.value))
    }

    /// The run of adjacent read-write mappings in /proc/self/maps around `address` (the kernel
    /// may list a heap as several): its start and size.
    private static func readWriteSpan(containing address: UInt) throws -> (start: UInt, size: Int)? {
        let maps = try Self.read("/proc/self/maps")
        var spans: [(start: UInt, end: UInt)] = []
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, fields[1].hasPrefix("rw") else { continue }
            if let last = spans.last, last.end == bounds[0] {
                spans[spans.count - 1].end = bounds[1]
            } else {
                spans.append((bounds[0], bounds[1]))
            }
        }
        guard let span = spans.first(where: { $0.start <= address && address < $0.end }) else { return nil }
        return (span.start, Int(span.end - span.start))
    }

    /// A file of /proc whole: its size reads as 0, and reading by that size stops at a page.
    private static func read(_ path: String) throws -> String {
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }
}
