import XCTest

final class CartTests: XCTestCase { // expect: swift-testing SWIFTTESTING-I1
    var items: [String] = []

    override func setUp() {
        items = []
    }

    func testAdd() {
        items.append("a")
        XCTAssertEqual(items.count, 1)
    }

    func testEmpty() throws {
        XCTAssertTrue(items.isEmpty)
    }

    func helper(_ value: Int) {} // not a test
}

final class LaunchUITests: XCTestCase { // nope: UI tests need XCTest
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
    }
}

final class SpeedTests: XCTestCase { // nope: performance tests need XCTest
    func testSort() {
        measure { _ = [3, 1, 2].sorted() }
    }
}

class BaseTestCase: XCTestCase { // nope: no tests of its own, a shared base
    func makeItems() -> [String] { [] }
}
