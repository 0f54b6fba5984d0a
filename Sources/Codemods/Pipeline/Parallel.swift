import Dispatch
import Foundation

/// A parallel map over `0..<count` using at most `jobs` threads. Results keep
/// index order, so output never depends on scheduling.
enum Parallel {
    static func map<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        let cursor = Cursor()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = cursor.next(below: count) { slots.store(body(i), at: i) }
        }
        return slots.values()
    }
}

/// Hands out indices one at a time, so a slow file does not stall a fixed stripe.
private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < count else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per index; each index is written by exactly one worker.
private final class Slots<T>: @unchecked Sendable {
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
