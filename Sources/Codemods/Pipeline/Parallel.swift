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

    /// With one job and a `board`, the map runs on the calling thread and offers its indices on
    /// the board, where threads with nothing else to do take some.
    static func map<T: Sendable>(_ count: Int, jobs: Int, sharedOn board: HelpBoard? = nil, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        if count == 0 { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            if let board, count > 1 { return board.map(count, body) }
            return (0..<count).map(body)
        }
        let slots = Slots<T>(count: count)
        let cursor = IndexCursor()
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            WorkerThread.start(stackSize: workerStackSize) {
                while let i = cursor.next(below: count) { slots.store(body(i), at: i) }
                finished.leave()
            }
        }
        finished.wait()
        return slots.values()
    }
}

/// Where maps running on one thread offer their indices to threads that have nothing else to do.
/// Roots run side by side each map their files on their own thread; when a root is done and none
/// is left to start, its thread takes part in the maps still running instead of waiting for them
/// (a root's next step gets the freed job anyway: this is for the steps already under way).
final class HelpBoard: @unchecked Sendable {
    private let condition = NSCondition()
    private var offers: [Offer] = []
    private var closed = false

    /// A map's indices, taken one at a time by its own thread and any helpers.
    private final class Offer: @unchecked Sendable {
        let count: Int
        let cursor = IndexCursor()
        let run: @Sendable (Int) -> Void
        /// Under the board's condition: indices done, and whether every index has been taken.
        var completed = 0
        var exhausted = false
        init(count: Int, run: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.run = run
        }
    }

    /// `body` over `0..<count` on the calling thread and whichever helpers join, in index order.
    func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let slots = Slots<T>(count: count)
        let offer = Offer(count: count) { i in slots.store(body(i), at: i) }
        condition.lock()
        offers.append(offer)
        condition.broadcast()
        condition.unlock()
        work(on: offer)
        condition.lock()
        offers.removeAll { $0 === offer }
        // A helper may still be running the last index it took.
        while offer.completed < count { condition.wait() }
        condition.unlock()
        return slots.values()
    }

    /// Runs offered indices until `close()`.
    func help() {
        condition.lock()
        while !closed {
            if let offer = offers.first(where: { !$0.exhausted }) {
                condition.unlock()
                work(on: offer)
                condition.lock()
            } else {
                condition.wait()
            }
        }
        condition.unlock()
    }

    /// Ends `help()` on every thread: nothing more will be offered.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func work(on offer: Offer) {
        var done = 0
        while let i = offer.cursor.next(below: offer.count) {
            offer.run(i)
            done += 1
        }
        condition.lock()
        offer.exhausted = true
        offer.completed += done
        if offer.completed == offer.count { condition.broadcast() }
        condition.unlock()
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
