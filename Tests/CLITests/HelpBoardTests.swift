@testable import Codemods
import Foundation
import XCTest

final class HelpBoardTests: XCTestCase {
    /// A map running on one thread offers its indices on the board: a thread with nothing else to
    /// do takes some, the results come back in index order, and the map waits for the indices a
    /// helper is still running (each takes a while here).
    func testAThreadWithNothingToDoTakesPartInAMapOnOneThread() {
        let board = HelpBoard()
        let helped = DispatchSemaphore(value: 0)
        let helper = Thread {
            board.help()
            helped.signal()
        }
        helper.start()
        // Test methods run on the main thread: an index run elsewhere ran on the helper.
        XCTAssertTrue(Thread.isMainThread)
        let results = Parallel.map(40, jobs: 1, sharedOn: board) { i -> (square: Int, onMain: Bool) in
            usleep(2000)
            return (i * i, Thread.isMainThread)
        }
        XCTAssertEqual(results.map(\.square), (0..<40).map { $0 * $0 })
        XCTAssertTrue(results.contains { !$0.onMain }, "no index ran on the helper")
        XCTAssertTrue(results.contains { $0.onMain }, "the map's own thread ran none")
        // Once closed, the helper stops.
        board.close()
        XCTAssertEqual(helped.wait(timeout: .now() + 10), .success)
    }
}
