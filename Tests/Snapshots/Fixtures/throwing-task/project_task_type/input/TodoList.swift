final class TodoList {
    func add() {
        Task { try await store.insert() } // expect: throwing-task TASK-W1
    }
    func sync() {
        _Concurrency.Task { try await store.sync() } // expect: throwing-task TASK-I1
    }
}
