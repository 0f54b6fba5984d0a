final class Verifier {
    func start() {
        Task { // expect: throwing-task TASK-I1
            try await pause(for: delay)
            send(.started)

            Task { // expect: throwing-task TASK-I1
                try await pause(for: delay)
                send(.received)
            }
        }
    }
}
