import XCTest

final class SnapshotTests: XCTestCase {
    func testLandscape() {
        if UIDevice.current.orientation.isLandscape { // nope: test sources query the device on purpose
            XCTAssertTrue(UIDevice.current.userInterfaceIdiom == .pad) // nope: a test source
        }
    }
}
