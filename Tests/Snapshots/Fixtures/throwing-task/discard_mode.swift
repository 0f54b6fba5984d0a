final class Flight {
    func go() {
        Task { try await lander.fly(to: moon) } // expect: throwing-task TASK-I1
        Task.detached(priority: .low) { [weak self] in // expect: throwing-task TASK-I1
            let v = try await self?.compute()
            return v
        }
    }
}
