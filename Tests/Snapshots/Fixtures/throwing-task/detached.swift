func exportAll() {
    Task.detached { try await export() } // expect: throwing-task TASK-I1
    Task.detached(priority: .background) { [weak self] in // expect: throwing-task TASK-I1
        try await self?.archive()
    }
}
