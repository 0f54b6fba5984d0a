@MainActor final class SelectionModel {
    func select() async throws {}
    func sync() async throws {}
    func done() {}
    func flush() async throws {}
}
@MainActor let model = SelectionModel()
