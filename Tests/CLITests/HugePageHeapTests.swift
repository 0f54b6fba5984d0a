@testable import Codemods
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The heap a run allocates from is advised for huge pages: the kernel marks a mapping it was
/// asked to back with them "hg" in /proc/self/smaps. Linux with glibc only, and only where the
/// kernel offers transparent huge pages at all.
final class HugePageHeapTests: XCTestCase {
    #if canImport(Glibc)
    override func setUpWithError() throws {
        let modes = try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
        guard let modes, !modes.contains("[never]") else { throw XCTSkip("no transparent huge pages here") }
        XCTAssertTrue(HugePageHeap.adopt(), "the main heap's reservation was not advised")
    }

    /// A block the main thread allocates after `adopt()` lies in memory advised for huge pages
    /// (past its first 2 MB: the heap's start is advised from the first 2 MB boundary on).
    func testTheMainHeapIsAdvisedForHugePages() throws {
        XCTAssertTrue(Thread.isMainThread)
        let block = try XCTUnwrap(malloc(8 << 20))
        defer { free(block) }
        let middle = block + (4 << 20)
        let found = try Self.flags(ofMappingHolding: middle)
        XCTAssertTrue(found.contains("hg"), "\(middle): \(found)")
    }

    /// A worker thread's heap is advised as the thread starts, and has grown at once, so that
    /// blocks the thread allocates later lie in advised memory too.
    func testAWorkerThreadsHeapIsAdvisedForHugePages() throws {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var flagsOfBlocks: [[String]?] = []
        let thread = Thread {
            HugePageHeap.adviseThreadHeap()
            // Blocks of several sizes, all from the thread's heap (or the main heap, which is advised too).
            let blocks = [64, 4 << 10, 1 << 20, 8 << 20].compactMap { malloc($0) }
            flagsOfBlocks = blocks.map { try? Self.flags(ofMappingHolding: $0) }
            blocks.forEach { free($0) }
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(flagsOfBlocks.count, 4)
        for (i, flags) in flagsOfBlocks.enumerated() {
            XCTAssertEqual(flags?.contains("hg"), true, "block \(i): \(flags ?? [])")
        }
    }

    /// The VmFlags of the mapping that holds `address`, from /proc/self/smaps.
    private static func flags(ofMappingHolding address: UnsafeMutableRawPointer) throws -> [String] {
        let target = UInt(bitPattern: address)
        // Read to the end: the file's size is 0, and a read of that size stops at a page.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
               let low = UInt(line[..<dash], radix: 16), let high = UInt(line[line.index(after: dash)..<space], radix: 16) {
                inside = low <= target && target < high
            } else if inside, line.hasPrefix("VmFlags:") {
                return line.dropFirst("VmFlags:".count).split(separator: " ").map(String.init)
            }
        }
        throw NoMapping(address: String(target, radix: 16))
    }

    private struct NoMapping: Error { let address: String }
    #endif
}
