@testable import Codemods
import Foundation
import Rewriter
import XCTest

/// When and where a root's syntax trees are freed: each root's project context holds a sentinel
/// (through `shared`) that logs the thread its deinit runs on, so the log tells which roots were
/// freed, in what order with the project passes, and by whom.
final class TreeReleaseTests: XCTestCase {
    /// With one job, the trees of a root the run is done with are freed on the thread that runs
    /// the roots, before the next root's project pass: no thread beside the run's one job.
    func testOneJobFreesEachRootsTreesOnItsOwnThread() throws {
        let (roots, log) = try Self.roots(3)
        var pipeline = Pipeline(codemods: [RecordTreeRelease.self], jobs: 1)
        pipeline.freesLastRoot = true
        let caller = pthread_self()
        _ = pipeline.run(roots)
        let events = log.events
        XCTAssertEqual(events.map(\.text), ["run r0", "free r0", "run r1", "free r1", "run r2", "free r2"])
        XCTAssertTrue(events.allSatisfy { pthread_equal($0.thread, caller) != 0 }, "freed on another thread")
    }

    /// Roots side by side, for a process that exits after the run: a thread frees its root's trees
    /// only when it starts another root; with none left, it keeps them (freeing would only delay
    /// the end of the run).
    func testRootsSideBySideKeepTheTreesOfEachThreadsLastRoot() throws {
        let (roots, log) = try Self.roots(2)
        Self.runSideBySide(roots, freesLastRoot: false)
        XCTAssertEqual(Set(log.events.map(\.text)), ["run r0", "run r1"])
    }

    /// Three roots on two threads: the thread that starts the third root first frees the root it
    /// ran before, on its own thread; the two last roots are kept.
    func testARootsTreesAreFreedWhenItsThreadStartsAnotherRoot() throws {
        let (roots, log) = try Self.roots(3)
        Self.runSideBySide(roots, freesLastRoot: false)
        let events = log.events
        let frees = events.filter { $0.text.hasPrefix("free") }
        XCTAssertEqual(frees.count, 1, "\(events.map(\.text))")
        guard let free = frees.first, let freeIndex = events.firstIndex(where: { $0.text == free.text }),
              let lastRun = events.firstIndex(where: { $0.text == "run r2" }) else { return XCTFail("\(events.map(\.text))") }
        XCTAssertLessThan(freeIndex, lastRun)
        let freedRun = try XCTUnwrap(events.first { $0.text == "run " + free.text.dropFirst(5) })
        XCTAssertTrue(pthread_equal(free.thread, freedRun.thread) != 0)
        XCTAssertTrue(pthread_equal(free.thread, events[lastRun].thread) != 0)
    }

    /// A library's run (the pipelines free their last root) leaves nothing held.
    func testRootsSideBySideFreeEveryRootWhenThePipelinesFreeTheirLastRoot() throws {
        let (roots, log) = try Self.roots(3)
        Self.runSideBySide(roots, freesLastRoot: true)
        XCTAssertEqual(Set(log.events.map(\.text).filter { $0.hasPrefix("free") }), ["free r0", "free r1", "free r2"])
    }

    /// The roots side by side on two jobs, their pipelines freeing their last root or not.
    private static func runSideBySide(_ roots: [PipelineRoot], freesLastRoot: Bool) {
        let runs = roots.map { root -> (pipeline: Pipeline, root: PipelineRoot) in
            var pipeline = Pipeline(codemods: [RecordTreeRelease.self], jobs: 2)
            pipeline.freesLastRoot = freesLastRoot
            return (pipeline, root)
        }
        _ = Pipeline.runSideBySide(runs, jobs: 2)
    }

    /// `count` roots, root k with `count - k` Swift files (so side by side they start in order),
    /// and the log their project passes write to.
    private static func roots(_ count: Int) throws -> ([PipelineRoot], ReleaseLog) {
        let sandbox = try Sandbox()
        var roots: [PipelineRoot] = []
        for k in 0..<count {
            var paths: [String] = []
            for f in 0..<(count - k) {
                try sandbox.write("r\(k)/F\(f).swift", "let value\(f) = \(f)\n")
                paths.append(sandbox.path("r\(k)/F\(f).swift"))
            }
            roots.append(PipelineRoot(root: sandbox.path("r\(k)"), paths: paths))
        }
        let log = ReleaseLog()
        RecordTreeRelease.log = log
        return (roots, log)
    }
}

/// What the project passes and sentinels did, in order.
final class ReleaseLog: @unchecked Sendable {
    struct Event { let text: String; let thread: pthread_t }
    private let lock = NSLock()
    private var stored: [Event] = []
    func add(_ text: String) {
        lock.lock()
        stored.append(Event(text: text, thread: pthread_self()))
        lock.unlock()
    }
    var events: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Held in a root's project context until the context is freed.
private final class ReleaseSentinel: @unchecked Sendable {
    let name: String
    let log: ReleaseLog
    init(name: String, log: ReleaseLog) {
        self.name = name
        self.log = log
    }
    deinit { log.add("free " + name) }
}

/// Logs its project pass and puts a sentinel in the root's context.
struct RecordTreeRelease: Codemod {
    static let id = "record-tree-release"
    static let summary = "logs when a root's trees are freed"
    static let explanation = "Before: a root\nAfter: nothing\n"
    nonisolated(unsafe) static var log = ReleaseLog()
    init(options: [String: String]) {}
    func runProject(_ project: ProjectContext) -> [Finding] {
        let name = (project.root as NSString).lastPathComponent
        let log = Self.log
        log.add("run " + name)
        _ = project.shared("release-sentinel") { ReleaseSentinel(name: name, log: log) }
        return []
    }
}
