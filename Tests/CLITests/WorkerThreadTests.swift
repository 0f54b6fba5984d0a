@testable import Codemods
import Foundation
import XCTest

final class WorkerThreadTests: XCTestCase {
    /// With glibc, a worker thread's heap is usable for both reserved blocks as the thread
    /// starts: the read-write mapping that holds a block the thread allocates spans at least
    /// their size, where a heap grown on demand spans a few pages more than it has handed out.
    func testAWorkerThreadsHeapIsUsableForTheReservedBlocksAtOnce() throws {
        #if canImport(Glibc)
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
        let mapping = try XCTUnwrap(Self.mapping(containing: address.value))
        XCTAssertTrue(mapping.permissions.hasPrefix("rw"), mapping.permissions)
        XCTAssertGreaterThanOrEqual(mapping.size, 2 * WorkerThread.reservedBlockBytes)
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

    /// The line of /proc/self/maps whose range holds `address`: its permissions and size.
    private static func mapping(containing address: UInt) throws -> (permissions: String, size: Int)? {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, bounds[0] <= address, address < bounds[1] else { continue }
            return (String(fields[1]), Int(bounds[1] - bounds[0]))
        }
        return nil
    }
}
