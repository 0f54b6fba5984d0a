final class Flight {
    func go() {
        Task { // expect: throwing-task TASK-I1
            try await lander.fly(to: moon)
        }
    }
}
