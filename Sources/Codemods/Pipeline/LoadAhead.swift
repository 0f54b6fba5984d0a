import Foundation

/// Swift files read and parsed while discovery waits for git's list of ignored files. In a git
/// work tree that list takes about as long as the walk itself (15 ms for a 5,000-entry checkout),
/// and the discovering thread has nothing else to do: threads of its own load the files the walk
/// found meanwhile, and the pipeline takes each loaded file instead of loading it again. A file
/// that turns out to be ignored, or claimed by another root, was loaded for nothing and is dropped.
///
/// Loading a file is a function of its bytes, so a run's output does not depend on which files
/// were loaded ahead or by whom.
public final class LoadAhead: @unchecked Sendable {
    private let paths: [String]
    private let cursor = IndexCursor()
    private let lock = NSLock()
    private var loaded: [String: FileLoader.Loaded] = [:]
    private var stopped = false
    private let finished = DispatchGroup()

    /// Starts `threads` threads loading `swiftPaths`, in order, until `stop()`.
    public init(swiftPaths: [String], threads: Int) {
        paths = swiftPaths
        loaded.reserveCapacity(swiftPaths.count)
        for _ in 0..<max(0, min(threads, swiftPaths.count)) {
            finished.enter()
            // The parser's recursion, as on the pipeline's own workers.
            WorkerThread.start(stackSize: Parallel.workerStackSize) { [self] in
                while !isStopped, let i = cursor.next(below: paths.count) {
                    let result = FileLoader.load(paths[i], asSwift: true)
                    lock.lock()
                    loaded[paths[i]] = result
                    lock.unlock()
                }
                finished.leave()
            }
        }
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Lets the files under way finish, starts no more, and waits for them.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        finished.wait()
    }

    /// How many files were loaded ahead.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return loaded.count
    }

    /// The file at `path` as it was loaded ahead, handed over once; nil when it was not.
    func take(_ path: String) -> FileLoader.Loaded? {
        lock.lock()
        defer { lock.unlock() }
        return loaded.removeValue(forKey: path)
    }

    /// Drops what no one took (files ignored or claimed elsewhere).
    func discardRest() {
        lock.lock()
        loaded.removeAll()
        lock.unlock()
    }
}
