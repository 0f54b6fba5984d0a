import Combine
import SwiftUI

struct FeedItem: Identifiable {
    var id: Int
}
struct Row: View {
    init(_ item: FeedItem) {}
    var body: some View { Text("row") }
}
@MainActor final class FeedModel {
    func load() async throws {}
    func search(_ query: String) async throws {}
    func reload() async {}
}
struct Publisher {
    func sink(receiveValue: @escaping (Int) -> Void) -> AnyCancellable { AnyCancellable {} }
}
extension FeedView {
    var items: [FeedItem] { [] }
    var query: String { "" }
    var model: FeedModel { FeedModel() }
}
extension FeedController {
    var model: FeedModel { FeedModel() }
    var cancellable: AnyCancellable? {
        get { nil }
        set {}
    }
    var publisher: Publisher { Publisher() }
    var button: UIButton { UIButton(type: .system) }
    var queue: DispatchQueue { .main }
}
