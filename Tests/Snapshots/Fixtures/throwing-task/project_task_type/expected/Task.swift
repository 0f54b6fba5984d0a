import SwiftData

@Model final class Task {
    var title: String
    init(title: String) { self.title = title }
}
