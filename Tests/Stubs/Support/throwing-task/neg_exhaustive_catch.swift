import Foundation
typealias URLError = Foundation.URLError
extension Syncer {
    func x() throws {}
    func pull() async throws {}
    func log(_ value: Any) {}
    func handle(_ event: Int) {}
    var events: AsyncThrowingStream<Int, Error> { AsyncThrowingStream { $0.finish() } }
}
