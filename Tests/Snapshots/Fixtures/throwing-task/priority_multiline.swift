final class Feed {
    func reload() {
        Task(priority: .high) { // expect: throwing-task TASK-I1
            let d = try await load()
            model.apply(d)
        }
    }
}
