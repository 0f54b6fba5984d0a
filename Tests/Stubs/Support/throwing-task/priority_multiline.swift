final class FeedModel {
    func apply(_ data: [String]) {}
}
extension Feed {
    var model: FeedModel { FeedModel() }
    func load() async throws -> [String] { [] }
}
