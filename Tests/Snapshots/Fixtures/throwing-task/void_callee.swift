final class Store {
    func save() async throws {}
    func count() async throws -> Int { 0 }
    func reset() async throws -> Void {}
}

final class Screen {
    let store = Store()

    func saveTapped() {
        Task { try await store.save() } // expect: throwing-task TASK-I1
    }

    func resetTapped() {
        Task { // expect: throwing-task TASK-I1
            try await self.store.reset()
        }
    }

    func countTapped() {
        Task { try await store.count() } // expect: throwing-task TASK-I1
    }
}
