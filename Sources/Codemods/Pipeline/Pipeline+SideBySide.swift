import Foundation

extension Pipeline {
    /// Runs each pipeline on its root, up to `jobs` roots at a time, largest first (by Swift
    /// files), and returns the results in the order given. The roots share the jobs: while roots
    /// wait, each running root gets its share; once none waits, the running roots divide all of
    /// them, so a root left running alone takes every thread for its next step, and a thread with
    /// no root left to start helps with the steps under way (`HelpBoard`). Each result is
    /// the one running the root alone gives. A thread frees the trees of the root it ran before
    /// it starts another; when none is left to start, it keeps them if the pipelines do not free
    /// their last root (the process exits after the run), and frees them otherwise.
    public static func runSideBySide(_ runs: [(pipeline: Pipeline, root: PipelineRoot)], jobs: Int) -> [PipelineResult] {
        // (No root would ever finish and close the help board.)
        guard !runs.isEmpty else { return [] }
        let sizes = runs.map { run in run.root.paths.reduce(0) { $0 + ($1.hasSuffix(".swift") ? 1 : 0) } }
        let order = runs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let share = JobShare(jobs: max(1, jobs), roots: runs.count)
        let slots = Slots<PipelineResult>(count: runs.count)  // one result per root, written by the thread that ran it
        let board = HelpBoard()
        let finished = DispatchGroup()
        let keepsLastTrees = runs.allSatisfy { !$0.pipeline.freesLastRoot }
        for _ in 0..<max(1, min(jobs, runs.count)) {
            finished.enter()
            // A root's steps run on this thread when it has one job: the parser's stack.
            WorkerThread.start(stackSize: Parallel.workerStackSize) {
                let held = HeldTrees()
                while let started = share.start() {
                    held.free()
                    let i = order[started]
                    var pipeline = runs[i].pipeline
                    pipeline.availableJobs = { share.current }
                    pipeline.helpBoard = board
                    pipeline.heldTrees = held
                    slots.store(pipeline.run([runs[i].root]), at: i)
                    if share.finish() { board.close() }
                }
                board.help()
                if keepsLastTrees { held.keepUntilExit() } else { held.free() }
                finished.leave()
            }
        }
        finished.wait()
        return slots.values()
    }
}

/// Which root starts next, and the threads each running root may use.
private final class JobShare: @unchecked Sendable {
    private let lock = NSLock()
    private let jobs: Int
    private let roots: Int
    private var started = 0
    private var running = 0

    init(jobs: Int, roots: Int) {
        self.jobs = jobs
        self.roots = roots
    }

    /// The next root's place in the starting order, nil when every root has started.
    func start() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard started < roots else { return nil }
        started += 1
        running += 1
        return started - 1
    }

    /// Whether that was the last root.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        running -= 1
        return running == 0 && started == roots
    }

    /// The jobs divided among the running roots, rounded up.
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return max(1, (jobs + running - 1) / max(1, running))
    }
}
