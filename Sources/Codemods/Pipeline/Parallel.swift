import Dispatch
import Foundation

/// A parallel map over `0..<count` using at most `jobs` threads. Results keep
/// index order, so output never depends on scheduling.
///
/// The workers are threads of our own with a large stack rather than a dispatch queue's
/// (512 KB on macOS): the parser and rules recurse once per nesting level, and a file at the
/// nesting limit (`NestingDepth.limit`) must fit with room to spare on every platform.
enum Parallel {
    /// Reserved address space, not memory: pages are touched only as deep as the recursion goes.
    static let workerStackSize = 16 << 20

    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        let cursor = IndexCursor()
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread {
                while let i = cursor.next(below: count) { slots.store(body(i), at: i) }
                finished.leave()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        finished.wait()
        return slots.values()
    }
}

/// Hands out indices one at a time, so a slow file does not stall a fixed stripe.
public final class IndexCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    public init() {}
    public func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < count else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per index; each index is written by exactly one worker.
final class Slots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<T?>
    private let count: Int
    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil, count: count)
    }
    deinit {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }
    func store(_ value: T, at i: Int) { buffer[i] = value }
    func values() -> [T] { (0..<count).map { buffer[$0]! } }
}
