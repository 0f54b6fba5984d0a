final class Mission {
    func launch() {
        Task { try await lander.fly(to: moon) } // expect: throwing-task TASK-I1
    }
}
