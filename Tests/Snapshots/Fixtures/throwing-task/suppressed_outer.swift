final class Verifier {
    func start() {
        // modernize:ignore throwing-task
        Task {
            try await Task.sleep(for: delay)
            Task { try await send(.received) } // expect: throwing-task TASK-I1
        }
    }
}
