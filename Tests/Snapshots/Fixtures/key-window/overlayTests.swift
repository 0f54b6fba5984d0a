import XCTest
import UIKit

final class OverlayTests: XCTestCase {
    func testOverlayIsShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) // nope: a test host window
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        XCTAssertNotNil(UIApplication.shared.keyWindow) // nope: test sources are skipped
    }
}
