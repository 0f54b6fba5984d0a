import XCTest
@testable import ComposeKit

final class ComposeDraftTests: XCTestCase {
    func testStartsWithoutTags() {
        XCTAssertTrue(ComposeDraft().tags.isEmpty)
    }
}
