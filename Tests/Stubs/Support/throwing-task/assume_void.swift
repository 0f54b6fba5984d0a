final class Store {
    func save() async throws {}
}
let store = Store()
