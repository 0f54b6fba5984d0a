@testable import Codemods
import XCTest

final class UTF8ValidationTests: XCTestCase {
    func testFindsTheFirstInvalidByteAfterAsciiRunsOfAnyLength() {
        for prefixLength in 0..<20 {
            let prefix = [UInt8](repeating: 0x61, count: prefixLength)
            XCTAssertNil(FileLoader.firstInvalidUTF8(prefix + Array("é ✓ 𝄞".utf8) + prefix))
            XCTAssertEqual(FileLoader.firstInvalidUTF8(prefix + [0xFF] + prefix), prefixLength)
            XCTAssertEqual(FileLoader.firstInvalidUTF8(prefix + [0xC3]), prefixLength, "truncated sequence")
            XCTAssertEqual(FileLoader.firstInvalidUTF8(prefix + [0xED, 0xA0, 0x80] + prefix), prefixLength, "surrogate")
            XCTAssertEqual(FileLoader.firstInvalidUTF8(prefix + [0xC0, 0x80]), prefixLength, "overlong")
        }
    }
}
