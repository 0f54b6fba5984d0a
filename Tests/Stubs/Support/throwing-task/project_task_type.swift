final class TodoStore {
    func insert() async throws {}
    func sync() async throws {}
}
extension TodoList {
    var store: TodoStore { TodoStore() }
}
