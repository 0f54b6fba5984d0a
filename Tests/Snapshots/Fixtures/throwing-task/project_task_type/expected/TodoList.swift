final class TodoList {
    func add() {
        Task { try await store.insert() } // expect: throwing-task TASK-W1
    }
    func sync() {
        _Concurrency.Task {
            do {
                _ = try await store.sync()
            } catch {
                // TODO(modernize): handle this error — it was silently discarded before.
            }
        } // expect: throwing-task TASK-I1
    }
}
