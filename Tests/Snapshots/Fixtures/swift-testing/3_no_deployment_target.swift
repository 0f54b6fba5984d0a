import XCTest

// No deployment target known: nothing is reported.
final class CartTests: XCTestCase { // nope: deployment target unknown
    func testAdd() { XCTAssertEqual(1, 1) }
}
