// The fixture uses URL without importing Foundation.
import Foundation
typealias URL = Foundation.URL
// URL.lines is part of Apple's Foundation only.
extension Foundation.URL {
    var lines: AsyncThrowingStream<String, Error> { AsyncThrowingStream { $0.finish() } }
}
