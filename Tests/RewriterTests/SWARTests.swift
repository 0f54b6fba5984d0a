import XCTest
@testable import Rewriter

/// The eight-bytes-at-a-time tests against their byte-by-byte definitions.
final class SWARTests: XCTestCase {
    /// Every byte value at every position, among neighbours of every kind (letters, digits, "_",
    /// punctuation, non-ASCII), flagged exactly when it is not an ASCII identifier character.
    func testNonIdentifierBytesIsExactInEveryByte() {
        let neighbours: [UInt8] = [0x61, 0x5A, 0x30, 0x39, 0x5F, 0x20, 0x2E, 0x7F, 0x80, 0xFF, 0x00, 0x60, 0x7B, 0x40]
        for position in 0..<8 {
            for neighbour in neighbours {
                for value in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = value
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let flags = SWAR.nonIdentifierBytes(word)
                    for k in 0..<8 {
                        let flagged = (flags >> (8 * UInt64(k) + 7)) & 1 == 1
                        XCTAssertEqual(flagged, !ASCII.isIdentifierBody(bytes[k]), "bytes \(bytes), byte \(k)")
                        if flagged != !ASCII.isIdentifierBody(bytes[k]) { return }
                    }
                    XCTAssertEqual(flags & ~0x8080_8080_8080_8080, 0, "only high bits are set")
                }
            }
        }
    }
}
