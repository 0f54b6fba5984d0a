final class ViewModel {
    func save() async throws {}
}
